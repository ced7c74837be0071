import { renderToStaticMarkup } from 'react-dom/server';
import { SECTIONS, type Section } from '@mission/content';
import { Insignia, type InsigniaKind } from '../rewards/insignia';
import { insigniaField } from '../rewards/insignia-colours';
import { SHARE_IMAGE_FONT, SHARE_IMAGE_SIZE, type ShareImageKind } from './share-pages';

/**
 * Breaks a title into lines of at most `maxChars` characters at spaces (a word longer than
 * that keeps its own line). SVG text does not wrap by itself.
 */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The largest title size whose lines fit three in the text column. */
export function titleLayout(title: string): { fontSize: number; lines: string[] } {
  for (const fontSize of [68, 60, 52, 46]) {
    // DejaVu Sans Condensed Bold runs about 0.53 em a letter; the column is 600 px wide.
    const lines = wrapWords(title, Math.floor(600 / (fontSize * 0.53)));
    if (lines.length <= 3) return { fontSize, lines };
  }
  const fontSize = 40;
  return { fontSize, lines: wrapWords(title, Math.floor(600 / (fontSize * 0.53))) };
}

function insigniaFor(kind: ShareImageKind): InsigniaKind {
  if (kind === 'accomplished') return 'all';
  if (kind === 'experience') return 'all';
  return kind;
}

/** The words an image shows in big letters: a branch's through its name (`ofBranch` in French). */
export function shareImageTitle(kind: ShareImageKind, t: ShareCopy): string {
  if (kind === 'experience' || kind === 'accomplished') return t(`shareImage.title.${kind}`);
  return t('shareImage.title.branch', { branch: t(`branches.${kind}`), ofBranch: t(`branchOf.${kind}`) });
}

/** The page language's `common` namespace, with values. */
export type ShareCopy = (key: string, values?: Record<string, string>) => string;

/**
 * A page's Open Graph image as SVG markup (docs/prerendered-pages.md, "Share images"): the
 * insignia, the product's name, the page's line and the tagline, in the page's language.
 * @param t the image's language's `common` namespace
 */
export function shareImageSvg(kind: ShareImageKind, t: ShareCopy): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  const title = titleLayout(shareImageTitle(kind, t));
  const field = insigniaField(insigniaFor(kind));
  const font = SHARE_IMAGE_FONT;
  const ringLabel = (section: Section | 'all') =>
    section === 'all' ? t(kind === 'accomplished' ? 'insignia.ringLabel.all' : 'productTitle') : t(`branches.${section}`);
  // 28 px at about 0.53 em a letter in the 600 px column.
  const tagline = wrapWords(t('shareImage.tagline'), Math.floor(600 / (28 * 0.53)));
  const titleTop = 290 - ((title.lines.length - 1) * title.fontSize * 1.08) / 2;
  const markup = renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <defs>
        <linearGradient id="share-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0d110b" />
          <stop offset="0.55" stopColor="#12160f" />
          <stop offset="1" stopColor={field.dark} />
        </linearGradient>
        <radialGradient id="share-glow" cx="0.24" cy="0.5" r="0.42">
          <stop offset="0" stopColor="#f2c94c" stopOpacity="0.28" />
          <stop offset="1" stopColor="#f2c94c" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={width} height={height} fill="url(#share-bg)" />
      <rect width={width} height={height} fill="url(#share-glow)" />
      {kind === 'experience' ? (
        <g>
          {SECTIONS.slice(0, 3).map((section, index) => (
            <svg key={section} x={[60, 250, 155][index]} y={[95, 95, 300][index]} width="230" height="230" viewBox="0 0 200 200">
              <Insignia kind={section} ringLabel={ringLabel(section)} idPrefix={`share-${section}`} fontFamily={font} />
            </svg>
          ))}
        </g>
      ) : (
        <svg x="70" y="105" width="420" height="420" viewBox="0 0 200 200">
          <Insignia
            kind={insigniaFor(kind)}
            ringLabel={ringLabel(kind === 'accomplished' ? 'all' : (kind as Section))}
            idPrefix="share"
            fontFamily={font}
          />
        </svg>
      )}
      <text x="540" y="150" fill="#f2c94c" fontFamily={font} fontWeight="700" fontSize="30" letterSpacing="4">
        {t('productTitle').toUpperCase()}
      </text>
      <text fill="#f2f2ea" fontFamily={font} fontWeight="700" fontSize={title.fontSize}>
        {title.lines.map((line, index) => (
          <tspan key={index} x="540" y={titleTop + index * title.fontSize * 1.08 + title.fontSize * 0.35}>
            {line}
          </tspan>
        ))}
      </text>
      <text fill="#b9c2a8" fontFamily={font} fontWeight="700" fontSize="28">
        {tagline.map((line, index) => (
          <tspan key={index} x="540" y={500 + index * 34}>
            {line}
          </tspan>
        ))}
      </text>
      <rect x="540" y={500 + tagline.length * 34 - 10} width="120" height="8" fill="#d7263d" />
    </svg>,
  );
  return markup;
}
