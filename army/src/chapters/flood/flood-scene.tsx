import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { AdditiveBlending, BoxGeometry, Color, ConeGeometry, CylinderGeometry, DoubleSide, Matrix4, Object3D, PlaneGeometry, type Group, type InstancedMesh } from 'three';
import type { ChapterSceneProps } from '@mission/shared/chapter-kit';
import {
  Atmosphere,
  bowlHeight,
  buildTerrain,
  coniferGeometry,
  foggedBasic,
  foggedStandard,
  InstancedProps,
  keepClearOf,
  mergeFlat,
  ParticleField,
  placeInRing,
  propPlacer,
  Crew,
  crewAtHotspots,
  radialGlowTexture,
  Rain,
  seededRandom,
  SkyDome,
  useEasedTargets,
  useSceneAssets,
  WaterSurface,
  wobble,
  type AtmosphereOptions,
  type ParticleFieldOptions,
  type PropPlacement,
  type RainOptions,
  type SkyColors,
  type WaterOptions,
} from '@mission/shared/chapter-kit/scene';
import { FLOOD_HOTSPOTS, FLOOD_TARGETS, GAP_XS, LEVEE_HEIGHT, LEVEE_Z, RIVER, riverLevel } from './flood-layout';

/** A wet dusk: low cloud, the last light in the west, rain, street lamps coming on. */
const SKY: SkyColors = {
  top: '#26303d',
  horizon: '#7a8790',
  bottom: '#3a444c',
  sun: '#c9b6a0',
  sunDirection: [-0.7, 0.08, -0.7],
  sunGlow: 0.5,
};
const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#5b6771', near: 12, far: 90 },
  hemisphere: { sky: '#a9b7c4', ground: '#3d4535', intensity: 2.4 },
  sun: { color: '#d8c8b4', intensity: 1.4, position: [-60, 30, -60] },
};
const RAIN: RainOptions = { count: 1600, radius: 26, height: 18, speed: 15, length: 0.7, wind: [1.2, 0.4], color: '#c8d6e2', opacity: 0.38 };
const RIVER_WATER: WaterOptions = {
  width: 140,
  depth: 44,
  segments: [40, 14],
  deep: '#2e4552',
  shallow: '#6e8791',
  foam: '#c9d6da',
  waveHeight: 0.18,
  flow: [2.2, 0],
  lightDirection: [-0.6, 0.7, -0.4],
};
const STREET_WATER: WaterOptions = {
  width: 70,
  depth: 22,
  segments: [24, 8],
  deep: '#3b4c55',
  shallow: '#7d8f96',
  foam: '#b9c7cc',
  waveHeight: 0.03,
  flow: [0, 0.6],
  lightDirection: [-0.6, 0.7, -0.4],
  opacity: 0.8,
};
/** Water spilling through each open gap onto the street. */
const SPILL: ParticleFieldOptions = {
  count: 70,
  emitters: GAP_XS.map((x) => [x, 0.9, LEVEE_Z + 0.6] as const),
  spread: [0.9, 0.3, 0.2],
  velocity: [0, 0.4, 2.6],
  velocityJitter: [0.5, 0.8, 0.6],
  lifetime: 1.1,
  size: 0.35,
  growth: 1.8,
  colorStart: '#dbe7ec',
  colorEnd: '#7d939c',
  opacity: 0.6,
  seed: 17,
};
const SPLASHES: ParticleFieldOptions = {
  count: 220,
  emitters: [[0, 0.05, 2]],
  spread: [20, 0, 14],
  velocity: [0, 0.8, 0],
  velocityJitter: [0.3, 0.4, 0.3],
  lifetime: 0.45,
  size: 0.12,
  growth: 1.5,
  colorStart: '#e6eef2',
  colorEnd: '#aebcc4',
  opacity: 0.5,
  seed: 23,
};

const STREET_HALF_WIDTH = 4;
const TERRAIN = { flat: 45, rim: 0.3, roughness: 0.4 };

