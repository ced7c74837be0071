import { useLayoutEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  AdditiveBlending,
  BoxGeometry,
  CircleGeometry,
  ConeGeometry,
  CylinderGeometry,
  DoubleSide,
  Matrix4,
  PlaneGeometry,
  RingGeometry,
  SpriteMaterial,
  type Mesh,
  type MeshBasicMaterial,
  type Sprite,
} from 'three';
import { polar, type ChapterSceneProps } from '@mission/chapter-kit';
import {
  Atmosphere,
  facingPlayer,
  foggedBasic,
  foggedStandard,
  Crew,
  crewAtHotspots,
  mergeFlat,
  lightGlowMaterial,
  radialGlowTexture,
  SkyDome,
  StarField,
  useSceneAssets,
  WaterSurface,
  type AtmosphereOptions,
  type FlatPart,
  type SkyColors,
  type WaterOptions,
} from '@mission/chapter-kit/scene';
import { BRIDGE_HEIGHT, DISTRESS_HOTSPOTS, DISTRESS_TARGETS, RADAR_PLOT, SIGNAL_BEARINGS } from './distress-layout';

/**
 * Where the moon is: low and just right of the bow, in the first view, so its path on the
 * water lights the sea the signals are on (the bridge read as a dark box without it).
 */
const MOON_DIRECTION = [0.2, 0.17, -0.965] as const;

/** A clear night at sea: a low moon ahead, stars, the bridge's own dim red and green light. */
const SKY: SkyColors = {
  top: '#03060d',
  horizon: '#17243a',
  bottom: '#05080f',
  sun: '#9fb3d1',
  sunDirection: [...MOON_DIRECTION],
  sunGlow: 0.55,
};
const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#0c1524', near: 50, far: 320 },
  hemisphere: { sky: '#6a84b0', ground: '#1a2230', intensity: 2.8 },
  sun: { color: '#b9cbec', intensity: 1.6, position: [MOON_DIRECTION[0] * 200, MOON_DIRECTION[1] * 200, MOON_DIRECTION[2] * 200] },
};
const SEA: WaterOptions = {
  width: 640,
  depth: 640,
  segments: [56, 56],
  deep: '#040b15',
  shallow: '#14304a',
  foam: '#5f7f9f',
  waveHeight: 0.7,
  flow: [0.5, 0.25],
  lightDirection: [MOON_DIRECTION[0], 0.3, MOON_DIRECTION[2]],
};

const STEEL = '#5a6470';
const STEEL_DARK = '#3f4752';
const DECK_GREY = '#4a525b';

/** Radius of the bridge's window line around the player (metres). */
const WINDOW_RADIUS = 5.6;
/**
 * The window band's sill and head and the deckhead (ceiling) over the bridge: the sky and its
 * stars are seen only through the windows, never over the bridge's roof (docs/decisions.md
 * "Light and image").
 */
const SILL_TOP = 1.0;
const FORWARD_SILL_TOP = 0.75;
const WINDOW_HEAD = 2.45;
const DECKHEAD = 2.9;
/** The bridge's windows run round the front and the sides; a wall behind the player (yaws beyond this). */
const BACK_WALL_FROM = 125;
/** The player's own console straight ahead, its radar repeater tilted up towards them. */
const REPEATER_AT = [0, 1.08, -1.45] as const;
const REPEATER_RADIUS = 0.24;
/** The operator's radar plot: a scope on the console's upright face, turned to the player. */
const PLOT_RADIUS = 0.36;

/** Where a point at `yaw` degrees and `distance` metres is, at height `y`. */
function around(yawDeg: number, distance: number, y: number): [number, number, number] {
  const [x, , z] = polar(yawDeg, distance);
  return [x, y, z];
}

/** The heading (radians about +y) that turns a figure or a chair at `from` to face `to`. */
function headingTo(from: readonly number[], to: readonly number[]): number {
  return Math.atan2(to[0]! - from[0]!, to[2]! - from[2]!);
}

const OPERATOR = DISTRESS_HOTSPOTS.navalCombatInformationOperator;
const PLOT_AT = around(RADAR_PLOT.yaw, RADAR_PLOT.distance, 0);
/** The operator's chair faces the plot's console. */
const OPERATOR_HEADING = headingTo(OPERATOR, PLOT_AT);

