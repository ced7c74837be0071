import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { BoxGeometry, CylinderGeometry, Matrix4, PlaneGeometry, RingGeometry, SphereGeometry, type Group, type Mesh, type Sprite } from 'three';
import type { ChapterSceneProps } from '@mission/shared/chapter-kit';
import {
  Atmosphere,
  easeTowards,
  foggedBasic,
  foggedStandard,
  mergeFlat,
  propPlacer,
  lightGlowMaterial,
  radialGlowTexture,
  SkyDome,
  useSceneAssets,
  WaterSurface,
  wobble,
  type AtmosphereOptions,
  type FlatPart,
  type SkyColors,
  type WaterOptions,
} from '@mission/shared/chapter-kit/scene';
import { CHOCKS, HELICOPTER_AT, MAIN_WHEEL_AT, RESPONSE_HOTSPOTS, RESPONSE_TARGETS } from './response-layout';

/** Dusk at sea: the sun going down astern (behind the player), steel-blue sky ahead, the deck lights coming on. */
const SKY: SkyColors = {
  top: '#1c2947',
  horizon: '#e08a5c',
  bottom: '#283142',
  sun: '#ffb47a',
  sunDirection: [-0.25, 0.05, 0.97],
  sunGlow: 0.9,
};
const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#7d6f78', near: 45, far: 320 },
  hemisphere: { sky: '#c7a6a6', ground: '#2a2f37', intensity: 2.1 },
  sun: { color: '#ffb27a', intensity: 1.7, position: [-30, 12, 110] },
};
const SEA: WaterOptions = {
  width: 640,
  depth: 640,
  segments: [56, 56],
  deep: '#14233a',
  shallow: '#3d5671',
  foam: '#e0c2ae',
  waveHeight: 0.55,
  flow: [0.3, -1.2],
  lightDirection: [-0.25, 0.25, 0.97],
};

/** The ship's deck is this far above the sea. */
const DECK_ABOVE_SEA = 6;
const DECK = { halfWidth: 8, front: -30, stern: 12 } as const;
const DECK_GREY = '#3c434b';
const HULL_GREY = '#4d555e';
const HELICOPTER_YELLOW = '#e3b726';
const HELICOPTER_RED = '#c8372d';

/** The flight deck, its markings, the netting along its edges, the hull below and the hangar with the ship beyond. */
function shipGeometry() {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const length = DECK.stern - DECK.front;
  const middle = (DECK.stern + DECK.front) / 2;
  const [hx, , hz] = HELICOPTER_AT;
  const parts: FlatPart[] = [
    { geometry: new BoxGeometry(DECK.halfWidth * 2, 0.3, length), color: DECK_GREY, matrix: at(0, -0.15, middle) },
    // The landing circle around the helicopter's spot, the centreline, the red-and-white stern edge.
    { geometry: new RingGeometry(5.6, 5.9, 40).rotateX(-Math.PI / 2), color: '#e2c23a', matrix: at(hx, 0.02, hz) },
    ...Array.from({ length: 7 }, (_, i) => ({ geometry: new PlaneGeometry(0.18, 1.4).rotateX(-Math.PI / 2), color: '#e8e6df', matrix: at(0, 0.02, hz + 6.5 + i * 2.2) })),
    ...Array.from({ length: 8 }, (_, i) => ({ geometry: new BoxGeometry(2, 0.32, 0.3), color: i % 2 ? '#e8e6df' : '#b8322a', matrix: at(-7 + i * 2, 0, DECK.stern - 0.15) })),
    // Safety nets, a little below the deck edge.
    { geometry: new BoxGeometry(1.2, 0.08, length), color: '#2a2e33', matrix: at(-DECK.halfWidth - 0.6, -0.4, middle) },
    { geometry: new BoxGeometry(1.2, 0.08, length), color: '#2a2e33', matrix: at(DECK.halfWidth + 0.6, -0.4, middle) },
    // The hull under the deck, down to the sea.
    { geometry: new BoxGeometry(DECK.halfWidth * 2 - 0.6, DECK_ABOVE_SEA + 2, length + 60), color: HULL_GREY, matrix: at(0, -DECK_ABOVE_SEA / 2 - 1.3, middle - 30) },
    // The hangar, its door open and lit; the funnel and the mast beyond.
    { geometry: new BoxGeometry(DECK.halfWidth * 2 - 1, 7, 12), color: '#59616b', matrix: at(0, 3.5, DECK.front - 6) },
    { geometry: new BoxGeometry(7, 9, 8), color: '#545c66', matrix: at(0, 8, DECK.front - 16) },
    { geometry: new CylinderGeometry(0.25, 0.4, 12, 6), color: '#4a5159', matrix: at(0, 18, DECK.front - 17) },
    { geometry: new BoxGeometry(3.2, 0.2, 0.2), color: '#4a5159', matrix: at(0, 21, DECK.front - 17) },
  ];
  return mergeFlat(parts);
}

