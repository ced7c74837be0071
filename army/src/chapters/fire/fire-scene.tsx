import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { BoxGeometry, Color, CylinderGeometry, DoubleSide, Matrix4, TorusGeometry, type Group, type Mesh } from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import {
  Atmosphere,
  bowlHeight,
  buildSmoothTerrain,
  coniferGeometry,
  Crew,
  crewAtHotspots,
  foggedBasic,
  foggedStandard,
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
  type AtmosphereOptions,
  type FireOptions,
  type ParticleFieldOptions,
  type PropPlacement,
  type SkyColors,
  type SmokeAndEmbersOptions,
  type CrewMember,
  ContactShadows,
} from '@mission/chapter-kit/scene';
import { FIRE_HOTSPOTS, FIRE_LINE, FIRE_TARGETS, GRIFFON_AT, GRIFFON_HOVER } from './fire-layout';
import { GRIFFON, griffonGeometry, griffonRotorGeometry } from './griffon-geometry';

/** Dusk under a fire's smoke: a bruised sky going orange at the treeline, a red sun in the haze, smoke-brown fog. */
const SKY: SkyColors = {
  top: '#2a2234',
  horizon: '#d8743a',
  bottom: '#3a2a26',
  sun: '#ff9a50',
  sunDirection: [0.55, 0.06, -0.83],
  sunGlow: 1.2,
};
const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#6b4a3e', near: 16, far: 105 },
  hemisphere: { sky: '#b08a9a', ground: '#3a3626', intensity: 2.6 },
  sun: { color: '#ffa565', intensity: 3, position: [55, 14, -80] },
};

/** A point on the ground at a yaw (degrees) and a distance, as the layout places things. */
function polar3(yawDeg: number, distance: number): readonly [number, number, number] {
  const yaw = (yawDeg * Math.PI) / 180;
  const x = -Math.sin(yaw) * distance;
  const z = -Math.cos(yaw) * distance;
  return [x, groundHeight(x, z), z];
}

const FIRES = FIRE_TARGETS.map((target) => target.position);
/** The fires burn on the ground; their targets float at chest height over them. */
const FIRE_GROUND = FIRES.map(([x, , z]) => [x, 0, z] as const);

/** The fires (kit effects: flames and glow, embers and smoke, the hose's spray where it strikes). */
const FIRE: FireOptions = { sites: FIRE_GROUND };
const SMOKE_AND_EMBERS: SmokeAndEmbersOptions = { sites: FIRE_GROUND };
/**
 * The fire line beyond the Griffon: a front of tall flames in the trees, its glow on the
 * ground and a smoke column, always burning (the task's three fires are the spot fires
 * near the player). Drawn bigger and brighter than the spot fires, as its far flames would
 * otherwise fade into the fog.
 */
const FIRE_FRONT: FireOptions = { sites: FIRE_LINE, size: 2.8, glowRadius: 14, glowColor: '#ff5a1a', seed: 31 };
const FRONT_SMOKE: SmokeAndEmbersOptions = {
  sites: FIRE_LINE,
  size: 3.2,
  embers: 90,
  smoke: 44,
  smokeColor: ['#3b3230', '#8a7670'],
  seed: 41,
};
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

const TERRAIN = { flat: 40, rim: 0.25, roughness: 1 };
function groundHeight(x: number, z: number): number {
  return bowlHeight(x, z, TERRAIN);
}

/** Burnt ground near the fire line and round the spot fires; needles and moss elsewhere, varying softly. */
const MOSS = new Color('#3d4a2b');
const NEEDLES = new Color('#5e5638');
const ASHEN = new Color('#2a2522');
const groundPaint = new Color();
function groundColour(x: number, y: number, z: number): Color {
  const patch = 0.5 + 0.5 * Math.sin(x * 0.21 + Math.cos(z * 0.17) * 2) * Math.cos(z * 0.23 - x * 0.05);
  groundPaint.copy(MOSS).lerp(NEEDLES, Math.min(1, patch * 0.8 + Math.max(0, y) * 0.04));
  const burnt = Math.max(nearest(FIRE_LINE, 16, x, z), nearest(FIRE_GROUND, 3.5, x, z));
  return groundPaint.lerp(ASHEN, Math.min(1, Math.max(0, burnt * 1.4)));
}

/**
 * How close (x, z) is to the nearest of `sites`: 1 on one, 0 at `reach` metres, below 0 beyond.
 * A plain loop, not Math.max over a mapped array: it runs for each of the ground's nine
 * thousand vertices on the chapter's first visit.
 */