/** The bridge: the deck, the window band (sill, frames, head), the deckhead over it, the back wall, the stations. */
function bridgeGeometry() {
  const parts: FlatPart[] = [{ geometry: new CircleGeometry(6.2, 24).rotateX(-Math.PI / 2), color: '#1d2229' }];
  // The deckhead, facing down, with beams across it: the roof over the whole bridge.
  parts.push({
    geometry: new CircleGeometry(WINDOW_RADIUS + 0.4, 24).rotateX(Math.PI / 2),
    color: '#3a424c',
    matrix: new Matrix4().makeTranslation(0, DECKHEAD, 0),
  });
  for (const x of [-3, 0, 3])
    parts.push({
      geometry: new BoxGeometry(0.25, 0.22, 11),
      color: '#20252c',
      matrix: new Matrix4().makeTranslation(x, DECKHEAD - 0.11, 0),
    });
  for (let yaw = -180; yaw < 180; yaw += 15) {
    const back = Math.abs(yaw) > BACK_WALL_FROM;
    if (back) {
      parts.push({ geometry: new BoxGeometry(1.5, DECKHEAD, 0.2), color: STEEL, matrix: facingPlayer(yaw, WINDOW_RADIUS, DECKHEAD / 2) });
      continue;
    }
    // Sill under the windows (lower forward, over the foredeck), the head over them up to the deckhead, a frame between panes; the panes lean out at the top as a bridge's do.
    const sill = Math.abs(yaw) <= 45 ? FORWARD_SILL_TOP : SILL_TOP;
    parts.push({ geometry: new BoxGeometry(1.5, sill, 0.3), color: STEEL_DARK, matrix: facingPlayer(yaw, WINDOW_RADIUS, sill / 2) });
    parts.push({
      geometry: new BoxGeometry(1.5, DECKHEAD - WINDOW_HEAD, 0.3),
      color: STEEL,
      matrix: facingPlayer(yaw, WINDOW_RADIUS + 0.25, (WINDOW_HEAD + DECKHEAD) / 2),
    });
    parts.push({
      geometry: new BoxGeometry(0.09, WINDOW_HEAD - FORWARD_SILL_TOP + 0.05, 0.12).rotateX(-0.16),
      color: '#2b323b',
      matrix: facingPlayer(yaw + 7.5, WINDOW_RADIUS + 0.12, (FORWARD_SILL_TOP + WINDOW_HEAD) / 2),
    });
  }
  // The console the player stands at, and the long console under the forward windows.
  parts.push({ geometry: new BoxGeometry(0.9, 1.0, 0.6), color: STEEL, matrix: facingPlayer(0, 1.6, 0.5) });
  for (let yaw = -50; yaw <= 50; yaw += 20)
    parts.push({
      geometry: new BoxGeometry(1.9, 0.8, 0.8).translate(0, 0, 0.4),
      color: '#3c454f',
      matrix: facingPlayer(yaw, WINDOW_RADIUS - 0.2, 0.4),
    });
  // The radio (communicator) and the chart table (watchkeeper); their crew are kit figures (CREW).
  for (const [trade, yaw] of [
    ['navalCommunicator', 118],
    ['bridgeWatchkeeper', 178],
  ] as const) {
    const distance = Math.hypot(DISTRESS_HOTSPOTS[trade][0], DISTRESS_HOTSPOTS[trade][2]);
    parts.push({
      geometry: new BoxGeometry(1.6, trade === 'bridgeWatchkeeper' ? 0.95 : 1.2, 0.8),
      color: STEEL,
      matrix: facingPlayer(yaw, distance + 0.8, trade === 'bridgeWatchkeeper' ? 0.48 : 0.6),
    });
  }
  // The radar plot's console: a desk, the upright display housing its scope, a hood over it.
  parts.push({
    geometry: new BoxGeometry(1.3, 0.78, 0.75),
    color: '#3c454f',
    matrix: facingPlayer(RADAR_PLOT.yaw, RADAR_PLOT.distance + 0.1, 0.39),
  });
  parts.push({
    geometry: new BoxGeometry(1.1, 1.05, 0.35),
    color: STEEL,
    matrix: facingPlayer(RADAR_PLOT.yaw, RADAR_PLOT.distance + 0.35, 0.78 + 0.52),
  });
  parts.push({
    geometry: new BoxGeometry(1.15, 0.08, 0.4),
    color: STEEL_DARK,
    matrix: facingPlayer(RADAR_PLOT.yaw, RADAR_PLOT.distance + 0.25, 1.88),
  });
  // The operator's chair: a post, a seat at the seated pose's hip height, a back behind them.
  const chair = (x: number, y: number, z: number) =>
    new Matrix4()
      .makeRotationY(OPERATOR_HEADING)
      .setPosition(OPERATOR[0], 0, OPERATOR[2])
      .multiply(new Matrix4().makeTranslation(x, y, z));
  parts.push({ geometry: new CylinderGeometry(0.05, 0.05, 0.45, 5), color: STEEL_DARK, matrix: chair(0, 0.22, 0) });
  parts.push({ geometry: new BoxGeometry(0.5, 0.08, 0.5), color: '#14171c', matrix: chair(0, 0.46, 0.02) });
  parts.push({ geometry: new BoxGeometry(0.48, 0.55, 0.07), color: '#14171c', matrix: chair(0, 0.78, -0.24) });
  // A helm chair and a binocular stand to the left of the console.
  parts.push({
    geometry: new CylinderGeometry(0.06, 0.06, 0.9, 5).translate(0, 0.45, 0),
    color: STEEL_DARK,
    matrix: facingPlayer(-38, 2.2, 0),
  });
  parts.push({ geometry: new BoxGeometry(0.6, 0.5, 0.6).translate(0, 1.05, 0), color: '#181c22', matrix: facingPlayer(-38, 2.2, 0) });
  return mergeFlat(parts);
}

