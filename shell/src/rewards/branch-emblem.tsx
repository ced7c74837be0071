import { branchEntry, isSection, type Section } from '@mission/content';

/**
 * What each branch carries behind the maple leaf on its insignia, drawn in code: the emblem
 * its entry in the list of branches names (crossed swords, an anchor, wings, or the star a
 * new branch starts with; docs/build-a-branch.md "The list"); the whole experience's insignia
 * has a laurel. Our own drawings in the spirit of the Forces' badges, not copies of them.
 * Coordinates are around (0, 0) in a 200-unit badge; the caller places them.
 */
export type InsigniaKind = Section | 'all';

const METAL = '#e4e7ea';
const METAL_EDGE = '#8a9199';

function Sword({ angle }: { angle: number }) {
  return (
    <g transform={`rotate(${angle})`}>
      <path d="M-3 -58 L0 -66 L3 -58 L3 30 L-3 30 Z" fill={METAL} stroke={METAL_EDGE} strokeWidth="1" />
      <rect x="-12" y="30" width="24" height="5" rx="2" fill="#f2c94c" />
      <rect x="-2.5" y="35" width="5" height="14" fill="#6b4a2b" />
      <circle cx="0" cy="52" r="4" fill="#f2c94c" />
    </g>
  );
}

function Anchor() {
  return (
    <g fill="none" stroke={METAL} strokeWidth="6" strokeLinecap="round">
      <circle cx="0" cy="-52" r="7" strokeWidth="4" />
      <path d="M0 -45 L0 50" />
      <path d="M-22 -34 L22 -34" />
      <path d="M-44 18 Q-38 52 0 52 Q38 52 44 18" />
      <path d="M-44 18 L-50 28 M-44 18 L-34 22 M44 18 L50 28 M44 18 L34 22" strokeWidth="5" />
    </g>
  );
}

function Wing({ side }: { side: 1 | -1 }) {
  // Five feathers fanned out from the shoulder, longest at the top.
  const feathers = [0, 1, 2, 3, 4].map((index) => {
    const length = 44 - index * 6;
    const angle = -24 + index * 12;
    return (
      <ellipse
        key={index}
        cx={18 + length / 2}
        cy={-2 + index * 4}
        rx={length / 2}
        ry="5.5"
        transform={`rotate(${angle} 18 ${-2 + index * 4})`}
        fill={METAL}
        stroke={METAL_EDGE}
        strokeWidth="1"
      />
    );
  });
  return <g transform={`scale(${side} 1)`}>{feathers}</g>;
}

function Laurel() {
  // Two branches rising from under the leaf to its shoulders, leaves along the circle and
  // tilted out and in by turns, as a wreath's are.
  const leaves = (side: 1 | -1) =>
    Array.from({ length: 7 }, (_, index) => {
      const angle = side === 1 ? 78 - index * 19 : 102 + index * 19;
      const radians = (angle * Math.PI) / 180;
      const radius = index % 2 === 0 ? 52 : 56;
      const x = Math.cos(radians) * radius;
      const y = Math.sin(radians) * radius;
      const tilt = angle + 90 + (index % 2 === 0 ? 28 : -28) * side;
      return (
        <ellipse
          key={`${side}-${index}`}
          cx={x}
          cy={y}
          rx="9"
          ry="3.8"
          transform={`rotate(${tilt} ${x} ${y})`}
          fill="#8fae5a"
          stroke="#3f5a24"
          strokeWidth="1"
        />
      );
    });
  return (
    <g>
      {leaves(1)}
      {leaves(-1)}
    </g>
  );
}

export function BranchEmblem({ kind }: { kind: InsigniaKind }) {
  if (!isSection(kind)) return <Laurel />;
  switch (branchEntry(kind).emblem) {
    case 'crossed-swords':
      return (
        <g>
          <Sword angle={-38} />
          <Sword angle={38} />
        </g>
      );
    case 'anchor':
      return <Anchor />;
    case 'wings':
      return (
        <g>
          <Wing side={1} />
          <Wing side={-1} />
        </g>
      );
    default:
      // 'star': a branch newer than these drawings, until it has its own emblem.
      return <path d="M0 -60 L9 -9 L60 0 L9 9 L0 60 L-9 9 L-60 0 L-9 -9 Z" fill={METAL} stroke={METAL_EDGE} strokeWidth="1" />;
  }
}
