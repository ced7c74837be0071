import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { BoxGeometry, Color, ConeGeometry, CylinderGeometry, IcosahedronGeometry, Matrix4, SphereGeometry, type Group } from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import {
  Atmosphere,
  buildSmoothTerrain,
  coniferGeometry,
  Crew,
  crewAtHotspots,
  easeTowards,
  foggedBasic,
  foggedStandard,
  groundPainter,
  InstancedProps,
  keepClearOf,
  mergeFlat,
  ParticleField,
  placeInRing,
  propPlacer,
  Rain,
  rockGeometry,
  seededRandom,
  SkyDome,
  useEasedTargets,
  useSceneAssets,
  wobble,
  type AtmosphereOptions,
  type CrewMember,
  type FlatPart,
  type ParticleFieldOptions,
  type PropPlacement,
  type RainOptions,
  type SkyColors,
  ContactShadows,
} from '@mission/chapter-kit/scene';
import { DEBRIS, MUDSLIDE_HOTSPOTS, MUDSLIDE_TARGETS, type Debris } from './mudslide-layout';
import { slideDepth } from './slide-shape';

/** A grey mountain morning after heavy rain: pale light, drizzle, mist in the valley. */
const SKY: SkyColors = {
  top: '#4a5b6d',
  horizon: '#c2bcaa',
  bottom: '#6b6d66',
  sun: '#fff1d6',
  sunDirection: [0.4, 0.22, -0.88],
  sunGlow: 0.6,
};
const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#8f918a', near: 20, far: 140 },
  hemisphere: { sky: '#c6d0d8', ground: '#4a4636', intensity: 2.3 },
  sun: { color: '#fff0d8', intensity: 2.2, position: [40, 35, -80] },
};
const DRIZZLE: RainOptions = {
  count: 700,
  radius: 24,
  height: 16,
  speed: 11,
  length: 0.45,
  wind: [-0.8, 0.3],
  color: '#d5dde3',
  opacity: 0.25,
};

const ROAD_HALF_WIDTH = 3.6;
/** The road bends gently as it climbs away from the player. */
function roadCentre(z: number): number {
  return Math.sin(z * 0.035) * 6;
}

/** Steep slope on the left (where the slide came from), a drop towards the valley on the right, peaks behind the mist. */
function slopeHeight(x: number, z: number): number {
  const offset = x - roadCentre(z);
  const left = offset < -ROAD_HALF_WIDTH - 1 ? Math.pow(-offset - ROAD_HALF_WIDTH - 1, 1.35) * 0.42 : 0;
  const right = offset > ROAD_HALF_WIDTH + 1 ? -Math.min(6, (offset - ROAD_HALF_WIDTH - 1) * 0.35) + Math.max(0, offset - 30) * 0.9 : 0;
  const distance = Math.hypot(x, z);
  const peaks = Math.max(0, distance - 70) * 0.8 * (0.6 + 0.4 * Math.sin(x * 0.05 + z * 0.03));
  const texture = Math.sin(x * 0.3) * Math.cos(z * 0.27) * 0.25;
  return left + right + peaks + (Math.abs(offset) > ROAD_HALF_WIDTH + 1 ? texture : 0);
}

/** The ground with the slide on it: the scar cut into the slope above, the tongue of mud heaped over the road below. */
function mountainHeight(x: number, z: number): number {
  return slopeHeight(x, z) + slideDepth(x - roadCentre(z), z);
}

const grass = groundPainter('#4a5734', '#6c7048', 0.05, 9);
const MUD = new Color('#6b5138');
const WET_MUD = new Color('#4d3a29');
const paint = new Color();
function groundColour(x: number, y: number, z: number): Color {
  const offset = x - roadCentre(z);
  if (Math.abs(offset) < ROAD_HALF_WIDTH) paint.set('#3e3f3d');
  else if (Math.abs(offset) < ROAD_HALF_WIDTH + 0.8) paint.set('#6b6558');
  else if (y > 30) paint.set('#8e8c86');
  else paint.set(grass(x, y));
  // The slide's mud over everything it reached, wetter in the scar and at the tongue's edges.
  const depth = slideDepth(offset, z);
  const cover = Math.min(1, Math.abs(depth) * 2.2);
  if (cover > 0) paint.lerp(depth < 0 ? WET_MUD : MUD.clone().lerp(WET_MUD, 1 - cover), cover);
  return paint;
}

