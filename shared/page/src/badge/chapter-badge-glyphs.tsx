/**
 * What each chapter's badge carries at its centre, drawn in code around (0, 0) in a 200-unit
 * badge (chapter-badge.tsx): the thing the visitor dealt with in that chapter. A chapter with no
 * glyph of its own (a new branch's) carries a star.
 */
const METAL = '#e4e7ea';
const EDGE = '#5c636b';
const FLAME = '#ffb347';

const glyphs: Record<string, () => React.JSX.Element> = {
  // Forest: a flame put out, over the tree line.
  fire: () => (
    <g>
      <path d="M-46 40 L-30 8 L-14 40 Z M14 40 L30 4 L46 40 Z" fill="#2f4a2a" stroke={METAL} strokeWidth="2" />
      <path
        d="M0 -48 C22 -22 30 -4 22 18 C16 34 -16 34 -22 18 C-28 0 -14 -10 -10 -24 C-4 -12 4 -14 0 -48 Z"
        fill={FLAME}
        stroke={METAL}
        strokeWidth="3"
      />
      <path d="M0 -6 C10 6 10 18 4 24 C-2 28 -10 22 -8 12 C-6 4 0 2 0 -6 Z" fill="#fff3c4" />
    </g>
  ),
  // Flood: the sandbag wall holding the water back.
  flood: () => (
    <g stroke={EDGE} strokeWidth="1.5">
      <path d="M-56 -34 Q-42 -44 -28 -34 T0 -34 T28 -34 T56 -34" fill="none" stroke="#8fc3ff" strokeWidth="5" strokeLinecap="round" />
      <path d="M-56 -16 Q-42 -26 -28 -16 T0 -16 T28 -16 T56 -16" fill="none" stroke="#8fc3ff" strokeWidth="5" strokeLinecap="round" />
      {[
        [-36, 0],
        [0, 0],
        [36, 0],
        [-18, 22],
        [18, 22],
        [0, 44],
      ].map(([x = 0, y = 0]) => (
        <rect key={`${x},${y}`} x={x - 17} y={y - 2} width="34" height="20" rx="8" fill="#d9c38c" />
      ))}
    </g>
  ),
  // Mudslide: the mountain and the road cleared through the slide.
  mudslide: () => (
    <g>
      <path d="M-58 40 L-18 -44 L6 -8 L20 -28 L58 40 Z" fill="#6b4a2b" stroke={METAL} strokeWidth="3" strokeLinejoin="round" />
      <path d="M-18 -44 L-8 -24 L-22 -20 Z" fill={METAL} />
      <path d="M-50 44 L50 28" stroke="#f2c94c" strokeWidth="7" strokeLinecap="round" strokeDasharray="10 8" />
      <circle cx="28" cy="12" r="10" fill="#9a8f80" stroke={METAL} strokeWidth="2" />
    </g>
  ),
  // Distress signal: the radar's sweep finding the bearing.
  distress: () => (
    <g fill="none" stroke={METAL} strokeWidth="3">
      <circle r="50" />
      <circle r="32" strokeWidth="2" />
      <circle r="14" strokeWidth="2" />
      <path d="M0 0 L35 -35" stroke="#9fd18b" strokeWidth="5" strokeLinecap="round" />
      <circle cx="22" cy="-32" r="6" fill="#d7263d" stroke="none" />
    </g>
  ),
  // Rapid response: the helicopter lifting off the flight deck.
  response: () => (
    <g stroke={METAL} strokeLinecap="round">
      <path d="M-54 -26 L54 -26" strokeWidth="5" />
      <path d="M0 -26 L0 -14" strokeWidth="5" />
      <path d="M-30 -14 Q-36 14 -14 16 L24 16 Q36 12 34 -2 L26 -14 Z" fill={METAL} strokeWidth="2" strokeLinejoin="round" />
      <path d="M30 0 L58 -6" strokeWidth="6" />
      <path d="M-20 16 L-22 26 M18 16 L20 26 M-34 26 L34 26" strokeWidth="4" />
      <path d="M-56 46 L56 46" stroke="#f2c94c" strokeWidth="5" />
    </g>
  ),
  // Person overboard: the lifebuoy.
  overboard: () => (
    <g>
      <circle r="40" fill="none" stroke="#f4f4f4" strokeWidth="22" />
      <circle r="40" fill="none" stroke="#d7263d" strokeWidth="22" strokeDasharray="31.4 31.4" transform="rotate(-22)" />
      <circle r="51" fill="none" stroke={EDGE} strokeWidth="1.5" />
      <circle r="29" fill="none" stroke={EDGE} strokeWidth="1.5" />
    </g>
  ),
  // Stratosphere: the patrol aircraft under the aurora.
  stratosphere: () => (
    <g>
      <path d="M-56 -20 Q-28 -52 0 -30 T56 -36" fill="none" stroke="#7ee0b0" strokeWidth="6" strokeLinecap="round" />
      <path d="M-56 -4 Q-28 -34 0 -14 T56 -20" fill="none" stroke="#56b6e8" strokeWidth="4" strokeLinecap="round" opacity="0.8" />
      <path
        d="M0 -2 L5 12 L44 26 L44 32 L5 26 L4 44 L14 52 L14 56 L0 52 L-14 56 L-14 52 L-4 44 L-5 26 L-44 32 L-44 26 L-5 12 Z"
        fill={METAL}
        stroke={EDGE}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </g>
  ),
  // Airdrop: a package under its parachute.
  airdrop: () => (
    <g stroke={METAL} strokeWidth="2">
      <path d="M-48 -12 Q-48 -56 0 -56 Q48 -56 48 -12 Q36 -22 24 -12 Q12 -22 0 -12 Q-12 -22 -24 -12 Q-36 -22 -48 -12 Z" fill="#f2c94c" />
      <path d="M-48 -12 L-12 26 M-24 -12 L-8 26 M24 -12 L8 26 M48 -12 L12 26" fill="none" strokeWidth="1.5" />
      <rect x="-16" y="26" width="32" height="28" rx="2" fill="#8a6a3b" />
      <path d="M-16 40 L16 40 M0 26 L0 54" stroke="#f2c94c" strokeWidth="3" />
    </g>
  ),
  // Received: the package opened, with what it carried.
  received: () => (
    <g stroke={METAL} strokeWidth="2" strokeLinejoin="round">
      <path d="M-40 -4 L40 -4 L40 46 L-40 46 Z" fill="#8a6a3b" />
      <path d="M-40 -4 L-56 -22 L-22 -26 L0 -4 Z M40 -4 L56 -22 L22 -26 L0 -4 Z" fill="#a8844c" />
      <path d="M-8 -40 L8 -40 L8 -30 L18 -30 L18 -14 L8 -14 L8 -4 L-8 -4 L-8 -14 L-18 -14 L-18 -30 L-8 -30 Z" fill="#d7263d" />
      <path d="M0 -4 L0 46" stroke="#f2c94c" strokeWidth="4" />
    </g>
  ),
};

function Star() {
  return (
    <path d="M0 -44 L12 -14 L44 -14 L18 6 L28 38 L0 18 L-28 38 L-18 6 L-44 -14 L-12 -14 Z" fill={METAL} stroke={EDGE} strokeWidth="2" />
  );
}

/** The chapter's glyph, or a star for a chapter with none of its own. */
export function ChapterBadgeGlyph({ chapter }: { chapter: string }) {
  const Glyph = glyphs[chapter] ?? Star;
  return <Glyph />;
}

/** Whether a chapter has a glyph of its own (the nine chapters of the list of branches do). */
export function hasOwnBadgeGlyph(chapter: string): boolean {
  return chapter in glyphs;
}
