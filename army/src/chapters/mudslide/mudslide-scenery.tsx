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
import { uprootedTreesGeometry, UPROOTED_LENGTH, type UprootedPlacement } from './uprooted-tree-geometry';

/**
 * Uprooted trees lying in the slide's channel, thrown across the way the mud flowed (z rising
 * 1.4 m for each metre down), so the visitor on the road sees each side-on, root plate to
 * crown, rather than end-on; each lies along the slope under it. They say "slide" from far
 * off, where the mud's colour alone fades into the mist.
 */
function uprootedTrees(random: () => number): UprootedPlacement[] {
  const across = Math.atan2(-1.4, 1) + Math.PI / 2;
  return Array.from({ length: 9 }, (_, index) => {
    const along = 7 + index * 3.2 + random() * 2;
    const z = SLIDE.z - 1.4 * along + Math.sin(along * 0.15) * 1.2 + (random() - 0.5) * 5;
    const x = roadCentre(z) - along;
    const scale = 0.55 + random() * 0.35;
    // Crowns to either side of the flow, turned up to 30° off square to it.
    const rotationY = across + (index % 2 === 0 ? 0 : Math.PI) + (random() - 0.5) * 1;
    const reach = UPROOTED_LENGTH * scale;
    const [tx, tz] = [x + Math.cos(rotationY) * reach, z - Math.sin(rotationY) * reach];
    const pitch = Math.atan2(mountainHeight(tx, tz) - mountainHeight(x, z), reach);
    return { position: [x, mountainHeight(x, z) - 0.3 * scale, z] as const, scale, rotationY, pitch };
  }).filter(({ position: [x, , z] }) => slideDepth(x - roadCentre(z), z) !== 0);
}

export function Scenery() {
  const assets = useSceneAssets(
    () => ({ tree: coniferGeometry(), rock: rockGeometry('#6f6c66', '#8d8a82', 12), lit: foggedStandard() }),
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
  const uprooted = useSceneAssets(() => uprootedTreesGeometry(scenery.uprooted), [scenery]);
  return (
    <>
      <InstancedProps geometry={assets.tree} material={assets.lit} placements={scenery.trees} />
      <mesh geometry={uprooted} material={assets.lit} />
      <InstancedProps geometry={assets.rock} material={assets.lit} placements={scenery.rocks} />
    </>
  );
}
