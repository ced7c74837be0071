/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { timedWebpackBuild } from './timed-webpack-build.mjs';

/** A throwaway project: src/index.js and a config module whose `config` builds it. */
function makeProject(entry: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'timed-build-'));
  writeFileSync(path.join(dir, 'index.js'), 'console.info("built");\n');
  writeFileSync(
    path.join(dir, 'config.mjs'),
    `export function config({ outDir }) {\n  return { mode: 'production', context: ${JSON.stringify(dir)}, entry: ${JSON.stringify(entry)}, output: { path: outDir, filename: 'main.js' } };\n}\n`,
  );
  return dir;
}

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('timedWebpackBuild', () => {
  it('builds in a process of its own with the options given, and says how long it took', async () => {
    const dir = makeProject('./index.js');
    made.push(dir);
    const outDir = path.join(dir, 'out');
    const { ms } = await timedWebpackBuild({ configModule: path.join(dir, 'config.mjs'), configExport: 'config', options: { outDir } });
    expect(readFileSync(path.join(outDir, 'main.js'), 'utf8')).toContain('built');
    expect(ms).toBeGreaterThan(0);
    expect(Number.isInteger(ms)).toBe(true);
  }, 60_000);

  it('rejects with webpack’s own error when the build fails', async () => {
    const dir = makeProject('./missing.js');
    made.push(dir);
    const build = timedWebpackBuild({
      configModule: path.join(dir, 'config.mjs'),
      configExport: 'config',
      options: { outDir: path.join(dir, 'out') },
    });
    await expect(build).rejects.toThrow(/Module not found.*missing\.js/s);
    expect(existsSync(path.join(dir, 'out', 'main.js'))).toBe(false);
  }, 60_000);

  it('rejects when the config module has no such export', async () => {
    const dir = makeProject('./index.js');
    made.push(dir);
    await expect(timedWebpackBuild({ configModule: path.join(dir, 'config.mjs'), configExport: 'nope', options: {} })).rejects.toThrow(
      'exports no function "nope"',
    );
  }, 60_000);
});