function nearest(sites: readonly (readonly [number, number, number])[], reach: number, x: number, z: number): number {
  let closest = -Infinity;
  for (let i = 0; i < sites.length; i += 1) closest = Math.max(closest, 1 - Math.hypot(x - sites[i]![0], z - sites[i]![2]) / reach);
  return closest;
}

/** How lit each fire is now (1 burning, 0 out), eased so a fire dies down rather than blinks out; and the hose spray on it. */
function useFireLevels({ runtime }: ChapterSceneProps) {
  const levels = useEasedTargets(runtime, FIRE_TARGETS, (status) => (status?.done ? 0 : 1 - (status?.progress ?? 0) * 0.85), {
    ...FIRE_EASE,
    initial: 1,
  });
  const spray = useEasedTargets(runtime, FIRE_TARGETS, (status) => (status?.holding ? 1 : 0), FIRE_EASE);
  return { levels, spray };
}

function Ground() {
  // Smooth ground with its lines packed near the player: the flat faces drew a seam straight down the first frame.
  const geometry = useSceneAssets(
    () => buildSmoothTerrain({ size: 260, segments: 95, height: groundHeight, color: groundColour, centreDetail: 1.6 }),
    [],
  );
  const material = useSceneAssets(() => foggedStandard(), []);
  return <mesh geometry={geometry} material={material} />;
}

function Forest() {
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
    return { trees, rocks, trunks };
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

/** A snag: a black trunk, its top snapped, two stubs of branches. */
function burntTrunkGeometry() {
  return mergeFlat([
    { geometry: new CylinderGeometry(0.12, 0.26, 7, 5).translate(0, 3.5, 0), color: (_x, y) => (y < 1.2 ? '#1b1512' : '#2a211c') },
    {
      geometry: new CylinderGeometry(0.04, 0.08, 1.6, 4).rotateZ(1.1),
      color: '#201915',
      matrix: new Matrix4().makeTranslation(0.5, 4.6, 0),
    },
    {
      geometry: new CylinderGeometry(0.04, 0.08, 1.2, 4).rotateX(-1.2),
      color: '#201915',
      matrix: new Matrix4().makeTranslation(0, 5.5, -0.4),
    },
  ]);
}

/** A burnt log on the ground, charred black with an ember-red underside. */
function fallenLogGeometry() {
  return mergeFlat([
    {
      geometry: new CylinderGeometry(0.13, 0.18, 3.6, 6).rotateZ(Math.PI / 2),
      color: (_x, y) => (y < 0.06 ? '#4a1c10' : '#1e1713'),
      matrix: new Matrix4().makeTranslation(0, 0.14, 0),
    },
    {
      geometry: new CylinderGeometry(0.03, 0.06, 0.8, 4).rotateZ(0.7),
      color: '#1e1713',
      matrix: new Matrix4().makeTranslation(0.9, 0.4, 0.1),
    },
  ]);
}

/** Where logs lie on the burnt ground between the player and the fire line, off the sightlines to the people. */
const FALLEN_LOGS: PropPlacement[] = [
  [-84, 9, 1.2],
  [-125, 10, 2.1],
  [-90, 15, 0.5],
  [-120, 16, 2.6],
].map(([yaw, distance, turn]) => {
  const [x, , z] = polar3(yaw!, distance!);
  return { position: [x, groundHeight(x, z) - 0.05, z] as const, rotationY: turn! };
});

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
      <Fire options={FIRE_FRONT} />
      <SmokeAndEmbers options={FRONT_SMOKE} />
    </>
  );
}