/** The riverbed drops behind the levee; the street and lawns stay level. */
function groundHeight(x: number, z: number): number {
  if (z < LEVEE_Z - 1) return -1.6 + bowlHeight(x, z, TERRAIN) * 0.3;
  return bowlHeight(x, z, TERRAIN);
}

function groundColour(x: number, y: number, z: number): string {
  if (z < LEVEE_Z - 1) return '#4b4a3e';
  if (Math.abs(z) < STREET_HALF_WIDTH) return (Math.floor(x / 3) + Math.floor(z)) % 2 === 0 ? '#3a3d40' : '#35383b';
  if (Math.abs(z) < STREET_HALF_WIDTH + 1.2) return '#6a6b66';
  return y > 2 ? '#58623f' : (Math.floor(x * 0.7) + Math.floor(z * 0.7)) % 3 === 0 ? '#46552f' : '#4d5d34';
}

/** The levee as segments between the gaps, a trapezoid in section, with a line of old sandbags on top. */
function leveeGeometry() {
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
      color: (_x: number, y: number) => (y > LEVEE_HEIGHT * 0.3 ? '#6b6a45' : '#5e4d36'),
      matrix: new Matrix4().makeTranslation((from + to) / 2, LEVEE_HEIGHT / 2, LEVEE_Z),
    });
  }
  return mergeFlat(parts);
}

function sandbagGeometry() {
  const bag = wobble(new BoxGeometry(0.9, 0.32, 0.5, 2, 1, 1), 0.08, 3);
  return mergeFlat([{ geometry: bag, color: (_x, y) => (y > 0.05 ? '#b9a77c' : '#9d8c64') }]);
}

/** A stack of bags that fills one gap. */
function gapStackGeometry() {
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

function houseGeometry() {
  return mergeFlat([
    { geometry: new BoxGeometry(6, 4, 5), color: '#ffffff', matrix: new Matrix4().makeTranslation(0, 2, 0) },
    { geometry: new ConeGeometry(4.6, 2.2, 4, 1).rotateY(Math.PI / 4).scale(1.05, 1, 0.85), color: '#5a4a44', matrix: new Matrix4().makeTranslation(0, 5.1, 0) },
    { geometry: new BoxGeometry(1.1, 2, 0.1), color: '#4a3a30', matrix: new Matrix4().makeTranslation(0, 1, -2.52) },
  ]);
}

function windowsGeometry() {
  return mergeFlat(
    [-1.9, 1.9].map((x) => ({ geometry: new PlaneGeometry(1, 1.1).rotateY(Math.PI), color: '#ffd28a', matrix: new Matrix4().makeTranslation(x, 2.4, -2.53) })),
  );
}

/** Houses face the street from behind the player and down both sides. */
function housePlacements(): PropPlacement[] {
  const random = seededRandom(31);
  const tints = ['#c9c2b1', '#9fb0b8', '#c49a86', '#d8cfa4', '#a9b59a', '#b7a3a8'];
  const houses: PropPlacement[] = [];
  for (let i = 0; i < 9; i += 1) {
    const x = -32 + i * 8 + (random() - 0.5) * 1.5;
    houses.push({ position: [x, 0, 12 + random() * 2], rotationY: 0, tint: tints[i % tints.length]! });
  }
  for (const side of [-1, 1]) {
    for (let i = 0; i < 2; i += 1) {
      houses.push({ position: [side * (22 + i * 9), 0, -4 - random() * 2], rotationY: side * (Math.PI / 2), tint: tints[(i + 3) % tints.length]! });
    }
  }
  return houses;
}

function truckGeometry(at: readonly [number, number, number]) {
  const place = propPlacer(at, 1.15);
  const wheel = () => new CylinderGeometry(0.5, 0.5, 0.35, 8).rotateZ(Math.PI / 2);
  return mergeFlat([
    { geometry: new BoxGeometry(2.3, 1.6, 2), color: '#4f5a38', matrix: place(0, 1.6, 2.2) },
    { geometry: new BoxGeometry(2.1, 0.5, 0.05), color: '#9cb3bd', matrix: place(0, 2, 3.22) },
    { geometry: new BoxGeometry(2.4, 0.4, 6.6), color: '#3d452c', matrix: place(0, 0.9, 0) },
    { geometry: new BoxGeometry(2.4, 1.5, 4.2), color: '#56603d', matrix: place(0, 1.85, -1.1) },
    { geometry: wheel(), color: '#1f1f1f', matrix: place(-1.15, 0.5, 2.2) },
    { geometry: wheel(), color: '#1f1f1f', matrix: place(1.15, 0.5, 2.2) },
    { geometry: wheel(), color: '#1f1f1f', matrix: place(-1.15, 0.5, -1.9) },
    { geometry: wheel(), color: '#1f1f1f', matrix: place(1.15, 0.5, -1.9) },
  ]);
}

function suppliesGeometry(at: readonly [number, number, number]) {
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
    parts.push({ geometry: new BoxGeometry(0.9, 0.3, 0.5), color: i % 2 ? '#b5a378' : '#a59368', matrix: place(-1.8 + (i % 3) * 0.95, 0.15 + Math.floor(i / 3) * 0.3, 1.2) });
  }
  return mergeFlat(parts);
}

