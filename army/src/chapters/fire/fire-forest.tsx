// The ground and what stands and lies on it: trees, snags, fallen logs and rocks.
import { useMemo } from 'react';
import { Color } from 'three';
import {
  buildSmoothTerrain,
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
import { FIRE_HOTSPOTS, FIRE_LINE, GRIFFON_AT } from './fire-layout';
import { FIRE_GROUND, groundHeight, groundColour, standAround } from './fire-ground';
import { burntTrunkGeometry, fallenLogGeometry, FALLEN_LOGS } from './fire-geometry';

export function Ground() {
  // Smooth ground with its lines packed near the player: the flat faces drew a seam straight down the first frame.
  const geometry = useSceneAssets(
    () => buildSmoothTerrain({ size: 260, segments: 95, height: groundHeight, color: groundColour, centreDetail: 1.6 }),
    [],
  );
  const material = useSceneAssets(() => foggedStandard(), []);
  return <mesh geometry={geometry} material={material} />;
}

export function Forest() {
  const tree = useSceneAssets(() => coniferGeometry(), []);
  const rock = useSceneAssets(() => rockGeometry('#5c5852', '#7b766c', 4), []);
  const trunk = useSceneAssets(() => burntTrunkGeometry(), []);
  const fallen = useSceneAssets(() => fallenLogGeometry(), []);
  const material = useSceneAssets(() => foggedStandard(), []);
  const { trees, rocks, trunks } = useMemo(() => {
    const random = seededRandom(42);
    const keepClear = keepClearOf([
      { points: Object.values(FIRE_HOTSPOTS), radius: 4.5, sightline: 2.2 },
      { points: FIRE_GROUND, radius: 2.6, sightline: 2.2 },
      // The Griffon and the fire line are seen over open, burnt ground.
      { points: [GRIFFON_AT], radius: 9, sightline: 4 },
      { points: FIRE_LINE, radius: 6, sightline: 3 },
    ]);
    const treePoints = placeInRing({ count: 190, inner: 7, outer: 100, keepClear, random });
    const trees: PropPlacement[] = treePoints.map((point) => {
      const nearFire = [...FIRE_GROUND, ...FIRE_LINE].some((fire) => Math.hypot(point[0] - fire[0], point[2] - fire[2]) < 9);
      return {
        position: [point[0], groundHeight(point[0], point[2]) - 0.1, point[2]],
        scale: 0.8 + random() * 0.9,
        rotationY: random() * Math.PI * 2,
        // Trees by a fire are scorched dark; the rest vary a little.
        tint: nearFire ? '#3a302c' : new Color('#ffffff').offsetHSL(0, 0, (random() - 0.5) * 0.25),
      };
    });
    const rocks: PropPlacement[] = placeInRing({ count: 70, inner: 3.5, outer: 45, keepClear, random }).map((point) => ({
      position: [point[0], groundHeight(point[0], point[2]) - 0.15, point[2]],
      scale: [0.6 + random() * 1.4, 0.5 + random(), 0.6 + random() * 1.4],
      rotationY: random() * Math.PI,
    }));
    // Burnt-out trunks, bare and black, where the front has passed (the near side of its line).
    const trunks: PropPlacement[] = FIRE_LINE.flatMap(([fx, , fz]) =>
      Array.from({ length: 4 }, () => {
        const x = fx * (0.72 + random() * 0.2) + (random() - 0.5) * 10;
        const z = fz * (0.72 + random() * 0.2) + (random() - 0.5) * 10;
        return {
          position: [x, groundHeight(x, z) - 0.2, z] as const,
          scale: [1, 0.6 + random() * 0.9, 1] as const,
          rotationY: random() * 6,
        };
      }),
    );
    // The scorched stand each hot spot burns in: the edge of the tree line, trees dark and snags among them.
    const stand: PropPlacement[] = standAround(6, random).map((position, index) => ({
      position: [position[0], position[1] - 0.1, position[2]],
      scale: 0.9 + random() * 0.6,
      rotationY: random() * Math.PI * 2,
      tint: index % 2 === 0 ? '#3a302c' : '#5a5048',
    }));
    const snags: PropPlacement[] = standAround(3, random).map((position) => ({
      position: [position[0], position[1] - 0.2, position[2]],
      scale: [1, 0.5 + random() * 0.5, 1],
      rotationY: random() * 6,
    }));
    return { trees: [...trees, ...stand], rocks, trunks: [...trunks, ...snags] };
  }, []);
  return (
    <>
      <InstancedProps geometry={tree} material={material} placements={trees} />
      <InstancedProps geometry={trunk} material={material} placements={trunks} />
      <InstancedProps geometry={fallen} material={material} placements={FALLEN_LOGS} />
      <InstancedProps geometry={rock} material={material} placements={rocks} />
    </>
  );
}
