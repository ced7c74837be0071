// @ts-check
// `npm run dev`: the four apps on webpack dev servers with hot reload, output prefixed per app.
import { spawn } from 'node:child_process';

const APPS = ['shell', 'army', 'navy', 'air'];
const children = APPS.map((app) => {
  const child = spawn('npm', ['run', 'dev', '-w', app], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${app}]`.padEnd(8);
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

console.log('Dev servers starting: shell http://localhost:8080 (army :8081, navy :8082, air :8083). Ctrl+C stops all.');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