/** The stations' screens, the forward console's displays and the deckhead's red night lights: the only light on a darkened bridge. */
function screensGeometry() {
  const parts: FlatPart[] = [];
  for (let yaw = -50; yaw <= 50; yaw += 20) {
    parts.push({
      geometry: new PlaneGeometry(0.6, 0.22).rotateX(-1.1),
      color: yaw % 40 === 10 ? '#c98a2a' : '#1f8f76',
      matrix: facingPlayer(yaw - 4, WINDOW_RADIUS - 0.75, 0.82),
    });
  }
  // The radio's screen on its station's front; the chart lit on the chart table; the plot console's status strip.
  parts.push({ geometry: new PlaneGeometry(1.2, 0.45), color: '#b6452f', matrix: facingPlayer(118, 4.58, 0.85) });
  parts.push({ geometry: new PlaneGeometry(1.3, 0.6).rotateX(-Math.PI / 2), color: '#a89c74', matrix: facingPlayer(178, 4.8, 0.97) });
  parts.push({
    geometry: new PlaneGeometry(0.9, 0.1),
    color: '#c98a2a',
    matrix: facingPlayer(RADAR_PLOT.yaw, RADAR_PLOT.distance - 0.28, 0.62),
  });
  // Night lights in the deckhead: dim red, so eyes stay used to the dark.
  for (const yaw of [-140, -80, -20, 40, 100, 160])
    parts.push({
      geometry: new PlaneGeometry(0.9, 0.3).rotateX(Math.PI / 2),
      color: '#d0302a',
      matrix: facingPlayer(yaw, 3.4, DECKHEAD - 0.02),
    });
  return mergeFlat(parts);
}

/**
 * Below and ahead of the bridge: the frigate's foredeck, its gun and its raked bow, steel grey
 * under the moon, seen over the low forward sill.
 */
function foredeckGeometry() {
  const deckY = -3.5;
  const length = 64;
  const bow = new BoxGeometry(14, 6, length, 1, 1, 6);
  const position = bow.getAttribute('position');
  // Narrow the hull to a point towards the bow (-z), and rake the stem forward at the deck.
  for (let v = 0; v < position.count; v += 1) {
    const z = position.getZ(v);
    const narrowing = Math.min(1, Math.max(0.06, (z + length / 2) / 40));
    position.setX(v, position.getX(v) * narrowing);
    if (z < -length / 2 + 1 && position.getY(v) > 0) position.setZ(v, z - 4);
  }
  bow.computeVertexNormals();
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  return mergeFlat([
    { geometry: bow, color: (_x, y) => (y > deckY - 0.5 ? DECK_GREY : '#2c333b'), matrix: at(0, deckY - 3, -4 - length / 2) },
    // The superstructure under the bridge, its top just under the bridge's deck.
    { geometry: new BoxGeometry(12, 9, 8), color: '#2f363e', matrix: at(0, -4.6, -2) },
    { geometry: new CylinderGeometry(1.6, 2, 1.3, 10), color: '#59626c', matrix: at(0, deckY + 0.65, -30) },
    { geometry: new CylinderGeometry(0.14, 0.2, 4.2, 6).rotateX(Math.PI / 2), color: '#59626c', matrix: at(0, deckY + 0.9, -33) },
    { geometry: new BoxGeometry(0.25, 1, 0.25), color: '#59626c', matrix: at(-2.4, deckY + 0.5, -46) },
    { geometry: new BoxGeometry(0.25, 1, 0.25), color: '#59626c', matrix: at(2.4, deckY + 0.5, -46) },
    // Bridge wings, port and starboard, with their sidelights' housings.
    { geometry: new BoxGeometry(3.2, 0.3, 2), color: STEEL, matrix: at(-7.4, -0.15, -1) },
    { geometry: new BoxGeometry(3.2, 0.3, 2), color: STEEL, matrix: at(7.4, -0.15, -1) },
  ]);
}

