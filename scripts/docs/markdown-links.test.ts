/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The maps point at real places: every relative link in a tracked markdown file (the root
 * README, docs/, each workspace's CONTEXT.md, the kit's README) names a file or folder that
 * exists. A map that points nowhere is a stale claim.
 */
const ROOT = path.resolve(__dirname, '../..');
const LINK = /\]\(([^)\s]+)\)/g;

function trackedMarkdown(): string[] {
  return execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !file.includes('node_modules/'));
}

function brokenLinks(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(LINK)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .filter((target) => !existsSync(path.resolve(ROOT, path.dirname(file), target.split('#')[0]!)));
}

describe('links in the maps and docs', () => {
  it('every workspace has its map', () => {
    for (const workspace of [
      'shell',
      'shared',
      'shared/page',
      'shared/chapter-kit',
      'shared/tooling',
      'shared/test-kit',
      'content',
      'accessible',
      'e2e',
      'scripts',
    ]) {
      expect(existsSync(path.join(ROOT, workspace, 'CONTEXT.md'))).toBe(true);
    }
  });

  it('no relative link points nowhere', () => {
    const broken = trackedMarkdown().flatMap((file) => brokenLinks(file).map((target) => `${file} -> ${target}`));
    expect(broken).toEqual([]);
  });
});
