import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { BoxGeometry, ConeGeometry, CylinderGeometry, IcosahedronGeometry, Matrix4, SphereGeometry, type Group } from 'three';
import type { ChapterSceneProps } from '@mission/shared/chapter-kit';
import {
  Atmosphere,
  buildTerrain,
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
  type ParticleFieldOptions,
  type PropPlacement,
  type RainOptions,
  type SkyColors,
} from '@mission/shared/chapter-kit/scene';
import { DEBRIS, MUDSLIDE_HOTSPOTS, MUDSLIDE_TARGETS, type Debris } from './mudslide-layout';

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
  fog: { color: '#8f918a', near: 16, far: 115 },
  hemisphere: { sky: '#c6d0d8', ground: '#4a4636', intensity: 2.3 },
  sun: { color: '#fff0d8', intensity: 2.2, position: [40, 35, -80] },
};
const DRIZZLE: RainOptions = { count: 700, radius: 24, height: 16, speed: 11, length: 0.45, wind: [-0.8, 0.3], color: '#d5dde3', opacity: 0.25 };

const ROAD_HALF_WIDTH = 3.6;
/** The road bends gently as it climbs away from the player. */
function roadCentre(z: number): number {
  return Math.sin(z * 0.035) * 6;
}

/** Steep slope on the left (where the slide came from), a drop towards the valley on the right, peaks behind the mist. */
function mountainHeight(x: number, z: number): number {
  const offset = x - roadCentre(z);
  const left = offset < -ROAD_HALF_WIDTH - 1 ? Math.pow(-offset - ROAD_HALF_WIDTH - 1, 1.35) * 0.42 : 0;
  const right = offset > ROAD_HALF_WIDTH + 1 ? -Math.min(6, (offset - ROAD_HALF_WIDTH - 1) * 0.35) + Math.max(0, offset - 30) * 0.9 : 0;
  const distance = Math.hypot(x, z);
  const peaks = Math.max(0, distance - 70) * 0.8 * (0.6 + 0.4 * Math.sin(x * 0.05 + z * 0.03));
  const texture = Math.sin(x * 0.3) * Math.cos(z * 0.27) * 0.25;
  return left + right + peaks + (Math.abs(offset) > ROAD_HALF_WIDTH + 1 ? texture : 0);
}

const grass = groundPainter('#4a5734', '#6c7048', 0.12, 9);
function groundColour(x: number, y: number, z: number): string | number {
  const offset = x - roadCentre(z);
  if (Math.abs(offset) < ROAD_HALF_WIDTH) return Math.abs(offset) < 0.15 && Math.floor(z) % 3 === 0 ? '#d9cf9a' : '#3e3f3d';
  if (Math.abs(offset) < ROAD_HALF_WIDTH + 0.8) return '#6b6558';
  // The scar the slide tore down the slope.
  if (offset < 0 && z < -4 && z > -24 && y < 22) return y > 12 ? '#6f5a40' : '#5f4a33';
  if (y > 30) return '#8e8c86';
  return grass(x, y);
}

function mudGeometry() {
  const random = seededRandom(61);
  const parts = Array.from({ length: 16 }, (_, index) => {
    const z = -7 - random() * 13;
    const x = roadCentre(z) - 6 + random() * 10;
    const radius = 1.6 + random() * 2.4;
    return {
      geometry: wobble(new SphereGeometry(radius, 7, 4), 0.5, index + 40).scale(1, 0.26, 1),
      color: (_x: number, y: number) => (y > radius * 0.15 ? '#6e543a' : '#5a4430'),
      matrix: new Matrix4().makeTranslation(x, 0, z),
    };
  });
  return mergeFlat(parts);
}

function boulderGeometry() {
  return mergeFlat([{ geometry: wobble(new IcosahedronGeometry(1.3, 1), 0.5, 8).scale(1.1, 0.85, 1), color: (_x, y) => (y > 0.3 ? '#8b8780' : '#6f6a62') }]);
}

function logsGeometry() {
  const parts = [0, 1, 2, 3].map((index) => ({
    geometry: new CylinderGeometry(0.28, 0.32, 5.2, 7).rotateZ(Math.PI / 2).rotateY(0.25 * (index - 1.5)),
    color: index % 2 ? '#5e4531' : '#6d5039',
    matrix: new Matrix4().makeTranslation(0, 0.3 + (index > 1 ? 0.5 : 0), (index % 2) * 0.6 - 0.3),
  }));
  return mergeFlat([...parts, { geometry: new ConeGeometry(0.9, 1.6, 5).rotateZ(-Math.PI / 2), color: '#3a5530', matrix: new Matrix4().makeTranslation(2.9, 0.6, 0) }]);
}

function carGeometry() {
  const wheel = () => new CylinderGeometry(0.38, 0.38, 0.3, 8).rotateX(Math.PI / 2);
  return mergeFlat([
    { geometry: new BoxGeometry(4, 0.8, 1.8), color: '#8a2f2a', matrix: new Matrix4().makeTranslation(0, 0.7, 0) },
    { geometry: new BoxGeometry(2.1, 0.7, 1.6), color: '#7a2925', matrix: new Matrix4().makeTranslation(-0.2, 1.4, 0) },
    { geometry: new BoxGeometry(2.12, 0.45, 1.62), color: '#9ab0ba', matrix: new Matrix4().makeTranslation(-0.2, 1.45, 0) },
    { geometry: wheel(), color: '#1d1d1d', matrix: new Matrix4().makeTranslation(1.3, 0.38, 0.85) },
    { geometry: wheel(), color: '#1d1d1d', matrix: new Matrix4().makeTranslation(-1.3, 0.38, 0.85) },
    { geometry: wheel(), color: '#1d1d1d', matrix: new Matrix4().makeTranslation(1.3, 0.38, -0.85) },
    { geometry: wheel(), color: '#1d1d1d', matrix: new Matrix4().makeTranslation(-1.3, 0.38, -0.85) },
  ]);
}

