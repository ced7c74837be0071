/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../deploy/http-policy.mjs';
import { hashedName, mediaFileNames } from './media-file-names.mjs';

function publicFolder(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'media-names-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('hashedName', () => {
  it("puts 10 hex of the bytes' SHA-256 before the extension, the shape the servers make immutable", () => {
    const name = hashedName('sounds/global-tap.mp3', Buffer.from('tap'));
    // sha256("tap") = 729cd87c63...
    expect(name).toBe('sounds/global-tap.729cd87c63.mp3');
    expect(cacheControlFor(path.basename(name))).toBe(IMMUTABLE);
    expect(cacheControlFor('global-tap.mp3')).toBe(NO_CACHE);
  });

  it('changes with the content, and only with it', () => {
    expect(hashedName('a/x.webm', Buffer.from('one'))).toBe(hashedName('a/x.webm', Buffer.from('one')));
    expect(hashedName('a/x.webm', Buffer.from('one'))).not.toBe(hashedName('a/x.webm', Buffer.from('two')));
  });
});

describe('mediaFileNames', () => {
  it('renames sounds, videos and images, and leaves other public files and READMEs alone', () => {
    const dir = publicFolder({
      'sounds/tap.mp3': 'mp3',
      'sounds/tap.webm': 'webm',
      'video/briefing.mp4': 'mp4',
      'qr/experience-en.svg': '<svg/>',
      'sounds/README.md': '# how they are made',
      'robots.txt': 'User-agent: *',
      'site.webmanifest': '{}',
    });
    folders.push(dir);
    const names = mediaFileNames(dir);
    expect(Object.keys(names).sort()).toEqual(['qr/experience-en.svg', 'sounds/tap.mp3', 'sounds/tap.webm', 'video/briefing.mp4']);
    expect(names['sounds/tap.mp3']).toBe(hashedName('sounds/tap.mp3', Buffer.from('mp3')));
    expect(names['video/briefing.mp4']).toMatch(/^video\/briefing\.[0-9a-f]{10}\.mp4$/);
  });
});