function boulderGeometry() {
  return mergeFlat([
    { geometry: wobble(new IcosahedronGeometry(1.3, 1), 0.5, 8).scale(1.1, 0.85, 1), color: (_x, y) => (y > 0.3 ? '#8b8780' : '#6f6a62') },
  ]);
}

function logsGeometry() {
  const parts = [0, 1, 2, 3].map((index) => ({
    geometry: new CylinderGeometry(0.28, 0.32, 5.2, 7).rotateZ(Math.PI / 2).rotateY(0.25 * (index - 1.5)),
    color: index % 2 ? '#5e4531' : '#6d5039',
    matrix: new Matrix4().makeTranslation(0, 0.3 + (index > 1 ? 0.5 : 0), (index % 2) * 0.6 - 0.3),
  }));
  return mergeFlat([
    ...parts,
    { geometry: new ConeGeometry(0.9, 1.6, 5).rotateZ(-Math.PI / 2), color: '#3a5530', matrix: new Matrix4().makeTranslation(2.9, 0.6, 0) },
  ]);
}

/** The road's paint: a dashed yellow centre line and white edge lines, gone under the mud where the slide lies. */
function roadMarkingsGeometry() {
  const parts: FlatPart[] = [];
  for (let z = 12; z > -90; z -= 2) {
    const heading = Math.atan(Math.cos(z * 0.035) * 6 * 0.035);
    for (const [offset, colour, every] of [
      [0, '#d8c25a', 2],
      [-ROAD_HALF_WIDTH + 0.25, '#d9d7cc', 1],
      [ROAD_HALF_WIDTH - 0.25, '#d9d7cc', 1],
    ] as const) {
      if (every === 2 && Math.round(z / 2) % 2 !== 0) continue;
      if (slideDepth(offset, z) > 0.03 || slideDepth(offset, z - 2) > 0.03) continue;
      const x = roadCentre(z) + offset;
      parts.push({
        geometry: new BoxGeometry(0.14, 0.02, every === 2 ? 1.6 : 2.02),
        color: colour,
        matrix: new Matrix4().makeRotationY(heading).setPosition(x, mountainHeight(x, z) + 0.03, z - 1),
      });
    }
  }
  return mergeFlat(parts);
}

/** A hatchback the slide caught: tipped in the mud, mud up its doors. */
function carGeometry() {
  const tilt = (x: number, y: number, z: number) => new Matrix4().makeRotationZ(0.1).setPosition(x, y, z);
  const wheel = () => new CylinderGeometry(0.38, 0.38, 0.3, 8).rotateX(Math.PI / 2);
  // The cabin's windows slope in at the front and back, as a car's do.
  const cabin = new CylinderGeometry(0.78, 1.1, 0.7, 4, 1).rotateY(Math.PI / 4).scale(1.45, 1, 0.8);
  return mergeFlat([
    { geometry: new BoxGeometry(4, 0.8, 1.8), color: (_x, y) => (y < 0.72 ? '#5a4632' : '#2f5a86'), matrix: tilt(0, 0.7, 0) },
    { geometry: cabin, color: '#9ab0ba', matrix: tilt(-0.25, 1.45, 0) },
    { geometry: new BoxGeometry(1.5, 0.08, 1.2), color: '#2f5a86', matrix: tilt(-0.28, 1.81, 0) },
    { geometry: wheel(), color: '#1d1d1d', matrix: tilt(1.3, 0.38, 0.85) },
    { geometry: wheel(), color: '#1d1d1d', matrix: tilt(-1.3, 0.38, 0.85) },
    { geometry: wheel(), color: '#1d1d1d', matrix: tilt(1.3, 0.38, -0.85) },
    { geometry: wheel(), color: '#1d1d1d', matrix: tilt(-1.3, 0.38, -0.85) },
  ]);
}