function workLightGeometry(at: readonly [number, number, number]) {
  const place = propPlacer(at, 1.12);
  return mergeFlat([
    { geometry: new CylinderGeometry(0.07, 0.09, 4.5, 5), color: '#d1b13a', matrix: place(0, 2.25, 0) },
    { geometry: new BoxGeometry(1.4, 0.5, 1), color: '#d1b13a', matrix: place(0, 0.25, 0) },
    { geometry: new ConeGeometry(0.5, 4.4, 4, 1, true).translate(0, -2.2, 0), color: '#2d2d2d', matrix: place(0, 4.4, 0).multiply(new Matrix4().makeScale(1.4, 1, 1.4)) },
    { geometry: wobble(new ConeGeometry(1.4, 1.1, 7, 1), 0.15, 5), color: '#c6b27f', matrix: place(1.8, 0.55, 0.4) },
  ]);
}

function leveeBagPlacements(): PropPlacement[] {
  const random = seededRandom(12);
  const bags: PropPlacement[] = [];
  for (let x = -30; x <= 30; x += 1.05) {
    if (GAP_XS.some((gap) => Math.abs(gap - x) < 1.6)) continue;
    bags.push({ position: [x + (random() - 0.5) * 0.1, LEVEE_HEIGHT, LEVEE_Z + 0.3], rotationY: (random() - 0.5) * 0.2 });
  }
  return bags;
}

function lampPlacements(): PropPlacement[] {
  return [-24, -12, 0, 12, 24].map((x) => ({ position: [x + 6, 0, 5], rotationY: 0 }));
}