/** The hangar's lit inside seen through its open door. */
function hangarLightGeometry() {
  return mergeFlat([{ geometry: new PlaneGeometry(10, 5.5), color: '#f4dcaa', matrix: new Matrix4().makeTranslation(0, 2.75, DECK.front + 0.02) }]);
}

/** The Cormorant, nose towards the player: search-and-rescue yellow with a red tail, three engines on top. */
function helicopterBodyGeometry() {
  const nose = new SphereGeometry(1.35, 8, 5, 0, Math.PI * 2, 0, Math.PI / 2).rotateX(Math.PI / 2).scale(1, 1, 0.9);
  const wheel = () => new CylinderGeometry(0.35, 0.35, 0.3, 8).rotateZ(Math.PI / 2);
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const mainWheelZ = MAIN_WHEEL_AT[2] - HELICOPTER_AT[2];
  return mergeFlat([
    { geometry: wobble(new BoxGeometry(2.7, 2.7, 9, 2, 2, 4), 0.04, 3), color: HELICOPTER_YELLOW, matrix: at(0, 2, 0) },
    { geometry: nose, color: HELICOPTER_YELLOW, matrix: at(0, 1.9, 4.5) },
    { geometry: new BoxGeometry(2.3, 0.8, 0.1), color: '#1b2630', matrix: at(0, 2.75, 5.2).multiply(new Matrix4().makeRotationX(-0.6)) },
    { geometry: new BoxGeometry(1.3, 1.1, 8).translate(0, 0, -4), color: HELICOPTER_RED, matrix: at(0, 2.6, -4.3).multiply(new Matrix4().makeRotationX(-0.06)) },
    { geometry: new BoxGeometry(0.25, 2.6, 1.8), color: HELICOPTER_RED, matrix: at(0, 3.6, -12.3) },
    { geometry: new BoxGeometry(2.4, 0.9, 4.5), color: '#d7d2c4', matrix: at(0, 3.8, -0.4) },
    { geometry: new CylinderGeometry(0.15, 0.15, 0.8, 6), color: '#444', matrix: at(0, 4.5, 0) },
    // A stripe and the open side door (the search-and-rescue technician's).
    { geometry: new BoxGeometry(2.75, 0.35, 9.05), color: HELICOPTER_RED, matrix: at(0, 1.2, 0) },
    { geometry: new PlaneGeometry(1.4, 1.8).rotateY(-Math.PI / 2), color: '#1b1f24', matrix: at(-1.37, 2, 1.5) },
    { geometry: wheel(), color: '#1d1d1d', matrix: at(0, 0.35, 4.2) },
    // Main wheels and their sponsons, port and starboard.
    ...[-1, 1].flatMap((side) => [
      { geometry: wheel(), color: '#1d1d1d', matrix: at(side * 1.7, 0.35, mainWheelZ) },
      { geometry: new BoxGeometry(0.9, 0.4, 2), color: '#b79d23', matrix: at(side * 1.55, 0.9, mainWheelZ) },
    ]),
  ]);
}

/** Five main blades and their hub; the tail rotor is its own small group. */
function rotorGeometry() {
  const parts: FlatPart[] = [];
  for (let i = 0; i < 5; i += 1) {
    parts.push({ geometry: new BoxGeometry(0.45, 0.06, 9.4).translate(0, 0, 4.7), color: '#2b2e33', matrix: new Matrix4().makeRotationY((i * Math.PI * 2) / 5) });
  }
  parts.push({ geometry: new CylinderGeometry(0.45, 0.45, 0.3, 8), color: '#3a3d42' });
  return mergeFlat(parts);
}

