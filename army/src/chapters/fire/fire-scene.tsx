import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  BoxGeometry,
  Color,
  CylinderGeometry,
  IcosahedronGeometry,
  Matrix4,
  TorusGeometry,
  type Group,
  type Mesh,
} from 'three';
import type { ChapterSceneProps } from '@mission/shared/chapter-kit';
import {
  Atmosphere,
  bowlHeight,
  buildTerrain,
  coniferGeometry,
  Crew,
  crewAtHotspots,
  foggedBasic,
  foggedStandard,
  groundPainter,
  InstancedProps,
  keepClearOf,
  mergeFlat,
  Fire,
  ParticleField,
  placeInRing,
  propPlacer,
  rockGeometry,
  seededRandom,
  SkyDome,
  SmokeAndEmbers,
  spray,
  useEasedTargets,
  useSceneAssets,
  wobble,
  type AtmosphereOptions,
  type FireOptions,
  type ParticleFieldOptions,
  type PropPlacement,
  type SkyColors,
  type SmokeAndEmbersOptions,
} from '@mission/shared/chapter-kit/scene';
import { FIRE_HOTSPOTS, FIRE_TARGETS, GRIFFON_AT } from './fire-layout';

/** Dusk in a conifer forest: violet sky, an orange sun on the treeline, smoke-tinted fog. */
const SKY: SkyColors = {
  top: '#1c1d3b',
  horizon: '#c8643c',
  bottom: '#2a2230',
  sun: '#ffb070',
  sunDirection: [0.55, 0.06, -0.83],
  sunGlow: 1,
};
const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#4d3a45', near: 14, far: 95 },
  hemisphere: { sky: '#9a86c0', ground: '#3a4a2a', intensity: 2.6 },
  sun: { color: '#ffa565', intensity: 3, position: [55, 14, -80] },
};

const FIRES = FIRE_TARGETS.map((target) => target.position);
/** The fires burn on the ground; their targets float at chest height over them. */
const FIRE_GROUND = FIRES.map(([x, , z]) => [x, 0, z] as const);

/** The fires (kit effects: flames and glow, embers and smoke, the hose's spray where it strikes). */
const FIRE: FireOptions = { sites: FIRE_GROUND };
const SMOKE_AND_EMBERS: SmokeAndEmbersOptions = { sites: FIRE_GROUND };
const HOSE_SPRAY = spray({ kind: 'hose', at: FIRE_GROUND.map(([x, , z]) => [x, 0.4, z] as const) });
const ASH: ParticleFieldOptions = {
  count: 140,
  emitters: [[0, 0.5, 0]],
  spread: [28, 5, 28],
  velocity: [0.25, 0.18, 0.05],
  velocityJitter: [0.2, 0.1, 0.2],
  lifetime: 14,
  size: 0.07,
  sway: 1.5,
  colorStart: '#ffb36b',
  colorEnd: '#ff6a2a',
  additive: true,
  seed: 13,
};

/** Fires and spray ease at -ln(0.02) per second: 98 % of the way to their goal in a second. */
const FIRE_EASE = { rate: 3.9 } as const;

/** How lit each fire is now (1 burning, 0 out), eased so a fire dies down rather than blinks out; and the hose spray on it. */
function useFireLevels({ runtime }: ChapterSceneProps) {
  const levels = useEasedTargets(runtime, FIRE_TARGETS, (status) => (status?.done ? 0 : 1 - (status?.progress ?? 0) * 0.85), { ...FIRE_EASE, initial: 1 });
  const spray = useEasedTargets(runtime, FIRE_TARGETS, (status) => (status?.holding ? 1 : 0), FIRE_EASE);
  return { levels, spray };
}

function Ground() {
  const geometry = useSceneAssets(
    () =>
      buildTerrain({
        size: 260,
        segments: 72,
        height: (x, z) => bowlHeight(x, z, { flat: 40, rim: 0.25, roughness: 1 }),
        color: groundPainter('#3b4a2b', '#5f6a3e', 0.1, 21),
      }),
    [],
  );
  const material = useSceneAssets(() => foggedStandard(), []);
  return <mesh geometry={geometry} material={material} />;
}

