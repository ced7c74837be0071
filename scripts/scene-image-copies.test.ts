import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CHAPTERS_BY_SECTION, PROVEN_SECTIONS } from '@mission/content';

const root = path.resolve(__dirname, '..');

/**
 * A branch's debrief shows its chapters' pictures from the remote's own origin: copies of the
 * shell's thumbnails (npm run scene-images makes both). A copy that drifts from the shell's
 * would show an old picture in one place only.
 */
// A draft branch (docs/build-a-branch.md "Drafts") has no pictures until npm run scene-images makes them.
describe('the debriefs’ copies of the chapters’ pictures', () => {
  it.each(PROVEN_SECTIONS.map((section) => [section]))(
    '%s holds each of its chapters’ WebP thumbnails, the same bytes as the shell’s',
    (section) => {
      const copies = readdirSync(path.join(root, section, 'public/scenes')).sort();
      const expected = (CHAPTERS_BY_SECTION[section] as readonly string[]).flatMap((chapter) =>
        [320, 640].map((width) => `${section}-${chapter}-thumbnail-${width}.webp`),
      );
      expect(copies).toEqual([...expected].sort());
      for (const file of copies) {
        const copy = readFileSync(path.join(root, section, 'public/scenes', file));
        const original = readFileSync(path.join(root, 'shell/public/scenes', file));
        expect({ file, same: copy.equals(original) }).toEqual({ file, same: true });
      }
    },
  );
});
