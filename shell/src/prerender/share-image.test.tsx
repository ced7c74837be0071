import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARE_IMAGE_KINDS } from './share-pages';
import { shareImageSvg, shareImageTitle, titleLayout, wrapWords } from './share-image';

const copy = (folder: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../../../content/locales', folder, 'common.json'), 'utf8')) as Record<string, unknown>;
const tOf =
  (tree: Record<string, unknown>) =>
  (key: string, values: Record<string, string> = {}) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    if (typeof value !== 'string') throw new Error(`no copy at ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
  };

describe('wrapping a share image’s words', () => {
  it('breaks at spaces, never past the limit unless one word is longer', () => {
    expect(wrapWords('Three Navy missions, on your phone', 16)).toEqual(['Three Navy', 'missions, on', 'your phone']);
    expect(wrapWords('Supercalifragilistic word', 10)).toEqual(['Supercalifragilistic', 'word']);
  });

  it('picks the largest title size that fits three lines, smaller for a longer title', () => {
    const short = titleLayout('I completed every mission');
    const long = titleLayout('Plongez dans une mission des Forces armées canadiennes, toutes les trois, sur votre téléphone');
    expect(short.lines.length).toBeLessThanOrEqual(3);
    expect(long.fontSize).toBeLessThan(short.fontSize);
  });
});

describe('the share images', () => {
  const languages = { en: tOf(copy('en-US')), fr: tOf(copy('fr-CA')) };

  it.each(Object.entries(languages))('in %s: every kind draws its own words, 1200 by 630', (_, t) => {
    const drawn = SHARE_IMAGE_KINDS.map((kind) => shareImageSvg(kind, t));
    expect(new Set(drawn).size).toBe(SHARE_IMAGE_KINDS.length);
    for (const [index, kind] of SHARE_IMAGE_KINDS.entries()) {
      const svg = drawn[index]!;
      expect(svg).toContain('width="1200" height="630"');
      for (const line of titleLayout(shareImageTitle(kind, t)).lines) expect(svg).toContain(line);
    }
  });

  it('names a branch in its own words, in French through « de l’… »', () => {
    expect(shareImageTitle('navy', languages.en)).toBe('Three Navy missions, on your phone');
    expect(shareImageTitle('army', languages.fr)).toBe('Trois missions de l’Armée, sur votre téléphone');
    expect(shareImageTitle('accomplished', languages.fr)).toBe('J’ai accompli toutes les missions');
  });

  it('shows the three branches’ insignia on the experience’s image and the laurel on the reward’s', () => {
    const t = languages.en;
    const experience = shareImageSvg('experience', t);
    for (const kind of ['army', 'navy', 'air']) expect(experience).toContain(`data-insignia="${kind}"`);
    expect(shareImageSvg('accomplished', t)).toContain('data-insignia="all"');
    expect(shareImageSvg('navy', t)).toContain('data-insignia="navy"');
  });
});