/** The engineers' bulldozer, in the Army's green: tracks, engine deck, open cab with its roll cage, the blade. */
function bulldozerGeometry(at: readonly [number, number, number]) {
  const place = propPlacer(at, 1.18);
  return mergeFlat([
    { geometry: new BoxGeometry(3.4, 0.9, 0.8), color: '#232323', matrix: place(0, 0.45, 1.15) },
    { geometry: new BoxGeometry(3.4, 0.9, 0.8), color: '#232323', matrix: place(0, 0.45, -1.15) },
    { geometry: new BoxGeometry(2.8, 1.1, 1.8), color: ARMY_GREEN, matrix: place(0.3, 1.35, 0) },
    { geometry: new BoxGeometry(1.4, 0.2, 1.9), color: ARMY_GREEN_DARK, matrix: place(-0.7, 3.05, 0) },
    { geometry: new BoxGeometry(1.3, 1.1, 1.6), color: '#7d9099', matrix: place(-0.7, 2.4, 0) },
    { geometry: new BoxGeometry(0.35, 1.4, 3.4), color: ARMY_GREEN_DARK, matrix: place(2.15, 0.8, 0) },
    { geometry: new BoxGeometry(1.2, 0.15, 0.15), color: '#2f3327', matrix: place(1.4, 1.1, 0.7) },
    { geometry: new BoxGeometry(1.2, 0.15, 0.15), color: '#2f3327', matrix: place(1.4, 1.1, -0.7) },
    { geometry: new CylinderGeometry(0.08, 0.08, 1, 5), color: '#333333', matrix: place(0.9, 2.3, 0.5) },
  ]);
}

const ARMY_GREEN = '#4b5639';
const ARMY_GREEN_DARK = '#3a432d';

/** Beyond the slide, up the road: the engineers' excavator, boom raised over the mud, digging towards the player. */
const EXCAVATOR_AT = ((): [number, number, number] => {
  const z = -25;
  const x = roadCentre(z) + 0.6;
  return [x, mountainHeight(x, z), z];
})();

/** A tracked excavator in Army green: tracks, turning house, cab on the left, boom and stick reaching forward (+z) with the bucket down in the mud. */
function excavatorGeometry() {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const parts: FlatPart[] = [
    { geometry: new BoxGeometry(0.75, 0.9, 4), color: '#232323', matrix: at(1.2, 0.45, 0) },
    { geometry: new BoxGeometry(0.75, 0.9, 4), color: '#232323', matrix: at(-1.2, 0.45, 0) },
    { geometry: new BoxGeometry(2.9, 1.1, 3.2), color: ARMY_GREEN, matrix: at(0, 1.5, -0.4) },
    { geometry: new BoxGeometry(1.1, 1.5, 1.4), color: ARMY_GREEN, matrix: at(-0.85, 2.75, 0.5) },
    { geometry: new BoxGeometry(1.12, 0.9, 1.42), color: '#7d9099', matrix: at(-0.85, 2.95, 0.5) },
    { geometry: new BoxGeometry(2.6, 0.8, 0.6), color: ARMY_GREEN_DARK, matrix: at(0, 1.9, -2.1) },
    // Boom up and out, stick down, bucket.
    { geometry: new BoxGeometry(0.45, 0.6, 4.6).rotateX(-0.55), color: ARMY_GREEN_DARK, matrix: at(0.45, 3.4, 2.4) },
    { geometry: new BoxGeometry(0.35, 3.6, 0.45).rotateX(-0.35), color: ARMY_GREEN_DARK, matrix: at(0.45, 3.2, 5.0) },
    { geometry: new BoxGeometry(1.1, 0.8, 0.9), color: '#2b2b26', matrix: at(0.45, 1.3, 5.6) },
  ];
  return mergeFlat(parts);
}