/** A fishing boat in trouble: a small hull and a wheelhouse, dark against the sea. */
function boatGeometry() {
  return mergeFlat([
    { geometry: new BoxGeometry(2.2, 1.1, 6, 1, 1, 1), color: '#3a2e28' },
    { geometry: new BoxGeometry(1.6, 1.4, 1.8), color: '#8c8a80', matrix: new Matrix4().makeTranslation(0, 1.2, 0.8) },
    { geometry: new CylinderGeometry(0.05, 0.05, 3.4, 4), color: '#6d6a62', matrix: new Matrix4().makeTranslation(0, 2.6, -0.8) },
  ]);
}

/** A radar scope's scale rings and heading line (radius 1: each scope scales it). */
function radarRingsGeometry() {
  const parts: FlatPart[] = [1, 0.66, 0.33].map((scale) => ({ geometry: new RingGeometry(scale - 0.025, scale, 40), color: '#2aa57c' }));
  parts.push({ geometry: new PlaneGeometry(0.025, 1).translate(0, 0.5, 0), color: '#2aa57c' });
  return mergeFlat(parts);
}

/** Where a bearing falls on the radar: up is the bow (yaw 0), left is port (positive yaw). */
function blipAt(yawDeg: number, radius: number): [number, number] {
  const yaw = (yawDeg * Math.PI) / 180;
  return [-Math.sin(yaw) * radius, Math.cos(yaw) * radius];
}

/** A radar scope's shared geometry and materials (both scopes draw the same plot). */
interface RadarAssets {
  face: CircleGeometry;
  rings: ReturnType<typeof radarRingsGeometry>;
  sweep: CircleGeometry;
  blip: CircleGeometry;
  faceMaterial: MeshBasicMaterial;
  lineMaterial: MeshBasicMaterial;
  sweepMaterial: MeshBasicMaterial;
  blipMaterials: readonly MeshBasicMaterial[];
}

function radarAssets(): RadarAssets {
  return {
    face: new CircleGeometry(1, 40),
    rings: radarRingsGeometry(),
    sweep: new CircleGeometry(1, 20, 0, 0.7),
    blip: new CircleGeometry(0.11, 10),
    faceMaterial: foggedBasic({ color: '#04211a' }),
    lineMaterial: foggedBasic({ vertexColors: true }),
    sweepMaterial: foggedBasic({ color: '#3cf0a8', transparent: true, opacity: 0.28, blending: AdditiveBlending, depthWrite: false }),
    blipMaterials: SIGNAL_BEARINGS.map(() => foggedBasic({ color: '#ff4a3a', transparent: true })),
  };
}

/** One radar scope: its face, rings, sweep and a blip for each signal at its bearing (up is the bow). */
function RadarScope({
  assets,
  sweep,
  position,
  rotation,
  radius,
}: {
  assets: RadarAssets;
  sweep: { current: Mesh | null };
  position: readonly [number, number, number];
  rotation: readonly [number, number, number];
  radius: number;
}) {
  return (
    <group position={position} rotation={rotation} scale={radius}>
      <mesh geometry={assets.face} material={assets.faceMaterial} />
      <mesh geometry={assets.rings} material={assets.lineMaterial} position={[0, 0, 0.01]} />
      <mesh ref={sweep} geometry={assets.sweep} material={assets.sweepMaterial} position={[0, 0, 0.015]} />
      {SIGNAL_BEARINGS.map(({ yaw, distance }, index) => {
        const [x, y] = blipAt(yaw, Math.min(0.92, distance / 200));
        return <mesh key={yaw} geometry={assets.blip} material={assets.blipMaterials[index]} position={[x, y, 0.02]} />;
      })}
    </group>
  );
}

