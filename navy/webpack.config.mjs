// @ts-check
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@mission/tooling/build/create-webpack-config.mjs';

export default createWebpackConfig({
  app: 'navy',
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: { './BranchApp': './src/branch-entry.ts' },
  htmlTitle: 'navy remote: team harness',
});
