/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectGeneratedFile } from './generated-doc';

describe('a generated document checked in', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'generated-doc-'));
  const file = path.join(dir, 'doc.md');
  const previous = process.env.WRITE_GENERATED;
  afterEach(() => {
    if (previous === undefined) delete process.env.WRITE_GENERATED;
    else process.env.WRITE_GENERATED = previous;
  });

  it('passes when the copy is what the code renders', () => {
    delete process.env.WRITE_GENERATED;
    writeFileSync(file, 'same\n');
    expect(() => expectGeneratedFile(file, 'same\n', 'npm run x')).not.toThrow();
  });

  it('fails when it is stale or missing, naming the command that refreshes it', () => {
    delete process.env.WRITE_GENERATED;
    writeFileSync(file, 'old\n');
    expect(() => expectGeneratedFile(file, 'new\n', 'npm run x')).toThrow(/is stale \(or missing\): run `npm run x` and commit the result/);
    expect(() => expectGeneratedFile(path.join(dir, 'none.md'), 'new\n', 'npm run x')).toThrow(/stale \(or missing\)/);
  });

  it('writes it under WRITE_GENERATED=1', () => {
    process.env.WRITE_GENERATED = '1';
    expectGeneratedFile(file, 'fresh\n', 'npm run x');
    expect(readFileSync(file, 'utf8')).toBe('fresh\n');
  });
});