/** The street, the levee and its gaps, the houses and the crew's kit. */
function Town() {
  const assets = useSceneAssets(() => {
    const glow = radialGlowTexture();
    return {
      ground: buildTerrain({ size: 240, segments: 72, height: groundHeight, color: groundColour }),
      levee: leveeGeometry(),
      bag: sandbagGeometry(),
      house: houseGeometry(),
      windows: windowsGeometry(),
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
      glowMaterial: foggedBasic({ map: glow, color: '#ffcf84', transparent: true, blending: AdditiveBlending, depthWrite: false, side: DoubleSide }),
    };
  }, []);
  const houses = useMemo(() => housePlacements(), []);
  const trees = useMemo(() => {
    const random = seededRandom(77);
    const keepClear = keepClearOf([
      { points: Object.values(FLOOD_HOTSPOTS), radius: 5, sightline: 2.5 },
      { points: houses.map(({ position }) => position), radius: 6 },
    ]);
    return placeInRing({ count: 70, inner: 18, outer: 95, keepClear, random })
      .filter(([, , z]) => z > LEVEE_Z + 3 || z < -45)
      .map((point) => ({ position: [point[0], groundHeight(point[0], point[2]) - 0.1, point[2]] as const, scale: 0.9 + random() * 0.8, rotationY: random() * 6 }));
  }, [houses]);
  const lamps = useMemo(() => lampPlacements(), []);
  const lampGlows = useMemo(() => lamps.map(({ position }) => ({ position: [position[0] - 0.8, 4.8, position[2]] as const })), [lamps]);
  // Windows keep their own warm light, whatever the colour of the house.
  const windows = useMemo(() => houses.map(({ position, rotationY }) => ({ position, rotationY })), [houses]);
  const bags = useMemo(() => leveeBagPlacements(), []);
  return (
    <>
      <mesh geometry={assets.ground} material={assets.lit} />
      <mesh geometry={assets.levee} material={assets.lit} />
      <mesh geometry={assets.truck} material={assets.lit} />
      <mesh geometry={assets.supplies} material={assets.lit} />
      <mesh geometry={assets.workLight} material={assets.lit} />
      <InstancedProps geometry={assets.bag} material={assets.lit} placements={bags} />
      <InstancedProps geometry={assets.house} material={assets.lit} placements={houses} />
      <InstancedProps geometry={assets.windows} material={assets.windowMaterial} placements={windows} />
      <InstancedProps geometry={assets.tree} material={assets.lit} placements={trees} />
      <InstancedProps geometry={assets.pole} material={assets.lit} placements={lamps} />
      <InstancedProps geometry={assets.lampGlow} material={assets.glowMaterial} placements={lampGlows} />
    </>
  );
}

const dummy = new Object3D();

/** The four gaps: a pulsing glow while open, a stack of bags that drops in once tapped. */
function Gaps({ runtime, doneTargets }: Pick<ChapterSceneProps, 'runtime' | 'doneTargets'>) {
  const glows = useRef<InstancedMesh>(null);
  const stacks = useRef<InstancedMesh>(null);
  const placedAt = useRef<(number | null)[]>(GAP_XS.map(() => null));
  const assets = useSceneAssets(
    () => ({
      stack: gapStackGeometry(),
      glow: new BoxGeometry(2.4, LEVEE_HEIGHT * 1.05, 3.2),
      glowMaterial: foggedBasic({ color: '#ffc94d', transparent: true, opacity: 0.75, blending: AdditiveBlending, depthWrite: false }),
      lit: foggedStandard(),
      colour: new Color(),
    }),
    [],
  );

  useLayoutEffect(() => {
    GAP_XS.forEach((x, index) => {
      dummy.position.set(x, LEVEE_HEIGHT / 2, LEVEE_Z);
      dummy.scale.setScalar(1);
      dummy.updateMatrix();
      glows.current?.setMatrixAt(index, dummy.matrix);
      glows.current?.setColorAt(index, assets.colour.setRGB(1, 1, 1));
      dummy.scale.setScalar(0.0001);
      dummy.updateMatrix();
      stacks.current?.setMatrixAt(index, dummy.matrix);
    });
  }, [assets]);

  useFrame((state) => {
    const t = state.clock.elapsedTime;
    const glowMesh = glows.current;
    const stackMesh = stacks.current;
    if (!glowMesh || !stackMesh) return;
    FLOOD_TARGETS.forEach((target, index) => {
      const placed = doneTargets.includes(target.id);
      if (placed && placedAt.current[index] === null) placedAt.current[index] = t;
      const since = placedAt.current[index] === null ? -1 : t - placedAt.current[index]!;
      // The stack falls in and settles with a small bounce.
      const fall = since < 0 ? 0 : Math.min(1, since / 0.45);
      const bounce = since < 0 ? 0 : Math.max(0, Math.sin(Math.min(1, (since - 0.45) / 0.35) * Math.PI)) * 0.12;
      dummy.position.set(GAP_XS[index]!, (1 - fall * fall) * 3 + bounce, LEVEE_Z);
      dummy.scale.setScalar(since < 0 ? 0.0001 : 1);
      dummy.rotation.set(0, 0, 0);
      dummy.updateMatrix();
      stackMesh.setMatrixAt(index, dummy.matrix);
      const touched = runtime.board.get(target.id)?.lastTouchAt ?? -Infinity;
      const pulse = placed ? Math.max(0, 1 - since * 2) : 0.55 + Math.sin(t * 4 + index) * 0.3 + (runtime.board.now - touched < 0.3 ? 0.5 : 0);
      glowMesh.setColorAt(index, assets.colour.setRGB(pulse, pulse, pulse));
    });
    stackMesh.instanceMatrix.needsUpdate = true;
    if (glowMesh.instanceColor) glowMesh.instanceColor.needsUpdate = true;
  });

  return (
    <>
      <instancedMesh ref={glows} args={[assets.glow, assets.glowMaterial, GAP_XS.length]} frustumCulled={false} />
      <instancedMesh ref={stacks} args={[assets.stack, assets.lit, GAP_XS.length]} frustumCulled={false} />
    </>
  );
}