function surveyGeometry(at: readonly [number, number, number]) {
  const place = propPlacer(at, 1.15);
  const leg = (angle: number) => ({
    geometry: new CylinderGeometry(0.03, 0.04, 1.6, 4).translate(0, -0.8, 0).rotateX(0.3).rotateY(angle),
    color: '#c9b458',
    matrix: place(0, 1.55, 0),
  });
  return mergeFlat([
    leg(0),
    leg((2 * Math.PI) / 3),
    leg((4 * Math.PI) / 3),
    { geometry: new BoxGeometry(0.35, 0.3, 0.25), color: '#e6e1cf', matrix: place(0, 1.75, 0) },
    { geometry: new CylinderGeometry(0.07, 0.09, 0.4, 6).rotateX(Math.PI / 2), color: '#333333', matrix: place(0, 1.8, -0.2) },
    // The range pole the instrument sights: red and white bands.
    {
      geometry: new BoxGeometry(0.05, 2.1, 0.05, 1, 7, 1),
      color: (_x, y) => (Math.floor(y / 0.3) % 2 === 0 ? '#d23c2c' : '#efece4'),
      matrix: place(-1.2, 1.05, 0.4),
    },
  ]);
}

function checkpointGeometry(at: readonly [number, number, number]) {
  const place = propPlacer(at, 1.1);
  const stripes = [-1.5, -0.5, 0.5, 1.5].map((dx, index) => ({
    geometry: new BoxGeometry(1, 0.3, 0.12),
    color: index % 2 ? '#f2f2ea' : '#c7322b',
    matrix: place(dx, 1.05, 0),
  }));
  return mergeFlat([
    ...stripes,
    { geometry: new BoxGeometry(0.15, 1.1, 0.15), color: '#3d3d3d', matrix: place(-1.9, 0.55, 0) },
    { geometry: new BoxGeometry(0.15, 1.1, 0.15), color: '#3d3d3d', matrix: place(1.9, 0.55, 0) },
  ]);
}

const DUST: ParticleFieldOptions = {
  count: 60,
  emitters: MUDSLIDE_TARGETS.map(({ position: [x, , z] }) => [x, 0.4, z] as const),
  spread: [1.4, 0.2, 1.4],
  velocity: [0, 1.2, 0],
  velocityJitter: [1.6, 0.8, 1.6],
  lifetime: 1.4,
  size: 0.9,
  growth: 2.5,
  colorStart: '#8a7458',
  colorEnd: '#b8ab98',
  opacity: 0.55,
  seed: 19,
};
/** Mist in the valley on the right and low on the slope the slide came down. */
const MIST: ParticleFieldOptions = {
  count: 56,
  emitters: [
    [20, -2, -30],
    [-30, 10, -22],
  ],
  spread: [40, 3, 30],
  velocity: [0.4, 0.05, 0],
  velocityJitter: [0.2, 0.05, 0.2],
  lifetime: 20,
  size: 9,
  growth: 1.6,
  colorStart: '#c5c7c0',
  colorEnd: '#a9aca5',
  opacity: 0.25,
  seed: 29,
};

/** How deep each piece is buried in the mud (m). */
const SUNK: Record<Debris, number> = { boulder: 0.35, logs: 0.2, car: 0.55 };

