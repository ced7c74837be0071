/** @jest-environment node */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyVersionOf, listCopyFiles, LOCALES_DIR } from './copy-version.mjs';

describe('copyVersionOf', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'copy-version-'));
    for (const tag of ['en-US', 'fr-CA']) {
      mkdirSync(path.join(dir, tag));
      writeFileSync(path.join(dir, tag, 'army.json'), JSON.stringify({ title: `Army ${tag}` }));
      writeFileSync(path.join(dir, tag, 'common.json'), JSON.stringify({ ok: tag }));
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is the same for the same files, 16 hex long', () => {
    expect(copyVersionOf(dir)).toMatch(/^[0-9a-f]{16}$/);
    expect(copyVersionOf(dir)).toBe(copyVersionOf(dir));
  });

  it('changes with one word in one file', () => {
    const before = copyVersionOf(dir);
    writeFileSync(path.join(dir, 'fr-CA', 'army.json'), JSON.stringify({ title: 'Armée fr-CA' }));
    expect(copyVersionOf(dir)).not.toBe(before);
  });

  it('changes when a file moves, though no byte changed', () => {
    const before = copyVersionOf(dir);
    renameSync(path.join(dir, 'en-US', 'army.json'), path.join(dir, 'en-US', 'navy.json'));
    expect(copyVersionOf(dir)).not.toBe(before);
  });

  it('reads only the JSON copy, in a stable order', () => {
    writeFileSync(path.join(dir, 'notes.txt'), 'not copy');
    expect(listCopyFiles(dir)).toEqual(['en-US/army.json', 'en-US/common.json', 'fr-CA/army.json', 'fr-CA/common.json']);
  });

  it("reads the project's own content/locales by default", () => {
    expect(listCopyFiles()).toContain('en-US/army.json');
    expect(listCopyFiles(LOCALES_DIR)).toContain('fr-CA/air.json');
  });
});
