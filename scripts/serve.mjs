// @ts-check
// `npm run serve` (and the second half of `npm start`): the four built apps on four local origins.
import { existsSync } from 'node:fs';
import { serveAll } from '@mission/shared/deploy/serve-all.mjs';

for (const app of ['shell', 'army', 'navy', 'air']) {
  if (!existsSync(new URL(`../${app}/dist/index.html`, import.meta.url))) {
    console.error(`${app}/dist is missing: run "npm run build" first (or "npm start", which builds and serves).`);
    process.exit(1);
  }
}

const running = await serveAll({ host: process.env.HOST || '127.0.0.1' });
const { ports } = running;
console.log(`Forces Missions is running:
  shell  ${running.shellUrl}   <- open this one
  army   http://localhost:${ports.army}
  navy   http://localhost:${ports.navy}
  air    http://localhost:${ports.air}
Press Ctrl+C to stop.`);

const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
