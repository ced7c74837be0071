import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHAPTERS_BY_SECTION, DEBRIEF_SLUG, SECTIONS, type Section } from '@mission/content';
import { resources } from '@mission/content/all-copy';
import { missingCopyKeys, type Branch } from '@mission/chapter-kit';

/**
 * Every branch's copy holds every key its chapters and debrief read, in both languages. A
 * branch on the kit declares itself in `<branch>/src/<branch>-branch.ts` (its keys come from
 * the declaration); a branch still on placeholders needs its chapters' titles and summaries.
 */
function declarationFile(section: Section): string {
  return path.join(__dirname, '..', section, 'src', `${section}-branch.ts`);
}

async function keysOf(section: Section): Promise<readonly string[]> {
  if (existsSync(declarationFile(section))) {
    const module = (await import(declarationFile(section))) as Record<string, Branch>;
    const branch = module[`${section}Branch`];
    if (!branch) throw new Error(`${declarationFile(section)} exports no "${section}Branch"`);
    return branch.copyKeys;
  }
  return [...CHAPTERS_BY_SECTION[section], DEBRIEF_SLUG].flatMap((chapter) => [
    `${section}:chapters.${chapter}.title`,
    `${section}:chapters.${chapter}.summary`,
  ]);
}

describe.each(SECTIONS)('the copy of the %s branch', (section) => {
  it('holds every key its chapters and debrief read, in English and French', async () => {
    const keys = await keysOf(section);
    expect(keys.length).toBeGreaterThan(0);
    expect(missingCopyKeys(keys, resources)).toEqual([]);
  });
});

it.each(SECTIONS)('the %s branch declares itself on the kit, so its keys come from its declaration', (section) => {
  expect(existsSync(declarationFile(section))).toBe(true);
});
