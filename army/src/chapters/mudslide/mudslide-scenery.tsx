// The slope's trees and rocks, and what the slide carried down: rocks and uprooted trees lying in its path.
import { useMemo } from 'react';
import {
  coniferGeometry,
  foggedStandard,
  InstancedProps,
  keepClearOf,
  placeInRing,
  rockGeometry,
  seededRandom,
  useSceneAssets,
  type PropPlacement,
} from '@mission/chapter-kit/scene';
import { MUDSLIDE_HOTSPOTS, MUDSLIDE_TARGETS } from './mudslide-layout';
import { slideDepth, SLIDE } from './slide-shape';
import { ROAD_HALF_WIDTH, roadCentre, mountainHeight } from './mudslide-ground';
import { UPROOTED_TINT } from './mudslide-look';

/** A conifer on its side, crown towards +x, its trunk's foot at the origin: an uprooted tree. */
function uprootedGeometry() {
  return coniferGeometry()
    .rotateZ(-Math.PI / 2 + 0.08)
    .translate(0, 0.9, 0);
}

/**
 * Uprooted trees lying in the slide's channel, crowns pointing down the way the mud flowed
 * (towards the road, z rising 1.4 m for each metre down): they say "slide" from far off, where
 * the mud's colour alone fades into the mist.
 */
function uprootedTrees(random: () => number): PropPlacement[] {
  const downhill = Math.atan2(-1.4, 1);
  return Array.from({ length: 9 }, (_, index) => {
    const along = 7 + index * 3.2 + random() * 2;
    const z = SLIDE.z - 1.4 * along + Math.sin(along * 0.15) * 1.2 + (random() - 0.5) * 5;
    const x = roadCentre(z) - along;
    return {
      position: [x, mountainHeight(x, z) - 0.35, z] as const,
      scale: 0.55 + random() * 0.35,
      rotationY: downhill + (random() - 0.5) * 0.9,
      tint: UPROOTED_TINT,
    };
  }).filter(({ position: [x, , z] }) => slideDepth(x - roadCentre(z), z) !== 0);
}

export function Scenery() {
  const assets = useSceneAssets(
    () => ({ tree: coniferGeometry(), uprooted: uprootedGeometry(), rock: rockGeometry('#6f6c66', '#8d8a82', 12), lit: foggedStandard() }),
    [],
  );
  const scenery = useMemo(() => {
    const random = seededRandom(5);
    const keepClear = keepClearOf([
      { points: Object.values(MUDSLIDE_HOTSPOTS), radius: 5, sightline: 2.4 },
      { points: MUDSLIDE_TARGETS.map(({ position }) => position), radius: 4, sightline: 2.4 },
    ]);
    const offRoad = ([x, , z]: readonly [number, number, number]) => Math.abs(x - roadCentre(z)) > ROAD_HALF_WIDTH + 2;
    const trees: PropPlacement[] = placeInRing({ count: 170, inner: 9, outer: 110, keepClear, random })
      .filter(offRoad)
      // Nothing grows in the slide's path.
      .filter(([x, , z]) => [-2.5, 0, 2.5].every((dz) => slideDepth(x - roadCentre(z), z + dz) === 0))
      .map(([x, , z]) => ({ position: [x, mountainHeight(x, z) - 0.2, z], scale: 0.8 + random() * 1, rotationY: random() * 6 }));
    const rocks: PropPlacement[] = placeInRing({ count: 45, inner: 11, outer: 40, keepClear, random })
      .filter(offRoad)
      .map(([x, , z]) => ({ position: [x, mountainHeight(x, z) - 0.2, z], scale: 0.5 + random() * 1.3, rotationY: random() * 3 }));
    // Rocks and broken trunks the slide carried, strewn in its tongue.
    const strewn: PropPlacement[] = Array.from({ length: 26 }, () => {
      const z = -9 - random() * 9;
      const x = roadCentre(z) - 14 + random() * 19;
      return { position: [x, mountainHeight(x, z) - 0.25, z] as const, scale: 0.35 + random() * 0.6, rotationY: random() * 6 };
    }).filter(({ position: [x, , z] }) => keepClear.every(({ point, radius }) => Math.hypot(x - point[0], z - point[2]) > radius));
    return { trees, rocks: [...rocks, ...strewn], uprooted: uprootedTrees(random) };
  }, []);
  return (
    <>
      <InstancedProps geometry={assets.tree} material={assets.lit} placements={scenery.trees} />
      <InstancedProps geometry={assets.uprooted} material={assets.lit} placements={scenery.uprooted} />
      <InstancedProps geometry={assets.rock} material={assets.lit} placements={scenery.rocks} />
    </>
  );
}
