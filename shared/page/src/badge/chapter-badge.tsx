import { branchEntry, CHAPTERS_BY_SECTION, type Section } from '@mission/content';
import { ChapterBadgeGlyph } from './chapter-badge-glyphs';

export interface ChapterBadgeProps {
  section: Section;
  chapter: string;
  /** Not yet earned: drawn as an empty outline, so a collection shows what is left. */
  earned?: boolean;
  size?: number;
  /** Where it is not decoration, its accessible name; without one it is hidden from screen readers. */
  title?: string;
  /** Makes the gradients' ids unique when two badges of one chapter share a page. */
  idPrefix?: string;
}

/**
 * A chapter's badge (docs/game-design.md "Complete card"): the medal of the Mission
 * Accomplished page (a gold ring round the branch's colour) with the chapter's own glyph, and
 * a star per chapter of the branch up to this one under it. Pure SVG, drawn in code; the
 * complete card awards it, Mission Select and the debrief collect it.
 */
export function ChapterBadge({ section, chapter, earned = true, size = 96, title, idPrefix = 'badge' }: ChapterBadgeProps) {
  const id = `${idPrefix}-${section}-${chapter}`;
  const { accent, deep } = branchEntry(section).colours;
  const place = (CHAPTERS_BY_SECTION[section] as readonly string[]).indexOf(chapter) + 1;
  const stars = Array.from({ length: Math.max(place, 1) }, (_, index) => index);
  return (
    <svg
      viewBox="0 0 200 200"
      width={size}
      height={size}
      className={`chapter-badge${earned ? '' : ' chapter-badge--locked'}`}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      data-badge={`${section}/${chapter}`}
      data-earned={earned}
    >
      {earned ? (
        <>
          <defs>
            <radialGradient id={`${id}-gold`} cx="38%" cy="32%" r="75%">
              <stop offset="0" stopColor="#fff3c4" />
              <stop offset="0.5" stopColor="#f2c94c" />
              <stop offset="1" stopColor="#8c6a17" />
            </radialGradient>
            <radialGradient id={`${id}-field`} cx="50%" cy="40%" r="62%">
              <stop offset="0" stopColor={accent} />
              <stop offset="1" stopColor={deep} />
            </radialGradient>
          </defs>
          <circle cx="100" cy="100" r="97" fill={`url(#${id}-gold)`} />
          <circle cx="100" cy="100" r="86" fill="#12160f" />
          <circle cx="100" cy="100" r="78" fill={`url(#${id}-field)`} stroke={`url(#${id}-gold)`} strokeWidth="3" />
          <g transform="translate(100 92)">
            <ChapterBadgeGlyph chapter={chapter} />
          </g>
          <g fill="#f2c94c">
            {stars.map((index) => (
              <path
                key={index}
                transform={`translate(${100 + (index - (stars.length - 1) / 2) * 16} 166)`}
                d="M0 -6 L1.8 -1.9 L6 -1.9 L2.6 0.8 L3.8 5 L0 2.4 L-3.8 5 L-2.6 0.8 L-6 -1.9 L-1.8 -1.9 Z"
              />
            ))}
          </g>
        </>
      ) : (
        <>
          <circle cx="100" cy="100" r="94" fill="#12160f" stroke="#6b7362" strokeWidth="4" strokeDasharray="10 8" />
          <g transform="translate(100 92)" opacity="0.28" style={{ filter: 'grayscale(1)' }}>
            <ChapterBadgeGlyph chapter={chapter} />
          </g>
        </>
      )}
    </svg>
  );
}
