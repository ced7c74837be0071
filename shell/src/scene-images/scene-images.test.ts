import { CHAPTERS_BY_SECTION, PROVEN_SECTIONS, SECTIONS } from '@mission/content';
import manifest from './scene-image-manifest.json';
import plan from './scene-image-plan.json';
import { heroChapterOf, sceneImageSources } from './scene-images';
import { existsSync } from 'node:fs';
import path from 'node:path';

const drawn = { thumbnail: { avif: { 320: 9000, 640: 21000 }, webp: { 320: 12000, 640: 30000 } } };

describe('a chapter’s pictures', () => {
  it('lists both widths per format, the smallest WebP as the fallback, and the box of the largest', () => {
    expect(sceneImageSources('navy', 'overboard', 'thumbnail', { 'navy-overboard': drawn })).toEqual({
      avifSrcSet: '/scenes/navy-overboard-thumbnail-320.avif 320w, /scenes/navy-overboard-thumbnail-640.avif 640w',
      webpSrcSet: '/scenes/navy-overboard-thumbnail-320.webp 320w, /scenes/navy-overboard-thumbnail-640.webp 640w',
      fallback: '/scenes/navy-overboard-thumbnail-320.webp',
      width: 640,
      height: 480,
    });
  });

  it('has none for a picture never drawn, or drawn in one format only', () => {
    expect(sceneImageSources('navy', 'overboard', 'hero', { 'navy-overboard': drawn })).toBeNull();
    expect(sceneImageSources('air', 'airdrop', 'thumbnail', { 'navy-overboard': drawn })).toBeNull();
    expect(
      sceneImageSources('navy', 'overboard', 'thumbnail', { 'navy-overboard': { thumbnail: { avif: { 320: 1 }, webp: {} } } }),
    ).toBeNull();
  });

  it('names a hero chapter of each branch that is one of its chapters', () => {
    for (const section of SECTIONS) expect(CHAPTERS_BY_SECTION[section] as readonly string[]).toContain(heroChapterOf(section));
  });
});

describe('the committed pictures', () => {
  const publicDir = path.join(__dirname, '../../public/scenes');
  const entries = Object.entries(manifest as Record<string, Record<string, Record<string, Record<string, number>>>>);

  it('are all on disk, at the widths the plan asks for, in both formats', () => {
    for (const [name, kinds] of entries) {
      for (const [kind, formats] of Object.entries(kinds)) {
        const widths = (plan.crops as Record<string, { widths: number[] }>)[kind]!.widths;
        for (const format of ['avif', 'webp']) {
          expect(Object.keys(formats[format] ?? {}).map(Number)).toEqual(widths);
          for (const width of widths) expect(existsSync(path.join(publicDir, `${name}-${kind}-${width}.${format}`))).toBe(true);
        }
      }
    }
  });

  // A draft branch has no pictures yet; Mission Select shows its card without one (docs/build-a-branch.md "Drafts").
  it('cover every chapter with a thumbnail and every branch with its hero', () => {
    for (const section of PROVEN_SECTIONS) {
      for (const chapter of CHAPTERS_BY_SECTION[section]) expect(sceneImageSources(section, chapter, 'thumbnail')).not.toBeNull();
      expect(sceneImageSources(section, heroChapterOf(section), 'hero')).not.toBeNull();
    }
  });
});
