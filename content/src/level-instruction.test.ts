/** @jest-environment node */
import { resources } from './all-copy';
import { CHAPTERS_BY_SECTION, SECTIONS } from './sections';

/**
 * docs/game-design.md "Composition and guidance": a level's instruction is one line with an
 * icon on a phone held upright (390 CSS px: the banner leaves about 320 px of text at
 * 0.9rem, some 46 characters of the widest), in both languages. The cap is in characters,
 * with a little room.
 */
const MOST_CHARACTERS = 44;

type Tree = { [key: string]: string | Tree };

const instructions = Object.entries(resources)
  .flatMap(([tag, namespaces]) => [
    [tag, 'common:kit.level1.instruction', ((namespaces.common as Tree).kit as Tree).level1 as Tree] as const,
    ...SECTIONS.flatMap((section) =>
      CHAPTERS_BY_SECTION[section].map(
        (chapter) =>
          [tag, `${section}:${chapter}.task.instruction`, ((namespaces[section] as Tree)[chapter] as Tree).task as Tree] as const,
      ),
    ),
  ])
  .map(([tag, key, holder]) => [tag, key, (holder.instruction as string).replace('{{count}}', '3')] as const);

describe("every level's instruction", () => {
  it('covers Level 1 and every chapter (the nine of the product, and any added since) in both languages', () => {
    expect(instructions).toHaveLength(2 * (1 + SECTIONS.reduce((sum, section) => sum + CHAPTERS_BY_SECTION[section].length, 0)));
  });

  it.each(instructions)('%s %s fits one line on a phone', (_tag, _key, text) => {
    expect(text.length).toBeLessThanOrEqual(MOST_CHARACTERS);
  });
});
