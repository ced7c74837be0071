import { BranchEmblem, type InsigniaKind } from './branch-emblem';
import { insigniaField } from './insignia-colours';
import { mapleLeafPath } from './maple-leaf';

export type { InsigniaKind } from './branch-emblem';

export interface InsigniaProps {
  kind: InsigniaKind;
  /** The words round the top of the ring, in the page's language (content: common.rewards). */
  ringLabel: string;
  /** Makes the gradients' ids unique when two insignia share a page. */
  idPrefix?: string;
  size?: number;
  /** Where it is not decoration, its accessible name; without one it is hidden from screen readers. */
  title?: string;
  /** The font the ring's words are set in where no stylesheet applies (the share images). */
  fontFamily?: string;
}

/**
 * The insignia a branch's visitor earns, and the one for the whole experience
 * (docs/product-rules.md §1, Mission Accomplished): a gold ring with its words, the branch's
 * colour, its emblem and the maple leaf. Pure SVG, so the page draws it from HTML and the
 * build renders the same drawing into the share images.
 */
export function Insignia({
  kind,
  ringLabel,
  idPrefix = 'insignia',
  size = 200,
  title,
  fontFamily = "'Arial Narrow', 'DejaVu Sans Condensed', sans-serif",
}: InsigniaProps) {
  const gold = `${idPrefix}-${kind}-gold`;
  const field = `${idPrefix}-${kind}-field`;
  const ring = `${idPrefix}-${kind}-ring`;
  const colours = insigniaField(kind);
  return (
    <svg
      viewBox="0 0 200 200"
      width={size}
      height={size}
      className={`insignia insignia--${kind}`}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      data-insignia={kind}
    >
      <defs>
        <radialGradient id={gold} cx="38%" cy="32%" r="75%">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="0.5" stopColor="#f2c94c" />
          <stop offset="1" stopColor="#8c6a17" />
        </radialGradient>
        <radialGradient id={field} cx="50%" cy="45%" r="60%">
          <stop offset="0" stopColor={colours.light} />
          <stop offset="1" stopColor={colours.dark} />
        </radialGradient>
        <path id={ring} d="M27 100 A73 73 0 0 1 173 100" />
      </defs>
      <circle cx="100" cy="100" r="97" fill={`url(#${gold})`} />
      <circle cx="100" cy="100" r="89" fill="#12160f" />
      <text fill="#f2c94c" fontFamily={fontFamily} fontSize="15" fontWeight="700" letterSpacing="2.2">
        <textPath href={`#${ring}`} startOffset="50%" textAnchor="middle">
          {ringLabel.toUpperCase()}
        </textPath>
      </text>
      {[-26, 0, 26].map((angle) => (
        <path
          key={angle}
          transform={`rotate(${angle} 100 100) translate(100 178)`}
          d="M0 -6 L1.8 -1.9 L6 -1.9 L2.6 0.8 L3.8 5 L0 2.4 L-3.8 5 L-2.6 0.8 L-6 -1.9 L-1.8 -1.9 Z"
          fill="#f2c94c"
        />
      ))}
      <circle cx="100" cy="100" r="64" fill={`url(#${field})`} stroke={`url(#${gold})`} strokeWidth="3" />
      <g transform="translate(100 100)">
        <BranchEmblem kind={kind} />
      </g>
      <path
        d={mapleLeafPath(100, 102, kind === 'all' ? 0.92 : 0.72)}
        fill="#d7263d"
        stroke="#fff3c4"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
