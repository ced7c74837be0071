import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  AdditiveBlending,
  BoxGeometry,
  Color,
  CylinderGeometry,
  DoubleSide,
  Matrix4,
  Object3D,
  PlaneGeometry,
  type Group,
  type InstancedMesh,
} from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
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
  type FlatPart,
  type ParticleFieldOptions,
  type PropPlacement,
  type RainOptions,
  type SkyColors,
  type WaterOptions,
  type CrewMember,
  ContactShadows,
} from '@mission/chapter-kit/scene';
import { houseRowGeometry, houseWindowGeometry, powerLineGeometry, SIDING, type HouseKind, type HouseSpot } from './flood-street';
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
/** The flooded street's water is centred here, between the levee's foot and the far kerb. */
const STREET_WATER_Z = -2.5;
/** Where the soldiers building the levee stand, in the flood at its foot between the gaps (never in front of one): x, z and heading (radians, 0 facing the levee). */
const BUILDER_SPOTS = [
  [-6.4, -8.2, 0.4],
  [0.2, -8.4, -0.3],
  [-16.8, -7.6, Math.PI / 2],
  [6.4, -8.0, Math.PI],
  [14, -8.3, -0.5],
] as const;
const RAIN: RainOptions = {
  count: 1600,
  radius: 26,
  height: 18,
  speed: 15,
  length: 0.7,
  wind: [1.2, 0.4],
  color: '#c8d6e2',
  opacity: 0.38,
};
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
/** The flood over the street, from the levee's foot to the lawns opposite, lamp posts standing in it. */
const STREET_WATER: WaterOptions = {
  width: 90,
  depth: 15,
  segments: [30, 6],
  deep: '#2f3e46',
  shallow: '#71848c',
  foam: '#c3d0d4',
  waveHeight: 0.03,
  flow: [0, 0.6],
  lightDirection: [-0.6, 0.7, -0.4],
  opacity: 0.85,
  crestFoam: 0,
  // Rings round the legs of the soldiers standing in the flood (in the water's frame, centred on STREET_WATER_Z).
  foamAround: BUILDER_SPOTS.slice(0, 4).map(([x, z]) => [x, z - STREET_WATER_Z, 0.45] as const),
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
/** Raindrops splashing in the flooded street: small rings of spray on the water. */
const SPLASHES: ParticleFieldOptions = {
  count: 260,
  emitters: [[-6, 0.08, STREET_WATER_Z]],
  spread: [24, 0, 7],
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

/**
 * The riverbed drops behind the levee; the town is level, the street a little lower than the
 * lawns, so the flood lies in the street first (docs/game-design.md: the water rises while
 * the gaps are open). Hills only beyond the town.
 */
function groundHeight(x: number, z: number): number {
  if (z < LEVEE_Z - 1) return -1.6 + bowlHeight(x, z, TERRAIN) * 0.3;
  const hills = Math.max(0, Math.hypot(x, z) - 48) * 0.12;
  if (z > -STREET_HALF_WIDTH - 5 && z < STREET_HALF_WIDTH) return -0.1 + hills * hills;
  return 0.12 + hills * hills;
}

function groundColour(x: number, y: number, z: number): string {
  if (z < LEVEE_Z - 1) return '#4b4a3e';
  // Under the flood from the levee's foot to the far kerb: asphalt and mud.
  if (z > -STREET_HALF_WIDTH - 5 && z < -STREET_HALF_WIDTH) return (Math.floor(x / 2.5) + Math.floor(z)) % 2 === 0 ? '#4a4233' : '#433c2f';
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
      color: (_x: number, y: number) => (y > LEVEE_HEIGHT * 0.3 ? '#6a5a3e' : '#5e4d36'),
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
const POLES = [-36, -24, -12, 0, 12, 24, 36]
  .map((x) => [x, 7.6] as const)
  .filter(([x, z]) => Object.values(FLOOD_HOTSPOTS).every(([hx, , hz]) => Math.hypot(hx - x, hz - z) > 2.5));

/**
 * A Medium Support Vehicle System truck, the Army's green workhorse: a flat-nosed cab over
 * the front axle, a canvas-covered cargo box on ribs, three axles of big tyres.
 */
function truckGeometry(at: readonly [number, number, number]) {
  const place = propPlacer(at, 1.15);
  const wheel = () => new CylinderGeometry(0.58, 0.58, 0.42, 10).rotateZ(Math.PI / 2);
  const green = '#4a553a';
  const parts: FlatPart[] = [
    // Chassis and bumper.
    { geometry: new BoxGeometry(2.2, 0.35, 8.2), color: '#2a2d24', matrix: place(0, 1.0, 0) },
    { geometry: new BoxGeometry(2.5, 0.3, 0.25), color: '#2a2d24', matrix: place(0, 0.95, 4.15) },
    // Cab: flat nose with its grille, windscreen, roof.
    { geometry: new BoxGeometry(2.5, 1.5, 2.1), color: green, matrix: place(0, 1.95, 2.95) },
    { geometry: new BoxGeometry(2.3, 0.5, 0.06), color: '#222621', matrix: place(0, 1.55, 4.02) },
    { geometry: new BoxGeometry(2.2, 0.65, 0.06), color: '#8ea3ab', matrix: place(0, 2.35, 4.02) },
    { geometry: new BoxGeometry(0.06, 0.5, 1.1), color: '#8ea3ab', matrix: place(1.26, 2.35, 3.1) },
    { geometry: new BoxGeometry(0.06, 0.5, 1.1), color: '#8ea3ab', matrix: place(-1.26, 2.35, 3.1) },
    { geometry: new BoxGeometry(0.35, 0.12, 0.12), color: '#222621', matrix: place(1.4, 2.5, 3.9) },
    { geometry: new BoxGeometry(0.35, 0.12, 0.12), color: '#222621', matrix: place(-1.4, 2.5, 3.9) },
    // Cargo box: sides, canvas cover on its ribs, tailgate.
    { geometry: new BoxGeometry(2.5, 0.7, 5.4), color: green, matrix: place(0, 1.55, -1.1) },
    { geometry: new BoxGeometry(2.45, 1.3, 5.3), color: '#5a6045', matrix: place(0, 2.55, -1.1) },
    {
      geometry: new CylinderGeometry(1.22, 1.22, 5.3, 8, 1, false, -Math.PI / 2, Math.PI).rotateX(Math.PI / 2).scale(1, 0.35, 1),
      color: '#5a6045',
      matrix: place(0, 3.2, -1.1),
    },
  ];
  for (const z of [-2.6, -0.9, 0.8])
    parts.push({ geometry: new BoxGeometry(2.55, 0.08, 0.12), color: '#3f4532', matrix: place(0, 3.2, z) });
  for (const z of [2.9, -1.3, -2.7]) {
    for (const side of [-1, 1]) parts.push({ geometry: wheel(), color: '#1c1c1c', matrix: place(side * 1.1, 0.58, z) });
  }
  return mergeFlat(parts);
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
    parts.push({
      geometry: new BoxGeometry(0.9, 0.3, 0.5),
      color: i % 2 ? '#b5a378' : '#a59368',
      matrix: place(-1.8 + (i % 3) * 0.95, 0.15 + Math.floor(i / 3) * 0.3, 1.2),
    });
  }
  return mergeFlat(parts);
}

function workLightGeometry(at: readonly [number, number, number]) {
  const place = propPlacer(at, 1.12);
  return mergeFlat([
    { geometry: new CylinderGeometry(0.07, 0.09, 4.5, 5), color: '#d1b13a', matrix: place(0, 2.25, 0) },
    { geometry: new BoxGeometry(1.4, 0.5, 1), color: '#d1b13a', matrix: place(0, 0.25, 0) },
    { geometry: new BoxGeometry(0.9, 0.6, 0.35), color: '#2d2d2d', matrix: place(0, 4.6, 0) },
    { geometry: new BoxGeometry(0.8, 0.5, 0.05), color: '#fff1c8', matrix: place(0, 4.6, 0.18) },
  ]);
}

/** Rows of sandbags up the levee's street face and along its top, staggered like laid bags, the gaps left open. */
export const LEVEE_ROWS = 5;
function leveeBagPlacements(): PropPlacement[] {
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

function lampPlacements(): PropPlacement[] {
  return [-24, -12, 0, 12, 24].map((x) => ({ position: [x + 6, 0, 5], rotationY: 0 }));
}

const HOUSES = streetHouses();

/** The street, the levee and its gaps, the houses and the crew's kit. */
function Town() {
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
      const pulse = placed
        ? Math.max(0, 1 - since * 2)
        : 0.55 + Math.sin(t * 4 + index) * 0.3 + (runtime.board.now - touched < 0.3 ? 0.5 : 0);
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
    // Already over the street at the start; up over the kerbs towards the lawns while gaps are open.
    if (street.current) street.current.position.y = -0.02 + 0.2 * flooded * (open / FLOOD_TARGETS.length + 0.35);
  });
  return (
    <>
      <group ref={river} position={[0, RIVER.start - 0.25, LEVEE_Z - 22]}>
        <WaterSurface options={RIVER_WATER} />
      </group>
      <group ref={street} position={[0, -0.12, STREET_WATER_Z]}>
        <WaterSurface options={STREET_WATER} />
      </group>
      <ParticleField options={SPILL} intensity={() => spill.current} />
    </>
  );
}

/** The trades at work: the combat engineer carrying a sandbag, the vehicle technician at the truck's wheel, the logistics officer pointing out the supplies. */
const TRADES = crewAtHotspots(FLOOD_HOTSPOTS, {
  combatEngineer: {
    outfit: 'cadpat-field',
    pose: 'carrying',
    work: 'sandbags',
    turn: 150,
    ground: groundHeight(FLOOD_HOTSPOTS.combatEngineer[0], FLOOD_HOTSPOTS.combatEngineer[2]),
  },
  vehicleTechnician: {
    outfit: 'cadpat-field',
    pose: 'kneeling',
    work: 'wrench',
    turn: 170,
    ground: groundHeight(FLOOD_HOTSPOTS.vehicleTechnician[0], FLOOD_HOTSPOTS.vehicleTechnician[2]),
  },
  logisticsOfficer: {
    outfit: 'cadpat-field',
    pose: 'reading',
    work: 'tablet',
    turn: 130,
    ground: groundHeight(FLOOD_HOTSPOTS.logisticsOfficer[0], FLOOD_HOTSPOTS.logisticsOfficer[2]),
  },
});

/** Soldiers building the levee beside the gaps, carrying bags to it through the flood. */
const BUILDERS: CrewMember[] = BUILDER_SPOTS.map(([x, z, yaw], index) => ({
  id: `builder-${index + 1}`,
  outfit: 'cadpat-field' as const,
  pose: 'carrying' as const,
  work: 'sandbags' as const,
  skin: index + 2,
  position: [x, groundHeight(x, z), z] as const,
  workYaw: Math.PI + yaw,
  turnsWhenFound: false,
}));

const CREW: CrewMember[] = [...TRADES, ...BUILDERS];

/** The truck's shadow on the street (truckGeometry: along z, at the technician's hotspot pushed out). */
const TRUCK_SHADOW = [
  { at: [FLOOD_HOTSPOTS.vehicleTechnician[0] * 1.15, 0, FLOOD_HOTSPOTS.vehicleTechnician[2] * 1.15] as const, size: [1.8, 4.8] as const },
];

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