function tailRotorGeometry() {
  const parts: FlatPart[] = [];
  for (let i = 0; i < 4; i += 1) {
    parts.push({ geometry: new BoxGeometry(0.06, 1.6, 0.22).translate(0, 0.8, 0), color: '#2b2e33', matrix: new Matrix4().makeRotationX((i * Math.PI) / 2) });
  }
  return mergeFlat(parts);
}

/** A chock: a yellow wedge with a rope handle. */
function chockGeometry() {
  const wedge = new CylinderGeometry(0.3, 0.3, 0.6, 3).rotateZ(Math.PI / 2).rotateX(Math.PI / 6).scale(1, 0.8, 1);
  return mergeFlat([{ geometry: wedge, color: '#e8c22e' }]);
}

/** Deck crew, each in the colour of their job: a boatswain's blue, a technician's green, the SAR technician's orange. */
function crewGeometry() {
  const parts: FlatPart[] = [];
  const person = (at: readonly [number, number, number], vest: string, helmet: string) => {
    const place = propPlacer(at, 1.12);
    parts.push({ geometry: new CylinderGeometry(0.2, 0.16, 0.85, 6), color: '#2b3140', matrix: place(0, 0.43, 0) });
    parts.push({ geometry: new CylinderGeometry(0.25, 0.22, 0.75, 7), color: vest, matrix: place(0, 1.22, 0) });
    parts.push({ geometry: new SphereGeometry(0.17, 7, 5), color: '#b98b6c', matrix: place(0, 1.78, 0) });
    parts.push({ geometry: new SphereGeometry(0.21, 7, 4, 0, Math.PI * 2, 0, Math.PI / 2), color: helmet, matrix: place(0, 1.84, 0) });
  };
  person(RESPONSE_HOTSPOTS.boatswain, '#2f5fb3', '#2f5fb3');
  person(RESPONSE_HOTSPOTS.marineTechnician, '#3f8a4a', '#e6e6e0');
  person(RESPONSE_HOTSPOTS.searchAndRescueTechnician, '#e0662a', '#e8e4da');
  // The marine technician's deck console, the boatswain's coil of line.
  const console = propPlacer(RESPONSE_HOTSPOTS.marineTechnician, 1.3);
  parts.push({ geometry: new BoxGeometry(1, 1.1, 0.6), color: '#5b636d', matrix: console(0, 0.55, 0) });
  const coil = propPlacer(RESPONSE_HOTSPOTS.boatswain, 1.35);
  parts.push({ geometry: new CylinderGeometry(0.5, 0.5, 0.25, 10), color: '#c9b48a', matrix: coil(0, 0.12, 0) });
  return mergeFlat(parts);
}

const [CHOCKS_ID, SIGNAL_ID, CLEAR_DECK_ID] = RESPONSE_TARGETS.map((target) => target.id) as [string, string, string];