/** The two scopes: the repeater at the player's console and the operator's radar plot, the chapter's hero. */
function Radar({ runtime }: Pick<ChapterSceneProps, 'runtime'>) {
  const assets = useSceneAssets(radarAssets, []);
  const repeater = useRef<Mesh>(null);
  const plot = useRef<Mesh>(null);
  const plotYaw = (RADAR_PLOT.yaw * Math.PI) / 180;
  // Each frame: the sweeps go round; each signal's blip is red, bright while centred, green once locked (both scopes share the blips' materials).
  useFrame((state) => {
    const t = state.clock.elapsedTime;
    if (repeater.current) repeater.current.rotation.z = -t * 1.6;
    if (plot.current) plot.current.rotation.z = -t * 1.6;
    DISTRESS_TARGETS.forEach((target, index) => {
      const status = runtime.board.get(target.id);
      const material = assets.blipMaterials[index];
      if (!status || !material) return;
      material.color.set(status.done ? '#5dff9c' : status.aligned ? '#ffd34a' : '#ff4a3a');
      material.opacity = status.done ? 1 : 0.55 + 0.45 * Math.abs(Math.sin(t * 3 + index));
    });
  });
  return (
    <>
      <RadarScope assets={assets} sweep={repeater} position={REPEATER_AT} rotation={[-0.75, 0, 0]} radius={REPEATER_RADIUS} />
      <RadarScope
        assets={assets}
        sweep={plot}
        position={around(RADAR_PLOT.yaw, RADAR_PLOT.distance + 0.17, RADAR_PLOT.scopeHeight)}
        rotation={[0, plotYaw, 0]}
        radius={PLOT_RADIUS}
      />
    </>
  );
}

/** The searchlight's lamp on the bridge roof: each locked bearing gets a beam from here. */
const SEARCHLIGHT_AT = [0, 3.6, 0.5] as const;

/** One signal on the horizon: a boat with a strobe; once locked, a steady green light and the ship's searchlight on it. */
function Signal({ runtime, index, assets }: Pick<ChapterSceneProps, 'runtime'> & { index: number; assets: SignalAssets }) {
  const target = DISTRESS_TARGETS[index]!;
  const [x, , z] = target.position;
  const boatY = -BRIDGE_HEIGHT + 0.2;
  const strobe = useRef<Sprite>(null);
  const beam = useRef<Mesh>(null);
  useLayoutEffect(() => {
    beam.current?.lookAt(x, boatY + 1, z);
  }, [x, z, boatY]);
  useFrame((state) => {
    const status = runtime.board.get(target.id);
    if (!status || !strobe.current) return;
    const material = strobe.current.material;
    const t = state.clock.elapsedTime + index * 0.37;
    const flash = status.done ? 0.9 : (t % 1.3 < 0.35 ? 1 : 0.3) + (status.aligned ? 0.4 : 0);
    material.opacity = Math.min(1, flash);
    material.color.set(status.done ? '#6dff9e' : '#ff5a3c');
    strobe.current.scale.setScalar(status.done ? 12 : 9 + flash * 6);
    if (beam.current) beam.current.visible = status.done;
  });
  const length = Math.hypot(x - SEARCHLIGHT_AT[0], boatY + 1 - SEARCHLIGHT_AT[1], z - SEARCHLIGHT_AT[2]);
  return (
    <>
      <mesh geometry={assets.boat} material={assets.lit} position={[x, boatY, z]} rotation={[0, Math.atan2(-x, -z) + 0.6, 0]} />
      <sprite ref={strobe} position={[x, boatY + 3.4, z]} material={assets.strobeMaterials[index]} />
      <mesh
        ref={beam}
        geometry={assets.beam}
        material={assets.beamMaterial}
        position={SEARCHLIGHT_AT}
        scale={[1, 1, length]}
        visible={false}
      />
    </>
  );
}

interface SignalAssets {
  boat: ReturnType<typeof boatGeometry>;
  beam: ConeGeometry;
  lit: ReturnType<typeof foggedStandard>;
  strobeMaterials: readonly SpriteMaterial[];
  beamMaterial: MeshBasicMaterial;
}