function Forest() {
  const tree = useSceneAssets(() => coniferGeometry(), []);
  const rock = useSceneAssets(() => rockGeometry('#5c5852', '#7b766c', 4), []);
  const material = useSceneAssets(() => foggedStandard(), []);
  const { trees, rocks } = useMemo(() => {
    const random = seededRandom(42);
    const keepClear = keepClearOf([
      { points: Object.values(FIRE_HOTSPOTS), radius: 4.5, sightline: 2.2 },
      { points: FIRE_GROUND, radius: 2.6, sightline: 2.2 },
    ]);
    const treePoints = placeInRing({ count: 190, inner: 7, outer: 100, keepClear, random });
    const trees: PropPlacement[] = treePoints.map((point) => {
      const nearFire = FIRE_GROUND.some((fire) => Math.hypot(point[0] - fire[0], point[2] - fire[2]) < 5);
      return {
        position: [point[0], bowlHeight(point[0], point[2], { flat: 40, rim: 0.25, roughness: 1 }) - 0.1, point[2]],
        scale: 0.8 + random() * 0.9,
        rotationY: random() * Math.PI * 2,
        // Trees by a fire are scorched dark; the rest vary a little.
        tint: nearFire ? '#3a302c' : new Color('#ffffff').offsetHSL(0, 0, (random() - 0.5) * 0.25),
      };
    });
    const rocks: PropPlacement[] = placeInRing({ count: 40, inner: 5, outer: 45, keepClear, random }).map((point) => ({
      position: [point[0], bowlHeight(point[0], point[2], { flat: 40, rim: 0.25, roughness: 1 }) - 0.15, point[2]],
      scale: [0.6 + random() * 1.4, 0.5 + random(), 0.6 + random() * 1.4],
      rotationY: random() * Math.PI,
    }));
    return { trees, rocks };
  }, []);
  return (
    <>
      <InstancedProps geometry={tree} material={material} placements={trees} />
      <InstancedProps geometry={rock} material={material} placements={rocks} />
    </>
  );
}

function logsGeometry() {
  const parts = FIRE_GROUND.flatMap(([x, , z], fire) =>
    Array.from({ length: 5 }, (_, index) => {
      const angle = (index / 5) * Math.PI * 2 + fire;
      return {
        geometry: new CylinderGeometry(0.12, 0.14, 1.6, 5).rotateZ(Math.PI / 2).rotateY(angle),
        color: index % 2 === 0 ? '#2b1d15' : '#3d2a1d',
        matrix: new Matrix4().makeTranslation(x + Math.cos(angle) * 0.3, 0.12, z + Math.sin(angle) * 0.3),
      };
    }),
  );
  return mergeFlat(parts);
}

/** The logs under each fire; the flames, their glow and their smoke are the kit's. */
function Fires({ levels }: ReturnType<typeof useFireLevels>) {
  const assets = useSceneAssets(() => ({ logs: logsGeometry(), logMaterial: foggedStandard() }), []);
  return (
    <>
      <mesh geometry={assets.logs} material={assets.logMaterial} />
      <Fire options={FIRE} levels={() => levels.current} />
      <SmokeAndEmbers options={SMOKE_AND_EMBERS} levels={() => levels.current} />
    </>
  );
}

