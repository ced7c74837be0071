// @ts-check
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@mission/tooling/build/create-webpack-config.mjs';

export default createWebpackConfig({
  app: 'army',
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: { './BranchApp': './src/branch-entry.ts' },
  htmlTitle: 'army remote: team harness',
});
