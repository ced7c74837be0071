// @ts-check
// `npm run dev`: every app (the shell, then each branch of the list of branches) on a webpack dev server with hot reload, output prefixed per app.
import { spawn } from 'node:child_process';
import { APP_NAMES, APP_PORTS } from '@mission/tooling/build/app-ports.mjs';

const width = Math.max(...APP_NAMES.map((app) => app.length)) + 3;
const children = APP_NAMES.map((app) => {
  const child = spawn('npm', ['run', 'dev', '-w', app], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${app}]`.padEnd(width);
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => {
      for (const line of String(text).split('\n')) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code) => {
    if (code) console.error(`${prefix}dev server exited with code ${code}`);
  });
  return child;
});

const branches = APP_NAMES.filter((app) => app !== 'shell').map((app) => `${app} :${APP_PORTS[app]}`);
console.log(`Dev servers starting: shell http://localhost:${APP_PORTS.shell} (${branches.join(', ')}). Ctrl+C stops all.`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
