// The town behind the levee: its houses, poles and lamps, the supplies and the work light (the truck is army-truck-geometry.ts).
import { BoxGeometry, CylinderGeometry } from 'three';
import { mergeFlat, propPlacer, seededRandom, type PropPlacement } from '@mission/chapter-kit/scene';
import { SIDING, type HouseKind, type HouseSpot } from './flood-street';
import { FLOOD_HOTSPOTS } from './flood-layout';

/** The street's houses: a row facing the levee behind the player, and two down each side (docs/game-design.md). */
function streetHouses(): HouseSpot[] {
  const random = seededRandom(31);
  const row: HouseKind[] = ['bungalow', 'twoStorey', 'garage', 'bungalow', 'twoStorey', 'bungalow', 'twoStorey', 'garage', 'bungalow'];
  const houses: HouseSpot[] = [];
  let x = -34;
  row.forEach((kind, i) => {
    const width = kind === 'bungalow' ? 8 : kind === 'twoStorey' ? 6.5 : 4;
    x += width / 2;
    houses.push({
      kind,
      position: [x + (random() - 0.5) * 0.6, 0, 9.5 + random() * 2 + (kind === 'garage' ? 2 : 0)],
      rotationY: 0,
      siding: SIDING[i % SIDING.length]!,
      sandbagged: i === 1 || i === 5,
    });
    x += width / 2 + 1.2 + random() * 1.2;
  });
  for (const side of [-1, 1]) {
    for (let i = 0; i < 2; i += 1) {
      const kind: HouseKind = i === 0 ? 'twoStorey' : 'bungalow';
      // Down the sides, clear of the levee (z -10) and the street water.
      houses.push({
        kind,
        position: [side * (19.5 + i * 10), 0, -2.5 - random() * 1.5],
        rotationY: side * (Math.PI / 2),
        siding: SIDING[(i * 2 + (side > 0 ? 3 : 4)) % SIDING.length]!,
        sandbagged: side > 0 && i === 0,
      });
    }
  }
  return houses;
}

/** Power poles along the row of houses behind the player, clear of the trades' hotspots. */
export const POLES = [-36, -24, -12, 0, 12, 24, 36]
  .map((x) => [x, 7.6] as const)
  .filter(([x, z]) => Object.values(FLOOD_HOTSPOTS).every(([hx, , hz]) => Math.hypot(hx - x, hz - z) > 2.5));

export function suppliesGeometry(at: readonly [number, number, number]) {
  const place = propPlacer(at, 1.15);
  const parts = [
    { geometry: new BoxGeometry(2.4, 0.15, 2.4), color: '#8b6d45', matrix: place(0, 0.08, 0) },
    { geometry: new BoxGeometry(1.1, 0.9, 1.1), color: '#6d7a45', matrix: place(-0.6, 0.6, -0.6) },
    { geometry: new BoxGeometry(1.1, 0.9, 1.1), color: '#6d7a45', matrix: place(0.6, 0.6, -0.6) },
    { geometry: new BoxGeometry(1.1, 0.9, 1.1), color: '#5f6b3b', matrix: place(0, 1.5, -0.6) },
    { geometry: new CylinderGeometry(0.35, 0.35, 1, 8), color: '#3f5a6b', matrix: place(0.8, 0.65, 0.7) },
    { geometry: new CylinderGeometry(0.35, 0.35, 1, 8), color: '#3f5a6b', matrix: place(0.05, 0.65, 0.8) },
  ];
  for (let i = 0; i < 6; i += 1) {
    parts.push({
      geometry: new BoxGeometry(0.9, 0.3, 0.5),
      color: i % 2 ? '#b5a378' : '#a59368',
      matrix: place(-1.8 + (i % 3) * 0.95, 0.15 + Math.floor(i / 3) * 0.3, 1.2),
    });
  }
  return mergeFlat(parts);
}

/**
 * The combat engineer's work light: behind them and 2.2 m to their left as the visitor sees
 * them, so the marker over their head is not read as sitting on its mast.
 */
export function workLightGeometry(at: readonly [number, number, number]) {
  const away = Math.hypot(at[0], at[2]);
  const place = propPlacer([at[0] + (at[2] / away) * 2.2, at[1], at[2] - (at[0] / away) * 2.2], 1.12);
  return mergeFlat([
    { geometry: new CylinderGeometry(0.07, 0.09, 4.5, 5), color: '#d1b13a', matrix: place(0, 2.25, 0) },
    { geometry: new BoxGeometry(1.4, 0.5, 1), color: '#d1b13a', matrix: place(0, 0.25, 0) },
    { geometry: new BoxGeometry(0.9, 0.6, 0.35), color: '#2d2d2d', matrix: place(0, 4.6, 0) },
    { geometry: new BoxGeometry(0.8, 0.5, 0.05), color: '#fff1c8', matrix: place(0, 4.6, 0.18) },
  ]);
}

export function lampPlacements(): PropPlacement[] {
  return [-24, -12, 0, 12, 24].map((x) => ({ position: [x + 6, 0, 5], rotationY: 0 }));
}

export const HOUSES = streetHouses();

/** The truck's shadow on the street (truckGeometry: along z, at the technician's hotspot pushed out). */
export const TRUCK_SHADOW = [
  { at: [FLOOD_HOTSPOTS.vehicleTechnician[0] * 1.15, 0, FLOOD_HOTSPOTS.vehicleTechnician[2] * 1.15] as const, size: [1.8, 4.8] as const },
];
