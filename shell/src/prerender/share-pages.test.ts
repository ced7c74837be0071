import { BRANCH_NAMES } from '@mission/content/branch-list';
import { SHARE_IMAGE_KINDS, shareImageKindFor, shareImagePath, sharePagePaths } from './share-pages';

describe('which share image a page names', () => {
  it.each([
    ['/', 'experience'],
    ['/fr/select', 'experience'],
    ['/accessible', 'experience'],
    ['/army', 'army'],
    ['/fr/navy/overboard', 'navy'],
    ['/air/end', 'air'],
    ['/mission-accomplished', 'accomplished'],
    ['/fr/mission-accomplished', 'accomplished'],
    ['/armyish', 'experience'],
  ])('%s -> %s', (path, kind) => {
    expect(shareImageKindFor(path)).toBe(kind);
  });

  it('has one image per kind and language, each at its own address', () => {
    const paths = SHARE_IMAGE_KINDS.flatMap((kind) => (['en', 'fr'] as const).map((locale) => shareImagePath(kind, locale)));
    expect(new Set(paths).size).toBe(SHARE_IMAGE_KINDS.length * 2);
    expect(shareImagePath('navy', 'fr')).toBe('/share/navy-fr.png');
  });

  it('writes a share page for each branch and Mission Accomplished, in both languages', () => {
    expect(sharePagePaths(['en', 'fr'])).toEqual([
      { path: '/army', kind: 'army' },
      { path: '/fr/army', kind: 'army' },
      { path: '/navy', kind: 'navy' },
      { path: '/fr/navy', kind: 'navy' },
      { path: '/air', kind: 'air' },
      { path: '/fr/air', kind: 'air' },
      ...BRANCH_NAMES.slice(3).flatMap((name) => [
        { path: `/${name}`, kind: name },
        { path: `/fr/${name}`, kind: name },
      ]),
      { path: '/mission-accomplished', kind: 'accomplished' },
      { path: '/fr/mission-accomplished', kind: 'accomplished' },
    ]);
  });
});