function bulldozerGeometry(at: readonly [number, number, number]) {
  const place = propPlacer(at, 1.18);
  return mergeFlat([
    { geometry: new BoxGeometry(3.2, 0.8, 0.8), color: '#252525', matrix: place(0, 0.4, 1.1) },
    { geometry: new BoxGeometry(3.2, 0.8, 0.8), color: '#252525', matrix: place(0, 0.4, -1.1) },
    { geometry: new BoxGeometry(2.6, 1.2, 2), color: '#d9a521', matrix: place(0, 1.3, 0) },
    { geometry: new BoxGeometry(1.3, 1.3, 1.7), color: '#c7961c', matrix: place(-0.5, 2.55, 0) },
    { geometry: new BoxGeometry(1.32, 0.8, 1.72), color: '#9fb3bb', matrix: place(-0.5, 2.7, 0) },
    { geometry: new BoxGeometry(0.3, 1.3, 3.2), color: '#a67d18', matrix: place(2.1, 0.75, 0) },
    { geometry: new CylinderGeometry(0.08, 0.08, 1, 5), color: '#333333', matrix: place(0.6, 2.4, 0.5) },
  ]);
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
    { geometry: wobble(new IcosahedronGeometry(1.6, 0), 0.4, 3).scale(1.3, 0.5, 1), color: '#77746b', matrix: place(1.6, 0.2, 1) },
    { geometry: new BoxGeometry(0.05, 2.4, 0.05), color: '#d23c2c', matrix: place(-2, 1.2, 0.6) },
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
const MIST: ParticleFieldOptions = {
  count: 40,
  emitters: [[20, -2, -30]],
  spread: [40, 2, 30],
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

/** Each piece of debris: shaken and dragged a little by each tap, then hauled off the road on the third. */
function DebrisPiece({ id, runtime, geometry, material, index }: { id: Debris; index: number; geometry: ReturnType<typeof mergeFlat>; material: ReturnType<typeof foggedStandard> } & Pick<ChapterSceneProps, 'runtime'>) {
  const group = useRef<Group>(null);
  const target = MUDSLIDE_TARGETS.find((candidate) => candidate.id === id)!;
  const [x, , z] = target.position;
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
    mesh.position.set(x + pull * (memory.progress * 2.2 + haul * haul * 7) + shake, -haul * 2.5, z);
    mesh.rotation.set(0, index * 0.7 + memory.progress * 0.3 * pull, pull * memory.progress * 0.12 + haul * pull * 0.5);
    mesh.visible = haul < 1;
  });
  return (
    <group ref={group} position={[x, 0, z]}>
      <mesh geometry={geometry} material={material} />
    </group>
  );
}

/** The trades at work: the heavy equipment operator signalling the dozer on, the geomatics technician at the survey tripod, the infantry soldier at the checkpoint on the radio. */
const CREW = crewAtHotspots(MUDSLIDE_HOTSPOTS, {
  heavyEquipmentOperator: { outfit: 'army-field', pose: 'signalling', turn: 160, ground: mountainHeight(MUDSLIDE_HOTSPOTS.heavyEquipmentOperator[0], MUDSLIDE_HOTSPOTS.heavyEquipmentOperator[2]) },
  geomaticsTechnician: { outfit: 'army-field', pose: 'pointing', turn: 140, ground: mountainHeight(MUDSLIDE_HOTSPOTS.geomaticsTechnician[0], MUDSLIDE_HOTSPOTS.geomaticsTechnician[2]) },
  infantrySoldier: { outfit: 'army-field', pose: 'radio', turn: 30, ground: mountainHeight(MUDSLIDE_HOTSPOTS.infantrySoldier[0], MUDSLIDE_HOTSPOTS.infantrySoldier[2]) },
});

/** /army/mudslide: a mountain road buried by a slide; the crew around, three pieces of debris to clear. */
export default function MudslideScene(props: ChapterSceneProps) {
  const assets = useSceneAssets(
    () => ({
      ground: buildTerrain({ size: 280, segments: 76, height: mountainHeight, color: groundColour }),
      mud: mudGeometry(),
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
  const dust = useEasedTargets(props.runtime, MUDSLIDE_TARGETS, (status) => (status && props.runtime.board.now - status.lastTouchAt < 0.5 ? 1 : 0), { rate: 8 });
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
      .filter(([x, , z]) => !(x - roadCentre(z) < 0 && z < -4 && z > -24))
      .map(([x, , z]) => ({ position: [x, mountainHeight(x, z) - 0.2, z], scale: 0.8 + random() * 1, rotationY: random() * 6 }));
    const rocks: PropPlacement[] = placeInRing({ count: 45, inner: 5, outer: 40, keepClear, random })
      .filter(offRoad)
      .map(([x, , z]) => ({ position: [x, mountainHeight(x, z) - 0.2, z], scale: 0.5 + random() * 1.3, rotationY: random() * 3 }));
    return { trees, rocks };
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
      <mesh geometry={assets.mud} material={assets.lit} />
      <mesh geometry={assets.dozer} material={assets.lit} />
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
