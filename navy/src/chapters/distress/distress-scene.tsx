import { useLayoutEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { AdditiveBlending, BoxGeometry, CircleGeometry, ConeGeometry, CylinderGeometry, DoubleSide, Matrix4, PlaneGeometry, RingGeometry, SpriteMaterial, type Mesh, type MeshBasicMaterial, type Sprite } from 'three';
import type { ChapterSceneProps } from '@mission/shared/chapter-kit';
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
} from '@mission/shared/chapter-kit/scene';
import { BRIDGE_HEIGHT, DISTRESS_HOTSPOTS, DISTRESS_TARGETS, SIGNAL_BEARINGS } from './distress-layout';

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
/** The radar console straight ahead, its screen tilted up towards the player. */
const RADAR_AT = [0, 1.08, -1.45] as const;
const RADAR_RADIUS = 0.24;

/** The bridge: the deck, the window line with its pillars (open forward and to the sides), the back wall and the stations. */
function bridgeGeometry() {
  const parts: FlatPart[] = [{ geometry: new CircleGeometry(6.2, 24).rotateX(-Math.PI / 2), color: '#23282f' }];
  // Under the windows, a sill all round; a wall behind the player (yaw 130..230).
  for (let yaw = -180; yaw < 180; yaw += 15) {
    const back = Math.abs(yaw) > 125;
    parts.push({ geometry: new BoxGeometry(1.5, back ? 3.3 : 0.55, 0.2), color: back ? STEEL : STEEL_DARK, matrix: facingPlayer(yaw, WINDOW_RADIUS, back ? 1.65 : 0.27) });
    parts.push({ geometry: new BoxGeometry(1.5, 0.35, 0.5), color: STEEL, matrix: facingPlayer(yaw, WINDOW_RADIUS - 0.1, 3.3) });
    if (!back && yaw % 30 === 0) parts.push({ geometry: new BoxGeometry(0.12, 2.8, 0.12), color: STEEL_DARK, matrix: facingPlayer(yaw + 7.5, WINDOW_RADIUS, 1.9) });
  }
  // The console the player stands at, and the long console under the forward windows.
  parts.push({ geometry: new BoxGeometry(0.9, 1.0, 0.6), color: STEEL, matrix: facingPlayer(0, 1.6, 0.5) });
  for (let yaw = -50; yaw <= 50; yaw += 20) parts.push({ geometry: new BoxGeometry(1.9, 0.75, 0.8).translate(0, 0, 0.4), color: '#46505b', matrix: facingPlayer(yaw, WINDOW_RADIUS - 0.2, 0.38) });
  // The stations: radio (communicator), radar plot (combat information operator), chart table (watchkeeper); their crew are kit figures (CREW).
  const stations: [keyof typeof DISTRESS_HOTSPOTS, number][] = [
    ['navalCommunicator', 118],
    ['navalCombatInformationOperator', -112],
    ['bridgeWatchkeeper', 178],
  ];
  for (const [trade, yaw] of stations) {
    const distance = Math.hypot(DISTRESS_HOTSPOTS[trade][0], DISTRESS_HOTSPOTS[trade][2]);
    parts.push({ geometry: new BoxGeometry(1.6, trade === 'bridgeWatchkeeper' ? 0.95 : 1.2, 0.8), color: STEEL, matrix: facingPlayer(yaw, distance + 0.8, trade === 'bridgeWatchkeeper' ? 0.48 : 0.6) });
  }
  // A helm chair and a binocular stand to the left of the console.
  parts.push({ geometry: new CylinderGeometry(0.06, 0.06, 0.9, 5).translate(0, 0.45, 0), color: STEEL_DARK, matrix: facingPlayer(-38, 2.2, 0) });
  parts.push({ geometry: new BoxGeometry(0.6, 0.5, 0.6).translate(0, 1.05, 0), color: '#181c22', matrix: facingPlayer(-38, 2.2, 0) });
  return mergeFlat(parts);
}

/** The stations' screens and the forward console's displays: dim teal and amber, the only light on a darkened bridge. */
function screensGeometry() {
  const parts: FlatPart[] = [];
  for (let yaw = -50; yaw <= 50; yaw += 20) {
    parts.push({ geometry: new PlaneGeometry(0.6, 0.22).rotateX(-1.1), color: yaw % 40 === 10 ? '#c98a2a' : '#1f8f76', matrix: facingPlayer(yaw - 4, WINDOW_RADIUS - 0.75, 0.77) });
  }
  // The radio's and the radar plot's screens on their stations' fronts; the chart lit on the chart table.
  parts.push({ geometry: new PlaneGeometry(1.2, 0.45), color: '#b6452f', matrix: facingPlayer(118, 4.58, 0.85) });
  parts.push({ geometry: new PlaneGeometry(1.2, 0.45), color: '#1f8f76', matrix: facingPlayer(-112, 4.78, 0.85) });
  parts.push({ geometry: new PlaneGeometry(1.3, 0.6).rotateX(-Math.PI / 2), color: '#a89c74', matrix: facingPlayer(178, 4.8, 0.97) });
  return mergeFlat(parts);
}