/**
 * The firefighter's pump trailer, the Griffon, the medical tent. The Griffon carries no water
 * bucket: the Forces' helicopters move crews and gear on a wildfire, they do not drop water
 * (docs/fact-sources/army.md).
 */
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
      {
        geometry: new CylinderGeometry(0.01, 2.2, 2.4, 4, 1).rotateY(Math.PI / 4).scale(1, 1, 1.4),
        color: '#cfc6a8',
        matrix: place(0, 1.2, 0),
      },
      { geometry: new BoxGeometry(0.22, 0.7, 0.05), color: '#c2261e', matrix: place(0, 1.05, 1.63) },
      { geometry: new BoxGeometry(0.7, 0.22, 0.05), color: '#c2261e', matrix: place(0, 1.05, 1.63) },
      { geometry: new BoxGeometry(0.7, 0.12, 2), color: '#3f4a33', matrix: place(2.2, 0.45, 0.2) },
      { geometry: new BoxGeometry(0.5, 0.35, 0.35), color: '#e7e2d2', matrix: place(1.6, 0.2, 1.4) },
    ]);
  }, []);
  const griffon = useSceneAssets(
    () => ({
      body: griffonGeometry(),
      rotor: griffonRotorGeometry(),
      // The turning blades blur into a faint disc; the bars over it say which way they run.
      discCap: new CylinderGeometry(GRIFFON.rotorRadius, GRIFFON.rotorRadius, 0.01, 28),
    }),
    [],
  );
  const shared = useSceneAssets(
    () => ({
      material: foggedStandard(),
      rotorMaterial: foggedBasic({ color: '#141414', transparent: true, opacity: 0.8 }),
      discMaterial: foggedBasic({ color: '#1c1c1c', transparent: true, opacity: 0.22, depthWrite: false, side: DoubleSide }),
    }),
    [],
  );
  const { material } = shared;
  const [hx, , hz] = GRIFFON_AT;
  // Side-on to the player, nose turned a little towards them: the outline a person names at a glance.
  const heading = useMemo(() => {
    const away = Math.hypot(hx, hz);
    const [px, pz] = [-hz / away, hx / away];
    const [nx, nz] = [px * Math.cos(0.35) - (hx / away) * Math.sin(0.35), pz * Math.cos(0.35) - (hz / away) * Math.sin(0.35)];
    return Math.atan2(-nz, nx);
  }, [hx, hz]);

  useFrame((state) => {
    const t = state.clock.elapsedTime;
    if (rotor.current) rotor.current.rotation.y = t * 22;
    if (helicopter.current) {
      helicopter.current.position.y = GRIFFON_HOVER + Math.sin(t * 0.8) * 0.35;
      helicopter.current.rotation.z = Math.sin(t * 0.6) * 0.03;
    }
  });

  return (
    <>
      <mesh geometry={trailer} material={material} />
      <ContactShadows spots={TRAILER_SHADOW} />
      <mesh geometry={tent} material={material} />
      <group ref={helicopter} position={[hx, GRIFFON_HOVER, hz]} rotation={[0, heading, 0]}>
        <mesh geometry={griffon.body} material={material} />
        <mesh ref={rotor} geometry={griffon.rotor} material={shared.rotorMaterial} position={GRIFFON.hub} />
        <mesh geometry={griffon.discCap} material={shared.discMaterial} position={GRIFFON.hub} />
      </group>
    </>
  );
}

/**
 * The trades at work: the firefighter (RCAF) in turnout gear at the pump trailer, the
 * armoured soldier in field greens and helmet on the radio to the Griffon, the medical
 * technician kneeling by the tent; and two soldiers of the mop-up line carrying hose and
 * tools towards the front, in the red fire-retardant coveralls soldiers wear on a fire line
 * under the province's wildfire crews (docs/fact-sources/army.md, MOPUP).
 */
/** The pump trailer's shadow (along x, at the firefighter's hotspot pushed out, as it is built). */
const TRAILER_AT = [FIRE_HOTSPOTS.firefighter[0] * 1.18, 0, FIRE_HOTSPOTS.firefighter[2] * 1.18] as const;
const TRAILER_SHADOW = [
  { at: [TRAILER_AT[0], groundHeight(TRAILER_AT[0], TRAILER_AT[2]), TRAILER_AT[2]] as const, size: [1.7, 1] as const },
];

const CREW: CrewMember[] = [
  ...crewAtHotspots(FIRE_HOTSPOTS, {
    firefighter: { outfit: 'firefighter-turnout', pose: 'bracing', work: 'hose', turn: 150 },
    armourSoldier: { outfit: 'cadpat-field', pose: 'radio', work: 'radio', turn: 150 },
    medicalTechnician: { outfit: 'medic', pose: 'kneeling', work: 'treat', turn: 200 },
  }),
  ...[polar3(-95, 19), polar3(-115, 22)].map((position, index) => ({
    id: `mop-up-${index + 1}`,
    outfit: 'fire-coverall-red' as const,
    pose: 'carrying' as const,
    work: 'sandbags' as const,
    tool: 'box' as const,
    skin: index + 3,
    position,
    workYaw: Math.atan2(-position[0], -position[2]) + Math.PI,
    turnsWhenFound: false,
  })),
];

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
