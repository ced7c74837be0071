/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * build-files.sh, run as the images run it (docs/decisions.md, "Version skew"): each image
 * records its own build's content-hashed files; the image that replaces it carries those, and
 * only those, over.
 */
const SCRIPT = path.join(__dirname, 'build-files.sh');

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-files-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function run(...args: string[]) {
  return spawnSync('sh', [SCRIPT, ...args], { encoding: 'utf8' });
}

function lay(dir: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

/** An app's html root as a build leaves it: hashed chunks and media, and files that name others. */
const OLD_BUILD = {
  'remoteEntry.js': 'old entry',
  'mf-manifest.json': '{}',
  'index.html': '<html>',
  'build-info.json': '{"buildNumber":"41"}',
  '262.dbee51d11f.js': 'old chunk',
  '262.dbee51d11f.js.map': 'a map',
  'main.e74fc515f3.js': 'old main',
  'media/fire.0123456789.mp4': 'video',
  'fr/index.html': '<html lang=fr>',
};

describe('build-files.sh record', () => {
  it("lists the build's content-hashed files (nginx's immutable rule), sorted, and nothing that names others", () => {
    const html = path.join(root, 'html');
    lay(html, OLD_BUILD);
    const list = path.join(root, 'etc/build-files.txt');
    expect(run('record', html, list).status).toBe(0);
    expect(readFileSync(list, 'utf8').trim().split('\n')).toEqual(['262.dbee51d11f.js', 'main.e74fc515f3.js', 'media/fire.0123456789.mp4']);
  });

  it('refuses a root that does not exist, naming it', () => {
    const result = run('record', path.join(root, 'nowhere'), path.join(root, 'list.txt'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('nowhere');
  });
});

describe('build-files.sh carry', () => {
  it("copies the previous image's own hashed files, in their folders, and none of its uncached files", () => {
    const html = path.join(root, 'previous');
    lay(html, OLD_BUILD);
    const list = path.join(root, 'build-files.txt');
    run('record', html, list);
    const dest = path.join(root, 'carried');
    expect(run('carry', html, list, dest).status).toBe(0);
    expect(readFileSync(path.join(dest, '262.dbee51d11f.js'), 'utf8')).toBe('old chunk');
    expect(readFileSync(path.join(dest, 'media/fire.0123456789.mp4'), 'utf8')).toBe('video');
    for (const uncached of [
      'remoteEntry.js',
      'mf-manifest.json',
      'index.html',
      'build-info.json',
      'fr/index.html',
      '262.dbee51d11f.js.map',
    ]) {
      expect(existsSync(path.join(dest, uncached))).toBe(false);
    }
  });

  it('carries one build back, not every build since: what the previous image itself carried stays behind', () => {
    const html = path.join(root, 'previous');
    // The previous image served its own build and, carried, the one before it (not on its list).
    lay(html, { ...OLD_BUILD, '100.aaaaaaaaaa.js': 'two builds ago' });
    const list = path.join(root, 'build-files.txt');
    writeFileSync(list, '262.dbee51d11f.js\nmain.e74fc515f3.js\n');
    const dest = path.join(root, 'carried');
    run('carry', html, list, dest);
    expect(existsSync(path.join(dest, '262.dbee51d11f.js'))).toBe(true);
    expect(existsSync(path.join(dest, '100.aaaaaaaaaa.js'))).toBe(false);
  });

  it('carries nothing, and succeeds, from an image with no list (the first image, or the bare base)', () => {
    const dest = path.join(root, 'carried');
    const result = run('carry', path.join(root, 'no-html'), path.join(root, 'no-list.txt'), dest);
    expect(result.status).toBe(0);
    expect(existsSync(dest)).toBe(true);
  });

  it('ignores a list line that is not a plain hashed name inside the root, and a listed file that is gone', () => {
    const html = path.join(root, 'previous');
    lay(html, OLD_BUILD);
    lay(root, { 'outside.0123456789.js': 'outside' });
    const list = path.join(root, 'build-files.txt');
    writeFileSync(
      list,
      ['../outside.0123456789.js', '/etc/passwd', 'index.html', 'gone.abcdefabcd.js', '262.dbee51d11f.js', ''].join('\n'),
    );
    const dest = path.join(root, 'carried');
    expect(run('carry', html, list, dest).status).toBe(0);
    expect(spawnSync('find', [dest, '-type', 'f'], { encoding: 'utf8' }).stdout.trim()).toBe(path.join(dest, '262.dbee51d11f.js'));
  });

  it('names its use when called wrongly', () => {
    const result = run('keep', root, 'x');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage');
  });
});