/** Below and ahead of the bridge: the frigate's foredeck, its gun and its bow, steel grey under the moon. */
function foredeckGeometry() {
  const deckY = -5;
  const bow = new BoxGeometry(14, 6, 46, 1, 1, 4);
  const position = bow.getAttribute('position');
  // Narrow the hull to a point towards the bow (-z).
  for (let v = 0; v < position.count; v += 1) {
    const z = position.getZ(v);
    const narrowing = Math.min(1, Math.max(0.08, (z + 23) / 30));
    position.setX(v, position.getX(v) * narrowing);
  }
  bow.computeVertexNormals();
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  return mergeFlat([
    { geometry: bow, color: (_x, y) => (y > deckY - 0.5 ? DECK_GREY : '#2c333b'), matrix: at(0, deckY - 3, -27) },
    { geometry: new BoxGeometry(12, 9, 8), color: '#2f363e', matrix: at(0, deckY - 4.5 + 4.5, -2) },
    { geometry: new CylinderGeometry(1.6, 2, 1.3, 10), color: '#59626c', matrix: at(0, deckY + 0.65, -18) },
    { geometry: new CylinderGeometry(0.14, 0.2, 4.2, 6).rotateX(Math.PI / 2), color: '#59626c', matrix: at(0, deckY + 0.9, -21) },
    { geometry: new BoxGeometry(0.25, 1, 0.25), color: '#59626c', matrix: at(-2.4, deckY + 0.5, -30) },
    { geometry: new BoxGeometry(0.25, 1, 0.25), color: '#59626c', matrix: at(2.4, deckY + 0.5, -30) },
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

/** The radar's scale rings and heading line, drawn once. */
function radarRingsGeometry() {
  const parts: FlatPart[] = [1, 0.66, 0.33].map((scale) => ({ geometry: new RingGeometry(RADAR_RADIUS * scale - 0.006, RADAR_RADIUS * scale, 40), color: '#2aa57c' }));
  parts.push({ geometry: new PlaneGeometry(0.006, RADAR_RADIUS).translate(0, RADAR_RADIUS / 2, 0), color: '#2aa57c' });
  return mergeFlat(parts);
}

/** Where a bearing falls on the radar: up is the bow (yaw 0), left is port (positive yaw). */
function blipAt(yawDeg: number, radius: number): [number, number] {
  const yaw = (yawDeg * Math.PI) / 180;
  return [-Math.sin(yaw) * radius, Math.cos(yaw) * radius];
}

/** The radar console: a sweep going round, a blip for each signal (red, green once locked, bright while centred). */
function Radar({ runtime }: Pick<ChapterSceneProps, 'runtime'>) {
  const sweep = useRef<Mesh>(null);
  const blips = useRef<(Mesh | null)[]>([]);
  const assets = useSceneAssets(
    () => ({
      face: new CircleGeometry(RADAR_RADIUS, 40),
      rings: radarRingsGeometry(),
      sweep: new CircleGeometry(RADAR_RADIUS, 20, 0, 0.7),
      blip: new CircleGeometry(0.028, 10),
      faceMaterial: foggedBasic({ color: '#04211a' }),
      lineMaterial: foggedBasic({ vertexColors: true }),
      sweepMaterial: foggedBasic({ color: '#3cf0a8', transparent: true, opacity: 0.28, blending: AdditiveBlending, depthWrite: false }),
      blipMaterials: SIGNAL_BEARINGS.map(() => foggedBasic({ color: '#ff4a3a', transparent: true })),
    }),
    [],
  );
  useFrame((state) => {
    const t = state.clock.elapsedTime;
    if (sweep.current) sweep.current.rotation.z = -t * 1.6;
    DISTRESS_TARGETS.forEach((target, index) => {
      const status = runtime.board.get(target.id);
      const mesh = blips.current[index];
      if (!status || !mesh) return;
      const material = mesh.material as MeshBasicMaterial;
      material.color.set(status.done ? '#5dff9c' : status.aligned ? '#ffd34a' : '#ff4a3a');
      material.opacity = status.done ? 1 : 0.55 + 0.45 * Math.abs(Math.sin(t * 3 + index));
      mesh.scale.setScalar(status.aligned ? 1.6 : 1);
    });
  });
  return (
    <group position={RADAR_AT} rotation={[-0.75, 0, 0]}>
      <mesh geometry={assets.face} material={assets.faceMaterial} />
      <mesh geometry={assets.rings} material={assets.lineMaterial} position={[0, 0, 0.002]} />
      <mesh ref={sweep} geometry={assets.sweep} material={assets.sweepMaterial} position={[0, 0, 0.003]} />
      {SIGNAL_BEARINGS.map(({ yaw, distance }, index) => {
        const [x, y] = blipAt(yaw, RADAR_RADIUS * Math.min(0.92, distance / 200));
        return (
          <mesh
            key={yaw}
            ref={(mesh) => {
              blips.current[index] = mesh;
            }}
            geometry={assets.blip}
            material={assets.blipMaterials[index]}
            position={[x, y, 0.004]}
          />
        );
      })}
    </group>
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
      <mesh ref={beam} geometry={assets.beam} material={assets.beamMaterial} position={SEARCHLIGHT_AT} scale={[1, 1, length]} visible={false} />
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
  navalCommunicator: { outfit: 'navy-work-dress', pose: 'radio', turn: 150 },
  navalCombatInformationOperator: { outfit: 'navy-work-dress', pose: 'pointing', turn: 170 },
  bridgeWatchkeeper: { outfit: 'navy-work-dress', pose: 'idle', turn: 200 },
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
      beamMaterial: foggedBasic({ color: '#fff2c8', transparent: true, opacity: 0.09, blending: AdditiveBlending, depthWrite: false, side: DoubleSide }),
    };
  }, []);
  const signalAssets: SignalAssets = { boat: assets.boat, beam: assets.beam, lit: assets.lit, strobeMaterials: assets.strobes, beamMaterial: assets.beamMaterial };
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
