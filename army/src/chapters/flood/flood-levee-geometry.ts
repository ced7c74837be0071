// The levee and its sandbags: the segments between the gaps, the laid rows, the stack that fills a gap.
import { BoxGeometry, Color, Matrix4 } from 'three';
import { mergeFlat, seededRandom, wobble, type PropPlacement } from '@mission/chapter-kit/scene';
import { GAP_XS, LEVEE_HEIGHT, LEVEE_Z } from './flood-layout';

/** The levee as segments between the gaps, a trapezoid in section, with a line of old sandbags on top. */
export function leveeGeometry() {
  const edges = [-34, ...GAP_XS.flatMap((x) => [x - 1.25, x + 1.25]), 34];
  const parts = [];
  for (let i = 0; i < edges.length; i += 2) {
    const from = edges[i]!;
    const to = edges[i + 1]!;
    const box = new BoxGeometry(to - from, LEVEE_HEIGHT, 3.4, 1, 1, 1);
    const position = box.getAttribute('position');
    for (let v = 0; v < position.count; v += 1) {
      if (position.getY(v) > 0) position.setZ(v, position.getZ(v) * 0.45);
    }
    parts.push({
      geometry: box,
      color: (_x: number, y: number) => (y > LEVEE_HEIGHT * 0.3 ? '#6a5a3e' : '#5e4d36'),
      matrix: new Matrix4().makeTranslation((from + to) / 2, LEVEE_HEIGHT / 2, LEVEE_Z),
    });
  }
  return mergeFlat(parts);
}

export function sandbagGeometry() {
  const bag = wobble(new BoxGeometry(0.9, 0.32, 0.5, 2, 1, 1), 0.08, 3);
  return mergeFlat([{ geometry: bag, color: (_x, y) => (y > 0.05 ? '#b9a77c' : '#9d8c64') }]);
}

/** A stack of bags that fills one gap. */
export function gapStackGeometry() {
  const parts = [];
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 2; column += 1) {
      parts.push({
        geometry: wobble(new BoxGeometry(1.15, 0.32, 0.6, 2, 1, 1), 0.07, row * 3 + column),
        color: row % 2 === 0 ? '#bba87c' : '#a8976c',
        matrix: new Matrix4().makeTranslation((column - 0.5) * 1.1 + (row % 2) * 0.25, 0.16 + row * 0.31, (row % 2) * 0.1),
      });
    }
  }
  return mergeFlat(parts);
}

/** Rows of sandbags up the levee's street face and along its top, staggered like laid bags, the gaps left open. */
export const LEVEE_ROWS = 5;

export function leveeBagPlacements(): PropPlacement[] {
  const random = seededRandom(12);
  const bags: PropPlacement[] = [];
  for (let row = 0; row <= LEVEE_ROWS; row += 1) {
    const top = row === LEVEE_ROWS;
    const y = top ? LEVEE_HEIGHT : 0.1 + row * 0.3;
    // The face slopes back as it rises (the levee's section is a trapezoid): bags follow it.
    const z = top ? LEVEE_Z + 0.3 : LEVEE_Z + 1.75 - (y / LEVEE_HEIGHT) * 0.95;
    for (let x = -30 + (row % 2) * 0.5; x <= 30; x += 0.98) {
      if (GAP_XS.some((gap) => Math.abs(gap - x) < 1.5)) continue;
      bags.push({
        position: [x + (random() - 0.5) * 0.1, y, z],
        rotationY: (random() - 0.5) * 0.2,
        tint: new Color('#ffffff').offsetHSL(0, 0, (random() - 0.5) * 0.16),
      });
    }
  }
  return bags;
}
