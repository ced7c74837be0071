import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEFAULT_APP_PORTS } from '@mission/tooling/build/app-ports.mjs';
import { E2E_PORTS } from '../support/test-ports';

const SHELL_DIST = fileURLToPath(new URL('../../shell/dist', import.meta.url));

/** Every text file the shell ships to the browser (not source maps, which stay server-side in spirit). */
function shippedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return shippedFiles(full);
    return /\.(js|html|json)$/.test(entry.name) && !entry.name.endsWith('.map') ? [full] : [];
  });
}

test('the built shell names no remote URL: the registry is the only place for them', () => {
  const files = shippedFiles(SHELL_DIST).filter((file) => !file.endsWith('mf-manifest-stats.json'));
  expect(files.length).toBeGreaterThan(3);
  const remotePorts = [
    DEFAULT_APP_PORTS.army,
    DEFAULT_APP_PORTS.navy,
    DEFAULT_APP_PORTS.air,
    E2E_PORTS.node.army,
    E2E_PORTS.node.navy,
    E2E_PORTS.node.air,
  ];
  // An address, not a number: the list of branches (content/src/branches/branch-list.mjs) is
  // in the shell's code with each branch's local port, which names no place to load from.
  const forbidden = [
    ...remotePorts.flatMap((port) => [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]),
    'remoteEntry.js',
    'army@http',
    'navy@http',
    'air@http',
  ];
  const hits = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return forbidden.filter((needle) => text.includes(needle)).map((needle) => `${path.relative(SHELL_DIST, file)}: ${needle}`);
  });
  expect(hits).toEqual([]);
});

test("the shell's CSS files are minified: no comments, no line breaks between rules", () => {
  const css = readdirSync(SHELL_DIST).filter((name) => /\.[0-9a-f]{10}\.css$/.test(name));
  expect(css.length).toBeGreaterThan(0);
  for (const name of css) {
    const text = readFileSync(path.join(SHELL_DIST, name), 'utf8').replace(/\/\*# sourceMappingURL=[^*]+\*\/\s*$/, '');
    expect([name, /\/\*/.test(text), text.trim().split('\n').length]).toEqual([name, false, 1]);
  }
});
