// @ts-check
// `npm run serve` (and the second half of `npm start`): every built app (the shell, then each branch of the list of branches) on its own local origin.
import { existsSync } from 'node:fs';
import { APP_NAMES } from '@mission/tooling/build/app-ports.mjs';
import { serveAll } from '@mission/tooling/deploy/serve-all.mjs';

for (const app of APP_NAMES) {
  if (!existsSync(new URL(`../${app}/dist/index.html`, import.meta.url))) {
    console.error(`${app}/dist is missing: run "npm run build" first (or "npm start", which builds and serves).`);
    process.exit(1);
  }
}

const running = await serveAll({ host: process.env.HOST || '127.0.0.1' });
const { ports } = running;
const width = Math.max(...APP_NAMES.map((app) => app.length)) + 2;
const branches = APP_NAMES.filter((app) => app !== 'shell').map((app) => `  ${app.padEnd(width)} http://localhost:${ports[app]}`);
console.log(`Forces Missions is running:
  ${'shell'.padEnd(width)} ${running.shellUrl}   <- open this one
${branches.join('\n')}
Press Ctrl+C to stop.`);

const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
