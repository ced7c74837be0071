// The levee and its sandbags: the segments between the gaps, the laid rows, the stack that fills a gap.
import { BoxGeometry, Color, Matrix4, PlaneGeometry } from 'three';
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

/**
 * One filled sandbag, `length` long: a pillow, not a brick. Its top and bottom bulge in the
 * middle and its ends are pinched thin and narrow (the sewn end and the tied neck), so a row
 * of them reads as bags with a dark crease between each, not as courses of masonry.
 */
export function pillowBag(length: number, height: number, width: number, seed: number) {
  // Three segments along and two across: enough to pinch the ends and round the top, 44 triangles a bag (the levee lays some 300).
  const bag = new BoxGeometry(length, height, width, 3, 1, 2);
  const position = bag.getAttribute('position');
  for (let v = 0; v < position.count; v += 1) {
    const along = Math.abs(position.getX(v)) / (length / 2);
    const across = Math.abs(position.getZ(v)) / (width / 2);
    const squeeze = 1 - 0.55 * along ** 2 - 0.25 * across ** 2;
    position.setY(v, position.getY(v) * Math.max(0.25, squeeze));
    position.setZ(v, position.getZ(v) * (1 - 0.3 * along ** 3));
  }
  return wobble(bag, 0.04, seed);
}

/** Burlap in the rain: darker on the sides and under the crease, lighter on the bulge of the top. */
const BURLAP = { top: '#a8925f', side: '#8a7548', crease: '#5f4f31' } as const;

function burlap(_x: number, y: number): string {
  return y > 0.06 ? BURLAP.top : y > -0.06 ? BURLAP.side : BURLAP.crease;
}

export function sandbagGeometry() {
  return mergeFlat([{ geometry: pillowBag(0.9, 0.34, 0.5, 3), color: burlap }]);
}

/** A stack of bags that fills one gap, laid in staggered courses. */
export function gapStackGeometry() {
  const parts = [];
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 2; column += 1) {
      parts.push({
        geometry: pillowBag(1.1, 0.36, 0.6, row * 3 + column),
        color: burlap,
        matrix: new Matrix4().makeTranslation((column - 0.5) * 1.1 + (row % 2) * 0.25, 0.17 + row * 0.3, (row % 2) * 0.1),
      });
    }
  }
  return mergeFlat(parts);
}

/**
 * The water pouring through an open gap, in the gap's frame (x across it, z towards the street,
 * y up; 1 high at the river's side): a tongue that slides over the gap's floor and spreads on
 * the street, dark where it is deep, white where it breaks at the levee's foot. The scene
 * scales it to the river's height and shrinks it away as the gap is closed.
 */
export function spillGeometry() {
  const sheet = new PlaneGeometry(2.3, 1, 1, 12).rotateX(-Math.PI / 2);
  const position = sheet.getAttribute('position');
  for (let v = 0; v < position.count; v += 1) {
    const u = position.getZ(v) + 0.5;
    const drop = Math.min(1, u / 0.6);
    position.setY(v, 1 - drop * drop * (3 - 2 * drop) + 0.02);
    position.setZ(v, -1.8 + u * 6);
    position.setX(v, position.getX(v) * (1 + 0.9 * Math.max(0, u - 0.55)));
  }
  return mergeFlat([
    {
      geometry: sheet,
      color: (_x, _y, z) => (z < 1 ? '#3f5965' : z < 2 ? '#aabdc4' : '#5f7883'),
    },
  ]);
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