/** The bridge team in dark blue work dress and ball caps at their stations: the communicator on the radio, the operator at the radar plot, the officer of the watch at the chart. */
const CREW = crewAtHotspots(DISTRESS_HOTSPOTS, {
  navalCommunicator: { outfit: 'naval-work-dress', pose: 'radio', work: 'radio', turn: 150 },
  // Seated at the radar plot, facing its scope (side-on to the player, who sees the plot past them).
  navalCombatInformationOperator: {
    outfit: 'naval-work-dress',
    pose: 'seated',
    work: 'console',
    turn: ((OPERATOR_HEADING - headingTo(OPERATOR, [0, 0, 0])) * 180) / Math.PI,
  },
  bridgeWatchkeeper: { outfit: 'naval-work-dress', pose: 'pointing', work: 'directing', turn: 200 },
});

/** /navy/distress: a frigate's bridge at night; three signals on the radar and on the horizon to lock. */
export default function DistressScene(props: ChapterSceneProps) {
  const { runtime } = props;
  const assets = useSceneAssets(() => {
    const glow = radialGlowTexture();
    return {
      glow,
      bridge: bridgeGeometry(),
      foredeck: foredeckGeometry(),
      boat: boatGeometry(),
      screens: screensGeometry(),
      // A unit-long cone from its tip along +z, stretched to each bearing's length and turned to it.
      beam: new ConeGeometry(2.2, 1, 10, 1, true).translate(0, -0.5, 0).rotateX(-Math.PI / 2),
      lit: foggedStandard(),
      screenMaterial: foggedBasic({ vertexColors: true }),
      portLight: lightGlowMaterial(glow, '#ff3b2f', 0.9),
      starboardLight: lightGlowMaterial(glow, '#3bff7a', 0.9),
      mastLight: lightGlowMaterial(glow, '#fff4dc', 0.8),
      moon: lightGlowMaterial(glow, '#e8efff', 0.95),
      strobes: SIGNAL_BEARINGS.map(() => lightGlowMaterial(glow, '#ff5a3c')),
      beamMaterial: foggedBasic({
        color: '#fff2c8',
        transparent: true,
        opacity: 0.09,
        blending: AdditiveBlending,
        depthWrite: false,
        side: DoubleSide,
      }),
    };
  }, []);
  const signalAssets: SignalAssets = {
    boat: assets.boat,
    beam: assets.beam,
    lit: assets.lit,
    strobeMaterials: assets.strobes,
    beamMaterial: assets.beamMaterial,
  };
  return (
    <>
      <SkyDome colors={SKY} />
      <StarField count={520} />
      <Atmosphere options={ATMOSPHERE} />
      <group position={[0, -BRIDGE_HEIGHT, 0]}>
        <WaterSurface options={SEA} />
      </group>
      <mesh geometry={assets.bridge} material={assets.lit} />
      <mesh geometry={assets.foredeck} material={assets.lit} />
      <mesh geometry={assets.screens} material={assets.screenMaterial} />
      <Radar runtime={runtime} />
      {/* The radar plot's green glow on its operator and console, and the deckhead's dim red night lighting. */}
      <pointLight
        position={around(RADAR_PLOT.yaw, RADAR_PLOT.distance - 0.6, 1.5)}
        color="#3cf0a8"
        intensity={7}
        distance={3.5}
        decay={2}
      />
      <pointLight position={[0, DECKHEAD - 0.4, 0]} color="#c0392b" intensity={30} distance={9} decay={2} />
      <Crew figures={CREW} found={props.found} />
      {/* Port (red, left) and starboard (green, right) sidelights on the bridge wings; the masthead light above. */}
      <sprite material={assets.portLight} position={[-8.9, 0.3, -1]} scale={0.9} />
      <sprite material={assets.starboardLight} position={[8.9, 0.3, -1]} scale={0.9} />
      <sprite material={assets.mastLight} position={[0, 9, 2]} scale={1.2} />
      {/* The moon, where the sky dome's glow is. */}
      <sprite material={assets.moon} position={[MOON_DIRECTION[0] * 260, MOON_DIRECTION[1] * 260, MOON_DIRECTION[2] * 260]} scale={26} />
      {SIGNAL_BEARINGS.map((bearing, index) => (
        <Signal key={bearing.yaw} runtime={runtime} index={index} assets={signalAssets} />
      ))}
    </>
  );
}