/** /navy/response: the flight deck at dusk, the Cormorant spinning up; three launch checks, then it lifts off. */
export default function ResponseScene({ runtime, doneTargets }: ChapterSceneProps) {
  const assets = useSceneAssets(() => {
    const glow = radialGlowTexture();
    return {
      glow,
      ship: shipGeometry(),
      hangarLight: hangarLightGeometry(),
      body: helicopterBodyGeometry(),
      rotor: rotorGeometry(),
      tailRotor: tailRotorGeometry(),
      chock: chockGeometry(),
      crew: crewGeometry(),
      rotorDisc: new CylinderGeometry(9.4, 9.4, 0.02, 28, 1, true),
      lit: foggedStandard(),
      unlit: foggedBasic({ vertexColors: true }),
      blur: foggedBasic({ color: '#30343a', transparent: true, opacity: 0.18, depthWrite: false }),
      launchLight: lightGlowMaterial(glow, '#ff4a3a'),
      sternLights: [0, 1, 2, 3, 4].map(() => lightGlowMaterial(glow, '#ffb347')),
      strobe: lightGlowMaterial(glow, '#ffffff'),
    };
  }, []);
  const helicopter = useRef<Group>(null);
  const rotor = useRef<Group>(null);
  const tail = useRef<Group>(null);
  const chocks = useRef<(Mesh | null)[]>([]);
  const launchLight = useRef<Sprite>(null);
  const sternLights = useRef<(Sprite | null)[]>([]);
  const strobe = useRef<Sprite>(null);
  const motion = useRef({ spin: 0.25, lift: 0, chockOut: [0, 0], angle: 0, tailAngle: 0 });
  const allDone = doneTargets.length === RESPONSE_TARGETS.length;

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const m = motion.current;
    const chockStatus = runtime.board.get(CHOCKS_ID);
    const signal = runtime.board.get(SIGNAL_ID);
    const deck = runtime.board.get(CLEAR_DECK_ID);
    // The rotor idles, spins up with the signal, and runs at full speed once the deck is clear.
    const spinTarget = allDone ? 3.4 : 0.5 + (signal?.done ? 1.6 : (signal?.progress ?? 0) * 1.4);
    m.spin = easeTowards(m.spin, spinTarget, delta, 1.5);
    m.angle += m.spin * delta * 6;
    m.tailAngle += m.spin * delta * 14;
    if (rotor.current) rotor.current.rotation.y = m.angle;
    if (tail.current) tail.current.rotation.x = m.tailAngle;
    // Each tap pulls one chock out from the wheel.
    for (let i = 0; i < CHOCKS; i += 1) {
      m.chockOut[i] = easeTowards(m.chockOut[i]!, (chockStatus?.tapsDone ?? 0) > i ? 1 : 0, delta, 5);
      const chock = chocks.current[i];
      if (chock) chock.position.set(MAIN_WHEEL_AT[0] + 0.1 + m.chockOut[i]! * 2.2, 0.2, MAIN_WHEEL_AT[2] + (i === 0 ? 0.55 : -0.55) + (i === 0 ? 1 : -1) * m.chockOut[i]! * 0.8);
    }
    // The launch light: red, amber while the signal is held, green once given.
    launchLight.current?.material.color.set(signal?.done ? '#4dff7a' : signal?.holding ? '#ffb02e' : '#ff4a3a');
    // Stern edge lights: amber, bright green once the deck is confirmed clear.
    const sternColour = deck?.done ? '#4dff7a' : deck?.aligned ? '#fff1a8' : '#ffb347';
    sternLights.current.forEach((light) => light?.material.color.set(sternColour));
    if (strobe.current) strobe.current.visible = Math.sin(t * 9) > 0.6;
    // Lift-off once every check is done: up, nose down a touch, away over the port bow.
    m.lift = allDone ? Math.min(1, m.lift + delta / 7) : 0;
    const heli = helicopter.current;
    if (heli) {
      const rise = Math.max(0, m.lift - 0.15) / 0.85;
      heli.position.set(HELICOPTER_AT[0] - rise * rise * 60, HELICOPTER_AT[1] + rise * 22, HELICOPTER_AT[2] - rise * rise * 40);
      heli.rotation.set(rise * 0.12, rise * 0.6, 0);
    }
  });

  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <group position={[0, -DECK_ABOVE_SEA, 0]}>
        <WaterSurface options={SEA} />
      </group>
      <mesh geometry={assets.ship} material={assets.lit} />
      <mesh geometry={assets.hangarLight} material={assets.unlit} />
      <mesh geometry={assets.crew} material={assets.lit} />
      {/* Built nose to +z: the nose faces the player, who stands astern of it. */}
      <group ref={helicopter} position={HELICOPTER_AT}>
        <mesh geometry={assets.body} material={assets.lit} />
        <group ref={rotor} position={[0, 4.95, 0]}>
          <mesh geometry={assets.rotor} material={assets.lit} />
        </group>
        <mesh geometry={assets.rotorDisc} material={assets.blur} position={[0, 4.95, 0]} />
        <group ref={tail} position={[0.2, 4, -12.6]}>
          <mesh geometry={assets.tailRotor} material={assets.lit} />
        </group>
        <sprite ref={strobe} material={assets.strobe} position={[0, 3.1, -8]} scale={1.2} />
      </group>
      {[0, 1].map((index) => (
        <mesh
          key={index}
          ref={(mesh) => {
            chocks.current[index] = mesh;
          }}
          geometry={assets.chock}
          material={assets.lit}
        />
      ))}
      <sprite ref={launchLight} material={assets.launchLight} position={[-5.5, 6.2, DECK.front + 0.1]} scale={1.6} />
      {assets.sternLights.map((light, index) => (
        <sprite
          key={index}
          ref={(sprite) => {
            sternLights.current[index] = sprite;
          }}
          material={light}
          position={[-6 + index * 3, 0.35, DECK.stern - 0.2]} scale={0.9} />
      ))}
    </>
  );
}
