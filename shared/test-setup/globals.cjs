// What the webpack factory's DefinePlugin provides in a build.
globalThis.__BUS_CONTRACT_VERSION__ = '1.0.0';

// jsdom lacks TextEncoder/TextDecoder, which react-router needs as soon as it is imported.
const { TextEncoder, TextDecoder } = require('node:util');
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