/** The firefighter's pump trailer, the helicopter with its water bucket, the medical tent. */
function Props() {
  const rotor = useRef<Mesh>(null);
  const helicopter = useRef<Group>(null);
  const trailer = useSceneAssets(() => {
    const place = propPlacer(FIRE_HOTSPOTS.firefighter, 1.18);
    return mergeFlat([
      { geometry: new BoxGeometry(2.6, 0.9, 1.4), color: '#a3322b', matrix: place(0, 0.85, 0) },
      { geometry: new CylinderGeometry(0.55, 0.55, 2.2, 8).rotateZ(Math.PI / 2), color: '#d9c27a', matrix: place(0, 1.6, 0) },
      { geometry: new TorusGeometry(0.35, 0.12, 5, 10).rotateY(Math.PI / 2), color: '#d9d2c0', matrix: place(1.45, 1.05, 0) },
      { geometry: new CylinderGeometry(0.35, 0.35, 0.25, 8).rotateX(Math.PI / 2), color: '#1d1d1d', matrix: place(-0.6, 0.35, 0.75) },
      { geometry: new CylinderGeometry(0.35, 0.35, 0.25, 8).rotateX(Math.PI / 2), color: '#1d1d1d', matrix: place(-0.6, 0.35, -0.75) },
    ]);
  }, []);
  const tent = useSceneAssets(() => {
    const place = propPlacer(FIRE_HOTSPOTS.medicalTechnician, 1.2);
    return mergeFlat([
      { geometry: new CylinderGeometry(0.01, 2.2, 2.4, 4, 1).rotateY(Math.PI / 4).scale(1, 1, 1.4), color: '#cfc6a8', matrix: place(0, 1.2, 0) },
      { geometry: new BoxGeometry(0.22, 0.7, 0.05), color: '#c2261e', matrix: place(0, 1.05, 1.63) },
      { geometry: new BoxGeometry(0.7, 0.22, 0.05), color: '#c2261e', matrix: place(0, 1.05, 1.63) },
      { geometry: new BoxGeometry(0.7, 0.12, 2), color: '#3f4a33', matrix: place(2.2, 0.45, 0.2) },
      { geometry: new BoxGeometry(0.5, 0.35, 0.35), color: '#e7e2d2', matrix: place(1.6, 0.2, 1.4) },
    ]);
  }, []);
  const heli = useSceneAssets(
    () =>
      mergeFlat([
        { geometry: wobble(new IcosahedronGeometry(1, 1), 0.05, 2).scale(1.9, 1.05, 1.05), color: '#56613f', matrix: new Matrix4() },
        { geometry: new CylinderGeometry(0.18, 0.38, 4, 6).rotateZ(Math.PI / 2), color: '#4b5537', matrix: new Matrix4().makeTranslation(-3, 0.3, 0) },
        { geometry: new BoxGeometry(0.1, 1, 0.7), color: '#4b5537', matrix: new Matrix4().makeTranslation(-4.9, 0.75, 0) },
        { geometry: new BoxGeometry(3, 0.08, 0.1), color: '#2a2a2a', matrix: new Matrix4().makeTranslation(0, -1.25, 0.7) },
        { geometry: new BoxGeometry(3, 0.08, 0.1), color: '#2a2a2a', matrix: new Matrix4().makeTranslation(0, -1.25, -0.7) },
        { geometry: new BoxGeometry(1.3, 0.35, 1.6), color: '#b9d0da', matrix: new Matrix4().makeTranslation(1.3, 0.25, 0) },
        { geometry: new CylinderGeometry(0.02, 0.02, 4.2, 3), color: '#222222', matrix: new Matrix4().makeTranslation(0, -3.1, 0) },
        { geometry: new CylinderGeometry(0.7, 0.5, 0.9, 8), color: '#e06a1f', matrix: new Matrix4().makeTranslation(0, -5.4, 0) },
      ]),
    [],
  );
  const shared = useSceneAssets(
    () => ({
      rotor: new BoxGeometry(7.5, 0.04, 0.25),
      material: foggedStandard(),
      rotorMaterial: foggedBasic({ color: '#1a1a1a', transparent: true, opacity: 0.7 }),
    }),
    [],
  );
  const { material } = shared;
  const [hx, , hz] = GRIFFON_AT;

  useFrame((state) => {
    const t = state.clock.elapsedTime;
    if (rotor.current) rotor.current.rotation.y = t * 22;
    if (helicopter.current) {
      helicopter.current.position.y = 9.5 + Math.sin(t * 0.8) * 0.35;
      helicopter.current.rotation.z = Math.sin(t * 0.6) * 0.04;
    }
  });

  return (
    <>
      <mesh geometry={trailer} material={material} />
      <mesh geometry={tent} material={material} />
      <group ref={helicopter} position={[hx, 9.5, hz]} rotation={[0, 0.8, 0]}>
        <mesh geometry={heli} material={material} />
        <mesh ref={rotor} geometry={shared.rotor} material={shared.rotorMaterial} position={[0, 1.2, 0]} />
      </group>
    </>
  );
}

/**
 * The trades at work: the firefighter (RCAF) in turnout gear at the pump trailer, the
 * armoured soldier in the red fire-line coveralls on the radio, the medical technician
 * kneeling by the tent.
 */
const CREW = crewAtHotspots(FIRE_HOTSPOTS, {
  firefighter: { outfit: 'firefighter-turnout', pose: 'pointing', turn: 150 },
  armourSoldier: { outfit: 'army-coverall-red', pose: 'radio', turn: 60 },
  medicalTechnician: { outfit: 'medic', pose: 'kneeling', turn: 200 },
});

/** /army/fire: the forest at dusk, three fires burning among the trees. */
export default function FireScene(props: ChapterSceneProps) {
  const fire = useFireLevels(props);
  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <Ground />
      <Forest />
      <Fires {...fire} />
      <Props />
      <Crew figures={CREW} found={props.found} />
      <ParticleField options={HOSE_SPRAY} intensity={() => fire.spray.current} />
      <ParticleField options={ASH} />
    </>
  );
}
