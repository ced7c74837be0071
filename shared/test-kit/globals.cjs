// What the webpack factory's DefinePlugin provides in a build.
globalThis.__BUS_CONTRACT_VERSION__ = '1.2.0';

// jsdom lacks TextEncoder/TextDecoder, which react-router needs as soon as it is imported.
const nodeUtil = require('node:util');
globalThis.TextEncoder ??= nodeUtil.TextEncoder;
globalThis.TextDecoder ??= nodeUtil.TextDecoder;
globalThis.__BUILD_NUMBER__ = 'test';
globalThis.__COPY_VERSION__ = 'test-copy';
// The remotes' shared map (shared/tooling/build/shared-singletons.mjs), as the shell's build bakes it in.
globalThis.__SHARED_SINGLETONS__ = require('@mission/tooling/build/shared-singletons.mjs').sharedSingletons();
