import { ACCESSIBLE_MISSIONS, findAccessibleMission, translateAccessibleSlug } from './accessible-slugs';
import { CHAPTERS_BY_SECTION, SECTIONS } from './sections';
import { LOCALES } from './locale';

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

  it('uses exactly the French slugs of the spec', () => {
    expect([...french].sort()).toEqual(
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

  it('gives each French slug to the chapter the spec names', () => {
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
    const chapters = SECTIONS.flatMap((section) =>
      CHAPTERS_BY_SECTION[section].map((chapter) => `${section}/${chapter}`),
    ).sort();
    expect(told).toEqual(chapters);
  });

  it('translates an unknown slug to undefined', () => {
    expect(translateAccessibleSlug('en', 'fr', 'incendie')).toBeUndefined();
    expect(translateAccessibleSlug('fr', 'en', 'fire')).toBeUndefined();
    expect(translateAccessibleSlug('en', 'fr', 'nowhere')).toBeUndefined();
  });
});
