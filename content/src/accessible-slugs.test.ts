import { ACCESSIBLE_MISSIONS, accessibleMissionOf, findAccessibleMission, translateAccessibleSlug } from './accessible-slugs';
import { CHAPTERS_BY_SECTION, SECTIONS } from './sections';
import { LOCALES } from './locale';
import { copyAt } from './test-support/copy-at';

/** The missions of the product's three branches (docs/product-rules.md), not of any branch added since. */
const productMissions = ACCESSIBLE_MISSIONS.filter((mission) => ['army', 'navy', 'air'].includes(mission.section));

describe('accessible mission slugs', () => {
  const english = ACCESSIBLE_MISSIONS.map((mission) => mission.en);
  const french = ACCESSIBLE_MISSIONS.map((mission) => mission.fr);

  it.each(english)('English slug "%s" has a French twin that leads back to it', (slug) => {
    const fr = translateAccessibleSlug('en', 'fr', slug);
    expect(fr).toEqual(expect.any(String));
    expect(fr).not.toBe('');
    expect(translateAccessibleSlug('fr', 'en', fr!)).toBe(slug);
  });

  it.each(french)('French slug "%s" has an English twin that leads back to it', (slug) => {
    const en = translateAccessibleSlug('fr', 'en', slug);
    expect(en).toEqual(expect.any(String));
    expect(en).not.toBe('');
    expect(translateAccessibleSlug('en', 'fr', en!)).toBe(slug);
  });

  it.each([...LOCALES])('has no duplicate slug in %s', (locale) => {
    const slugs = ACCESSIBLE_MISSIONS.map((mission) => mission[locale]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('uses exactly the French slugs of the product rules', () => {
    expect(productMissions.map((mission) => mission.fr).sort()).toEqual(
      [
        'inondation',
        'coulee-de-boue',
        'incendie',
        'signal-de-detresse',
        'intervention-rapide',
        'repechage',
        'stratosphere',
        'largage',
        'colis-recu',
      ].sort(),
    );
  });

  it('gives each French slug to the chapter the product rules name', () => {
    const chapterOf = (slug: string) => {
      const mission = findAccessibleMission('fr', slug);
      return mission && `${mission.section}/${mission.chapter}`;
    };
    expect(chapterOf('inondation')).toBe('army/flood');
    expect(chapterOf('coulee-de-boue')).toBe('army/mudslide');
    expect(chapterOf('incendie')).toBe('army/fire');
    expect(chapterOf('signal-de-detresse')).toBe('navy/distress');
    expect(chapterOf('intervention-rapide')).toBe('navy/response');
    expect(chapterOf('repechage')).toBe('navy/overboard');
    expect(chapterOf('stratosphere')).toBe('air/stratosphere');
    expect(chapterOf('largage')).toBe('air/airdrop');
    expect(chapterOf('colis-recu')).toBe('air/received');
  });

  it.each(ACCESSIBLE_MISSIONS.map((mission) => [mission.en, mission] as const))(
    'mission "%s" maps to a chapter of its branch',
    (_slug, mission) => {
      expect(SECTIONS).toContain(mission.section);
      expect(CHAPTERS_BY_SECTION[mission.section] as readonly string[]).toContain(mission.chapter);
    },
  );

  it('covers every chapter of every branch exactly once', () => {
    const told = ACCESSIBLE_MISSIONS.map((mission) => `${mission.section}/${mission.chapter}`).sort();
    const chapters = SECTIONS.flatMap((section) => CHAPTERS_BY_SECTION[section].map((chapter) => `${section}/${chapter}`)).sort();
    expect(told).toEqual(chapters);
  });

  it('translates an unknown slug to undefined', () => {
    expect(translateAccessibleSlug('en', 'fr', 'incendie')).toBeUndefined();
    expect(translateAccessibleSlug('fr', 'en', 'fire')).toBeUndefined();
    expect(translateAccessibleSlug('en', 'fr', 'nowhere')).toBeUndefined();
  });
});

const copy = copyAt;
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

describe('accessible mission copy', () => {
  const cases = LOCALES.flatMap((locale) => ACCESSIBLE_MISSIONS.map((mission) => [locale, mission.en, mission] as const));

  it.each(cases)('%s "%s" has three trades, each with a title and a body in its branch namespace', (locale, _slug, mission) => {
    expect(new Set(mission.trades).size).toBe(3);
    for (const trade of mission.trades) {
      expect([trade, copy(locale, mission.section, `trades.${trade}.title`)]).toEqual([trade, expect.stringMatching(/\S/)]);
      expect([trade, copy(locale, mission.section, `trades.${trade}.body`)]).toEqual([trade, expect.stringMatching(/\S/)]);
    }
  });

  it.each(cases)('%s "%s" has its scenario, task, counter, every target and a completion message', (locale, _slug, mission) => {
    const base = `missions.${mission.section}.${mission.chapter}`;
    for (const key of ['scenario', 'task.intro', 'task.complete'])
      expect([key, isText(copy(locale, 'accessible', `${base}.${key}`))]).toEqual([key, true]);
    expect(copy(locale, 'accessible', `${base}.task.counter`)).toEqual(expect.stringMatching(/\{\{done\}\}.*\{\{total\}\}/));
    const items = copy(locale, 'accessible', `${base}.task.items`) as Record<string, unknown>;
    expect(Object.keys(items)).toEqual([...mission.taskItems]);
    for (const item of mission.taskItems) {
      expect(isText(copy(locale, 'accessible', `${base}.task.items.${item}.action`))).toBe(true);
      expect(isText(copy(locale, 'accessible', `${base}.task.items.${item}.done`))).toBe(true);
    }
  });

  it('gives each task the counter target of the product rules: 3 fires, 4 sandbags, 3 debris, 3 for the others', () => {
    const targets = Object.fromEntries(productMissions.map((mission) => [mission.chapter, mission.taskItems.length]));
    expect(targets).toEqual({
      fire: 3,
      flood: 4,
      mudslide: 3,
      distress: 3,
      response: 3,
      overboard: 3,
      stratosphere: 3,
      airdrop: 3,
      received: 3,
    });
    for (const mission of ACCESSIBLE_MISSIONS) expect(new Set(mission.taskItems).size).toBe(mission.taskItems.length);
  });

  it('finds the mission of a chapter, and none for an unknown one', () => {
    expect(accessibleMissionOf('navy', 'response')?.en).toBe('rapid-response');
    expect(accessibleMissionOf('army', 'response')).toBeUndefined();
    expect(accessibleMissionOf('air', 'end')).toBeUndefined();
  });
});
