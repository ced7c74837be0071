// The street, the levee, the houses, the trees and the crew's kit, drawn once.
import { useMemo } from 'react';
import { AdditiveBlending, BoxGeometry, CylinderGeometry, DoubleSide, Matrix4, PlaneGeometry } from 'three';
import {
  buildTerrain,
  coniferGeometry,
  foggedBasic,
  foggedStandard,
  InstancedProps,
  keepClearOf,
  mergeFlat,
  placeInRing,
  radialGlowTexture,
  seededRandom,
  useSceneAssets,
  ContactShadows,
} from '@mission/chapter-kit/scene';
import { truckGeometry } from '../army-truck-geometry';
import { houseRowGeometry, houseWindowGeometry, powerLineGeometry } from './flood-street';
import { FLOOD_HOTSPOTS, LEVEE_Z } from './flood-layout';
import { groundHeight, groundColour } from './flood-ground';
import { leveeGeometry, sandbagGeometry, leveeBagPlacements } from './flood-levee-geometry';
import { POLES, suppliesGeometry, workLightGeometry, lampPlacements, HOUSES, TRUCK_SHADOW } from './flood-town-geometry';

/** The street, the levee and its gaps, the houses and the crew's kit. */
export function Town() {
  const assets = useSceneAssets(() => {
    const glow = radialGlowTexture();
    return {
      ground: buildTerrain({ size: 240, segments: 72, height: groundHeight, color: groundColour }),
      levee: leveeGeometry(),
      bag: sandbagGeometry(),
      houses: houseRowGeometry(HOUSES),
      windows: houseWindowGeometry(HOUSES),
      powerLines: powerLineGeometry(POLES),
      truck: truckGeometry(FLOOD_HOTSPOTS.vehicleTechnician),
      supplies: suppliesGeometry(FLOOD_HOTSPOTS.logisticsOfficer),
      workLight: workLightGeometry(FLOOD_HOTSPOTS.combatEngineer),
      pole: mergeFlat([
        { geometry: new CylinderGeometry(0.08, 0.1, 5, 5), color: '#3b3f42', matrix: new Matrix4().makeTranslation(0, 2.5, 0) },
        { geometry: new BoxGeometry(0.9, 0.12, 0.25), color: '#3b3f42', matrix: new Matrix4().makeTranslation(-0.4, 5, 0) },
      ]),
      lampGlow: new PlaneGeometry(2.4, 2.4),
      glow,
      tree: coniferGeometry(),
      lit: foggedStandard(),
      windowMaterial: foggedBasic({ vertexColors: true }),
      glowMaterial: foggedBasic({
        map: glow,
        color: '#ffcf84',
        transparent: true,
        blending: AdditiveBlending,
        depthWrite: false,
        side: DoubleSide,
      }),
    };
  }, []);
  const trees = useMemo(() => {
    const random = seededRandom(77);
    const keepClear = keepClearOf([
      { points: Object.values(FLOOD_HOTSPOTS), radius: 5, sightline: 2.5 },
      { points: HOUSES.map(({ position }) => position), radius: 8 },
    ]);
    return placeInRing({ count: 70, inner: 18, outer: 95, keepClear, random })
      .filter(([, , z]) => z > LEVEE_Z + 3 || z < -45)
      .map((point) => ({
        position: [point[0], groundHeight(point[0], point[2]) - 0.1, point[2]] as const,
        scale: 0.9 + random() * 0.8,
        rotationY: random() * 6,
      }));
  }, []);
  const lamps = useMemo(() => lampPlacements(), []);
  const lampGlows = useMemo(() => lamps.map(({ position }) => ({ position: [position[0] - 0.8, 4.8, position[2]] as const })), [lamps]);
  const bags = useMemo(() => leveeBagPlacements(), []);
  return (
    <>
      <mesh geometry={assets.ground} material={assets.lit} />
      <mesh geometry={assets.levee} material={assets.lit} />
      <mesh geometry={assets.truck} material={assets.lit} />
      <ContactShadows spots={TRUCK_SHADOW} />
      <mesh geometry={assets.supplies} material={assets.lit} />
      <mesh geometry={assets.workLight} material={assets.lit} />
      <InstancedProps geometry={assets.bag} material={assets.lit} placements={bags} />
      <mesh geometry={assets.houses} material={assets.lit} />
      {/* Windows keep their own warm light, whatever the colour of the house. */}
      <mesh geometry={assets.windows} material={assets.windowMaterial} />
      <mesh geometry={assets.powerLines} material={assets.lit} />
      <InstancedProps geometry={assets.tree} material={assets.lit} placements={trees} />
      <InstancedProps geometry={assets.pole} material={assets.lit} placements={lamps} />
      <InstancedProps geometry={assets.lampGlow} material={assets.glowMaterial} placements={lampGlows} />
    </>
  );
}
