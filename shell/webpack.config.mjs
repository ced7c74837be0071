// @ts-check
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@mission/tooling/build/create-webpack-config.mjs';

export default createWebpackConfig({
  app: 'shell',
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  htmlTitle: 'Forces Missions',
});
