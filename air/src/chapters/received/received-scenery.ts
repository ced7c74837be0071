import { polar } from '@mission/chapter-kit';
import { keepClearOf, placeInRing, seededRandom, type PropPlacement } from '@mission/chapter-kit/scene';
import { CRATE_AT, RECEIVED_HOTSPOTS, RECEIVED_TARGETS } from './received-layout';
import { LAKE, PLANE_AT, groundHeight, HOUSES, LAMPS, SNOWMOBILE_AT } from './received-ground';

/**
 * Where the trees and rocks stand round the community, clear of the people, the package, the
 * houses, the lake and the lamps (each seeded, so every visit places them the same).
 */
export function receivedScenery(): { trees: PropPlacement[]; rocks: PropPlacement[] } {
  const keepClear = keepClearOf([
    { points: Object.values(RECEIVED_HOTSPOTS), radius: 5, sightline: 2.5 },
    { points: RECEIVED_TARGETS.map((target) => target.position), radius: 4, sightline: 2.5 },
    { points: [CRATE_AT], radius: 6, sightline: 2.5 },
    { points: HOUSES.map(({ at }) => at), radius: 7.5 },
    { points: [PLANE_AT, LAKE.centre], radius: LAKE.radius },
    { points: LAMPS, radius: 2 },
    { points: [SNOWMOBILE_AT, polar(-30, 20)], radius: 4 },
  ]);
  const trees = (() => {
    const random = seededRandom(41);
    return placeInRing({ count: 75, inner: 16, outer: 110, keepClear, random }).map((point): PropPlacement => ({
      position: [point[0], groundHeight(point[0], point[2]) - 0.1, point[2]],
      scale: 0.8 + random() * 0.9,
      rotationY: random() * 6,
    }));
  })();
  const rocks = (() => {
    const random = seededRandom(43);
    return placeInRing({ count: 18, inner: 10, outer: 60, keepClear, random }).map((point): PropPlacement => ({
      position: [point[0], groundHeight(point[0], point[2]) - 0.15, point[2]],
      scale: 0.6 + random() * 1.4,
      rotationY: random() * 6,
    }));
  })();
  return { trees, rocks };
}