/** Each piece of debris: shaken and dragged a little by each tap, then hauled off the road on the third. */
function DebrisPiece({
  id,
  runtime,
  geometry,
  material,
  index,
}: { id: Debris; index: number; geometry: ReturnType<typeof mergeFlat>; material: ReturnType<typeof foggedStandard> } & Pick<
  ChapterSceneProps,
  'runtime'
>) {
  const group = useRef<Group>(null);
  const target = MUDSLIDE_TARGETS.find((candidate) => candidate.id === id)!;
  const [x, , z] = target.position;
  // Each piece sits in the mud, partly buried (the car deepest), and is hauled up out of it.
  const base = mountainHeight(x, z) - SUNK[id];
  const pull = x - roadCentre(z) >= 0 ? 1 : -1;
  const shown = useRef({ progress: 0, doneAt: -1 });
  useFrame((state, delta) => {
    const mesh = group.current;
    const status = runtime.board.get(id);
    if (!mesh || !status) return;
    const t = state.clock.elapsedTime;
    const memory = shown.current;
    memory.progress = easeTowards(memory.progress, status.progress, delta, 6);
    if (status.done && memory.doneAt < 0) memory.doneAt = t;
    const since = memory.doneAt < 0 ? 0 : t - memory.doneAt;
    const shake = Math.max(0, 0.35 - (runtime.board.now - status.lastTouchAt)) * Math.sin(t * 60 + index) * 0.25;
    const haul = Math.min(1, since / 1.2);
    mesh.position.set(
      x + pull * (memory.progress * 2.2 + haul * haul * 7) + shake,
      base + memory.progress * SUNK[id] * 0.6 - haul * 2.5,
      z,
    );
    mesh.rotation.set(0, index * 0.7 + memory.progress * 0.3 * pull, pull * memory.progress * 0.12 + haul * pull * 0.5);
    mesh.visible = haul < 1;
  });
  return (
    <group ref={group} position={[x, base, z]}>
      <mesh geometry={geometry} material={material} />
    </group>
  );
}

/** The trades at work: the heavy equipment operator signalling the dozer on, the geomatics technician at the survey tripod, the infantry soldier at the checkpoint on the radio. */
const TRADES = crewAtHotspots(MUDSLIDE_HOTSPOTS, {
  heavyEquipmentOperator: {
    outfit: 'cadpat-field',
    pose: 'signalling',
    work: 'marshal',
    turn: 160,
    ground: mountainHeight(MUDSLIDE_HOTSPOTS.heavyEquipmentOperator[0], MUDSLIDE_HOTSPOTS.heavyEquipmentOperator[2]),
  },
  geomaticsTechnician: {
    outfit: 'cadpat-field',
    pose: 'reading',
    work: 'tablet',
    turn: 140,
    ground: mountainHeight(MUDSLIDE_HOTSPOTS.geomaticsTechnician[0], MUDSLIDE_HOTSPOTS.geomaticsTechnician[2]),
  },
  infantrySoldier: {
    outfit: 'cadpat-field',
    pose: 'radio',
    work: 'radio',
    turn: 30,
    ground: mountainHeight(MUDSLIDE_HOTSPOTS.infantrySoldier[0], MUDSLIDE_HOTSPOTS.infantrySoldier[2]),
  },
});

/** Engineers at the slide's edge carrying tools and rock off the road, and one on the far side by the excavator. */
const WORKERS: CrewMember[] = [
  [16, 9.5, -0.5],
  [-9, 13.5, 0.6],
  [-4, 22, 2.6],
].map(([yawDeg, distance, heading], index) => {
  const yaw = (yawDeg! * Math.PI) / 180;
  const x = -Math.sin(yaw) * distance!;
  const z = -Math.cos(yaw) * distance!;
  return {
    id: `engineer-${index + 1}`,
    outfit: 'cadpat-field' as const,
    pose: 'carrying' as const,
    work: 'sandbags' as const,
    tool: 'box' as const,
    skin: index + 3,
    position: [x, mountainHeight(x, z), z] as const,
    workYaw: Math.PI + heading!,
    turnsWhenFound: false,
  };
});

const CREW: CrewMember[] = [...TRADES, ...WORKERS];