/** The river rises while any gap is open and stops once the fourth bag is in; the street floods with it. */
function Water({ runtime, doneTargets, phase }: Pick<ChapterSceneProps, 'runtime' | 'doneTargets' | 'phase'>) {
  const river = useRef<Group>(null);
  const street = useRef<Group>(null);
  const rising = useRef(0);
  const open = FLOOD_TARGETS.length - doneTargets.length;
  // Water spills through each gap until its bags are in.
  const spill = useEasedTargets(runtime, FLOOD_TARGETS, (status) => (status?.done ? 0 : 1), { rate: 3, initial: 1 });
  useFrame((_, delta) => {
    if (phase !== 'complete') rising.current += Math.min(delta, 0.1);
    const level = riverLevel(rising.current);
    if (river.current) river.current.position.y = level - 0.25;
    const flooded = (level - RIVER.start) / (RIVER.max - RIVER.start);
    if (street.current) street.current.position.y = -0.12 + 0.2 * flooded * (open / FLOOD_TARGETS.length + 0.35);
  });
  return (
    <>
      <group ref={river} position={[0, RIVER.start - 0.25, LEVEE_Z - 22]}>
        <WaterSurface options={RIVER_WATER} />
      </group>
      <group ref={street} position={[0, -0.12, 2]}>
        <WaterSurface options={STREET_WATER} />
      </group>
      <ParticleField options={SPILL} intensity={() => spill.current} />
    </>
  );
}

/** The trades at work: the combat engineer carrying a sandbag, the vehicle technician at the truck's wheel, the logistics officer pointing out the supplies. */
const CREW = crewAtHotspots(FLOOD_HOTSPOTS, {
  combatEngineer: { outfit: 'army-field', pose: 'carrying', turn: 150, ground: groundHeight(FLOOD_HOTSPOTS.combatEngineer[0], FLOOD_HOTSPOTS.combatEngineer[2]) },
  vehicleTechnician: { outfit: 'army-field', pose: 'kneeling', turn: 170, ground: groundHeight(FLOOD_HOTSPOTS.vehicleTechnician[0], FLOOD_HOTSPOTS.vehicleTechnician[2]) },
  logisticsOfficer: { outfit: 'army-field', pose: 'pointing', turn: 130, ground: groundHeight(FLOOD_HOTSPOTS.logisticsOfficer[0], FLOOD_HOTSPOTS.logisticsOfficer[2]) },
});

/** /army/flood: a riverside street in the rain, the levee ahead with four gaps to close. */
export default function FloodScene(props: ChapterSceneProps) {
  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <Town />
      <Crew figures={CREW} found={props.found} />
      <Gaps runtime={props.runtime} doneTargets={props.doneTargets} />
      <Water runtime={props.runtime} doneTargets={props.doneTargets} phase={props.phase} />
      <Rain options={RAIN} />
      <ParticleField options={SPLASHES} />
    </>
  );
}
