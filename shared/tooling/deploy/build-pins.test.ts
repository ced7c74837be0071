/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BRANCH_NAMES } from '@mission/content/branch-list';
import { withBuildPins } from './build-pins.mjs';

const PIN = `sha384-${'n'.repeat(64)}`;
let repo: string;

beforeEach(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'build-pins-'));
  for (const name of ['army', 'navy', 'air']) mkdirSync(path.join(repo, name, 'dist'), { recursive: true });
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

function writePin(name: string, text: string) {
  writeFileSync(path.join(repo, name, 'dist', 'integrity.json'), text);
}

describe('withBuildPins', () => {
  it("pins each remote served from its own build to that build's manifest", () => {
    for (const name of ['army', 'navy', 'air']) writePin(name, JSON.stringify({ 'mf-manifest.json': PIN, 'remoteEntry.js': 'other' }));
    const env = withBuildPins({ SHELL_PORT: '9000' }, repo, jest.fn());
    expect(env).toEqual({ SHELL_PORT: '9000', ARMY_INTEGRITY: PIN, NAVY_INTEGRITY: PIN, AIR_INTEGRITY: PIN });
  });

  it('leaves what the environment says: a pin of its own, an empty one, or another origin', () => {
    writePin('army', JSON.stringify({ 'mf-manifest.json': PIN }));
    writePin('navy', JSON.stringify({ 'mf-manifest.json': PIN }));
    writePin('air', JSON.stringify({ 'mf-manifest.json': PIN }));
    const env = withBuildPins({ ARMY_INTEGRITY: 'mine', NAVY_INTEGRITY: '', AIR_URL: 'https://air.example.ca' }, repo, jest.fn());
    expect(env).toEqual({ ARMY_INTEGRITY: 'mine', NAVY_INTEGRITY: '', AIR_URL: 'https://air.example.ca' });
  });

  it('serves a build without a usable integrity.json unpinned, and says so', () => {
    writePin('army', '{ not json');
    writePin('navy', JSON.stringify({ 'remoteEntry.js': PIN }));
    const warn = jest.fn();
    expect(withBuildPins({}, repo, warn)).toEqual({});
    // Any later branch of the list (one just scaffolded) has no integrity.json here either.
    const later = BRANCH_NAMES.slice(3).map((name) => `[serve] ${name}/dist`.slice(0, 14));
    expect(warn.mock.calls.map(([message]) => message.slice(0, 14))).toEqual([
      '[serve] army/d',
      '[serve] navy/d',
      '[serve] air/di',
      ...later,
    ]);
  });
});
