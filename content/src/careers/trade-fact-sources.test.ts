/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resources } from '../all-copy';
import { PROVEN_SECTIONS, type Section } from '../sections';

/**
 * Every trade card a branch shows has its public source recorded in docs/fact-sources/<branch>.md
 * (docs/fact-sources/README.md: one row per claim, or "reworded: not sourced"), so a new or
 * renamed trade cannot ship without one.
 */
const sourcesOf = (section: Section): string => readFileSync(join(__dirname, '../../../docs/fact-sources', `${section}.md`), 'utf8');

// A draft branch has no sources yet (docs/build-a-branch.md "Drafts").
const everyTrade = PROVEN_SECTIONS.flatMap((section) =>
  Object.keys((resources['en-US'][section] as { trades: object }).trades).map((trade) => ({ section, trade })),
);

describe('fact sources of the trade cards', () => {
  it.each(everyTrade)('docs/fact-sources/$section.md sources the trade "$trade"', ({ section, trade }) => {
    expect(sourcesOf(section)).toMatch(new RegExp(`\\b${trade}\\b`));
  });
});