/** The machines' shadows: the excavator (turned 0.35 rad) and the dozer (along x, at its operator's hotspot pushed out). */
const DOZER_AT = [MUDSLIDE_HOTSPOTS.heavyEquipmentOperator[0] * 1.18, 0, MUDSLIDE_HOTSPOTS.heavyEquipmentOperator[2] * 1.18] as const;
const MACHINE_SHADOWS = [
  { at: EXCAVATOR_AT, size: [2, 2.8] as const, yaw: 0.35 },
  { at: [DOZER_AT[0], mountainHeight(DOZER_AT[0], DOZER_AT[2]), DOZER_AT[2]] as const, size: [2.5, 1.9] as const },
];

/** /army/mudslide: a mountain road buried by a slide; the crew around, three pieces of debris to clear. */
export default function MudslideScene(props: ChapterSceneProps) {
  const assets = useSceneAssets(
    () => ({
      // Smooth ground, its lines packed near the player: flat faces cut the slope and the slide's scar into a sawtooth.
      ground: buildSmoothTerrain({ size: 280, segments: 120, height: mountainHeight, color: groundColour, centreDetail: 1.6 }),
      excavator: excavatorGeometry(),
      markings: roadMarkingsGeometry(),
      boulder: boulderGeometry(),
      logs: logsGeometry(),
      car: carGeometry(),
      dozer: bulldozerGeometry(MUDSLIDE_HOTSPOTS.heavyEquipmentOperator),
      survey: surveyGeometry(MUDSLIDE_HOTSPOTS.geomaticsTechnician),
      checkpoint: checkpointGeometry(MUDSLIDE_HOTSPOTS.infantrySoldier),
      beacon: new SphereGeometry(0.12, 6, 4),
      tree: coniferGeometry(),
      rock: rockGeometry('#6f6c66', '#8d8a82', 12),
      lit: foggedStandard(),
      beaconMaterial: foggedBasic({ color: '#ff8a2a' }),
    }),
    [],
  );
  const debrisGeometry: Record<Debris, typeof assets.boulder> = { boulder: assets.boulder, logs: assets.logs, car: assets.car };
  // Dust rises while a piece is being tugged (touched in the last half second).
  const dust = useEasedTargets(
    props.runtime,
    MUDSLIDE_TARGETS,
    (status) => (status && props.runtime.board.now - status.lastTouchAt < 0.5 ? 1 : 0),
    { rate: 8 },
  );
  const beacon = useRef<Group>(null);
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
    return { trees, rocks: [...rocks, ...strewn] };
  }, []);

  useFrame((state) => {
    if (beacon.current) beacon.current.visible = Math.sin(state.clock.elapsedTime * 6) > 0;
  });

  const [cx, , cz] = MUDSLIDE_HOTSPOTS.infantrySoldier;
  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <mesh geometry={assets.ground} material={assets.lit} />
      <mesh geometry={assets.markings} material={assets.lit} />
      <mesh geometry={assets.excavator} material={assets.lit} position={EXCAVATOR_AT} rotation={[0, 0.35, 0]} />
      <mesh geometry={assets.dozer} material={assets.lit} />
      <ContactShadows spots={MACHINE_SHADOWS} />
      <mesh geometry={assets.survey} material={assets.lit} />
      <mesh geometry={assets.checkpoint} material={assets.lit} />
      <Crew figures={CREW} found={props.found} />
      <group ref={beacon} position={[cx * 1.1 - 1.9, 1.25, cz * 1.1]}>
        <mesh geometry={assets.beacon} material={assets.beaconMaterial} />
      </group>
      <InstancedProps geometry={assets.tree} material={assets.lit} placements={scenery.trees} />
      <InstancedProps geometry={assets.rock} material={assets.lit} placements={scenery.rocks} />
      {DEBRIS.map((id, index) => (
        <DebrisPiece key={id} id={id} index={index} runtime={props.runtime} geometry={debrisGeometry[id]} material={assets.lit} />
      ))}
      <ParticleField options={DUST} intensity={() => dust.current} />
      <ParticleField options={MIST} />
      <Rain options={DRIZZLE} />
    </>
  );
}
