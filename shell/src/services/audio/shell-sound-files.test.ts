/** @jest-environment node */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SHELL_SOUNDS } from '@mission/content';
import { AUDIO_SOURCE_EXTENSIONS } from '@mission/shared';

/** The committed files of shell/public/sounds/ against the manifest that names them. */
const SOUNDS_DIR = path.resolve(__dirname, '../../../public/sounds');
const audioFiles = readdirSync(SOUNDS_DIR).filter((file) => /\.(webm|mp3)$/.test(file));

describe("the shell's sound files", () => {
  it.each(SHELL_SOUNDS.map((entry) => [entry.id, entry.filename]))('%s has a .webm and a Safari-playable .mp3', (_id, stem) => {
    for (const extension of AUDIO_SOURCE_EXTENSIONS) {
      expect(audioFiles).toContain(`${stem}.${extension}`);
    }
  });

  it('has no file that no manifest entry uses', () => {
    const used = new Set(SHELL_SOUNDS.flatMap((entry) => AUDIO_SOURCE_EXTENSIONS.map((extension) => `${entry.filename}.${extension}`)));
    expect(audioFiles.filter((file) => !used.has(file))).toEqual([]);
  });

  it('stays small: under 300 KB in all, no file over 64 KB', () => {
    const sizes = audioFiles.map((file) => [file, statSync(path.join(SOUNDS_DIR, file)).size] as const);
    expect(sizes.reduce((total, [, size]) => total + size, 0)).toBeLessThan(300 * 1024);
    expect(sizes.filter(([, size]) => size > 64 * 1024)).toEqual([]);
  });
});
