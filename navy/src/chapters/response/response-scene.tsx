import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  BoxGeometry,
  ConeGeometry,
  CylinderGeometry,
  Matrix4,
  SphereGeometry,
  PlaneGeometry,
  RingGeometry,
  Vector3,
  type Group,
  type Mesh,
  type Sprite,
} from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import {
  Atmosphere,
  easeTowards,
  foggedBasic,
  foggedStandard,
  Crew,
  crewAtHotspots,
  mergeFlat,
  propPlacer,
  lightGlowMaterial,
  radialGlowTexture,
  RotorWash,
  SkyDome,
  useSceneAssets,
  Wake,
  WaterSurface,
  type AtmosphereOptions,
  type FlatPart,
  type RotorWashOptions,
  type SkyColors,
  type WakeOptions,
  type WaterOptions,
} from '@mission/chapter-kit/scene';
import { HELICOPTER_AT, HELICOPTER_YAW, LASHINGS, MAIN_WHEEL, RESPONSE_HOTSPOTS, RESPONSE_TARGETS, ROTOR_RADIUS } from './response-layout';

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
/** The Cyclone's downwash on the wet deck (kit effect): wisps at idle, a ring of spray at full power. */
const WASH: RotorWashOptions = {
  at: [HELICOPTER_AT[0], 0.05, HELICOPTER_AT[2]],
  rotorRadius: ROTOR_RADIUS,
  color: '#d3dade',
  opacity: 0.3,
};
/** The frigate under way into the wind for flight operations: its wake astern, riding the swell. */
const WAKE: WakeOptions = {
  length: 160,
  width: 13,
  spread: 55,
  speed: 6,
  color: '#e4e9ec',
  opacity: 0.7,
  swell: { waveHeight: SEA.waveHeight, flow: SEA.flow },
};
/** The rotor's speed at full power: the wash is as strong as the rotor is fast. */
const FULL_SPIN = 3.4;
const DECK_GREY = '#3c434b';
const HULL_GREY = '#4d555e';
/** The CH-148 Cyclone's maritime grey, a shade darker for its fairings, and its glazing. */
const CYCLONE_GREY = '#7c858d';
const CYCLONE_DARK = '#5c646b';
const GLAZING = '#141c24';
/** Where the main rotor turns (its hub's height above the deck). */
const ROTOR_HUB_Y = 4.55;

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
    ...Array.from({ length: 7 }, (_, i) => ({
      geometry: new PlaneGeometry(0.18, 1.4).rotateX(-Math.PI / 2),
      color: '#e8e6df',
      matrix: at(0, 0.02, hz + 6.5 + i * 2.2),
    })),
    ...Array.from({ length: 8 }, (_, i) => ({
      geometry: new BoxGeometry(2, 0.32, 0.3),
      color: i % 2 ? '#e8e6df' : '#b8322a',
      matrix: at(-7 + i * 2, 0, DECK.stern - 0.15),
    })),
    // Safety nets, a little below the deck edge.
    { geometry: new BoxGeometry(1.2, 0.08, length), color: '#2a2e33', matrix: at(-DECK.halfWidth - 0.6, -0.4, middle) },
    { geometry: new BoxGeometry(1.2, 0.08, length), color: '#2a2e33', matrix: at(DECK.halfWidth + 0.6, -0.4, middle) },
    // The hull under the deck, down to the sea.
    {
      geometry: new BoxGeometry(DECK.halfWidth * 2 - 0.6, DECK_ABOVE_SEA + 2, length + 60),
      color: HULL_GREY,
      matrix: at(0, -DECK_ABOVE_SEA / 2 - 1.3, middle - 30),
    },
    // The hangar, its door open and lit; the funnel and the mast beyond.
    { geometry: new BoxGeometry(DECK.halfWidth * 2 - 1, 7, 12), color: '#59616b', matrix: at(0, 3.5, DECK.front - 6) },
    { geometry: new BoxGeometry(7, 9, 8), color: '#545c66', matrix: at(0, 8, DECK.front - 16) },
    { geometry: new CylinderGeometry(0.25, 0.4, 12, 6), color: '#4a5159', matrix: at(0, 18, DECK.front - 17) },
    { geometry: new BoxGeometry(3.2, 0.2, 0.2), color: '#4a5159', matrix: at(0, 21, DECK.front - 17) },
    ...hangarDoorParts(),
  ];
  return mergeFlat(parts);
}

/**
 * The hangar's lit inside seen through its open door, and the lights that read as a frigate's
 * flight deck at dusk: the horizon reference bar across the hangar's face (the pilot's
 * horizon when the ship rolls) and the amber deck-edge lights along both sides.
 */
function hangarLightGeometry() {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const parts: FlatPart[] = [
    { geometry: new PlaneGeometry(10, 5.5), color: '#f4dcaa', matrix: at(0, 2.75, DECK.front + 0.02) },
    { geometry: new BoxGeometry(9, 0.14, 0.1), color: '#6dff9e', matrix: at(0, 6.4, DECK.front + 0.05) },
  ];
  for (let z = DECK.front + 3; z < DECK.stern; z += 5) {
    for (const side of [-1, 1])
      parts.push({ geometry: new BoxGeometry(0.25, 0.12, 0.25), color: '#ffb347', matrix: at(side * (DECK.halfWidth - 0.2), 0.06, z) });
  }
  return mergeFlat(parts);
}

/** The hangar door's frame, its roller door rolled up under the lintel, and the rails it runs in. */
function hangarDoorParts(): FlatPart[] {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  return [
    { geometry: new BoxGeometry(11, 0.6, 0.4), color: '#3d444c', matrix: at(0, 5.8, DECK.front + 0.1) },
    { geometry: new BoxGeometry(0.5, 5.5, 0.4), color: '#3d444c', matrix: at(-5.25, 2.75, DECK.front + 0.1) },
    { geometry: new BoxGeometry(0.5, 5.5, 0.4), color: '#3d444c', matrix: at(5.25, 2.75, DECK.front + 0.1) },
    { geometry: new BoxGeometry(10, 0.5, 0.3), color: '#6b737c', matrix: at(0, 5.35, DECK.front + 0.2) },
  ];
}

/**
 * A low-poly octagonal section along z (the Cyclone's fuselage is boxy with cut corners): `front`
 * is the radius at +z, `back` at -z; flat faces on the top, the bottom and the sides.
 */
function section(back: number, front: number, length: number) {
  return new CylinderGeometry(front, back, length, 8).rotateX(Math.PI / 2).rotateZ(Math.PI / 8);
}

/** The nose's top and chin slope down to its tip by this much (metres); the tip's radius. */
const NOSE_DROOP = 0.6;
const NOSE_TIP = 0.62;

/** Lowers a part along z, nothing at its back (-z) and `drop` at its front (+z): the nose's droop. */
function droop<G extends CylinderGeometry>(geometry: G, drop: number, length: number): G {
  const position = geometry.getAttribute('position');
  for (let v = 0; v < position.count; v += 1) position.setY(v, position.getY(v) - ((position.getZ(v) + length / 2) / length) * drop);
  geometry.computeVertexNormals();
  return geometry;
}

/**
 * The windscreen: three dark panes lying on the nose's top face and its two upper corner faces
 * (the nose runs from z 3.5 to 5.7 at y 2.0, radius 1.35 to NOSE_TIP, y scaled by 0.95).
 */
function windscreen(): FlatPart[] {
  const z = 4.15;
  const along = (z - 3.5) / 2.2;
  const centreY = 2.0 - along * NOSE_DROOP;
  const apothem = (1.35 + (NOSE_TIP - 1.35) * along) * Math.cos(Math.PI / 8) + 0.03;
  const slope = Math.atan2(NOSE_DROOP + (1.35 - NOSE_TIP) * Math.cos(Math.PI / 8) * 0.95, 2.2);
  return [-Math.PI / 4, 0, Math.PI / 4].map((angle) => ({
    geometry: new BoxGeometry(0.8, 0.05, 1.35),
    color: GLAZING,
    matrix: new Matrix4()
      .makeTranslation(Math.sin(angle) * apothem, centreY + Math.cos(angle) * apothem * 0.95, z)
      .multiply(new Matrix4().makeRotationX(slope))
      .multiply(new Matrix4().makeRotationZ(-angle)),
  }));
}

/**
 * The ship's CH-148 Cyclone, nose towards the stern, in its maritime grey, built for its
 * outline (docs/decisions.md "Light and image"; the aircraft per docs/fact-sources/navy.md):
 * a long boxy cabin with a short drooping nose and dark cockpit glazing, a sensor turret
 * under the chin, the twin engines' cowlings and the gearbox fairing on the roof, long
 * sponsons low on each side over the main gear, the underside sweeping up aft into a slim
 * tail boom with its fold hinge, and a tall swept pylon with the tail rotor on its left and
 * the high stabiliser on its right.
 */
function helicopterBodyGeometry() {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const wheel = (radius: number) => new CylinderGeometry(radius, radius, 0.28, 8).rotateZ(Math.PI / 2);
  const [gearX, , mainGear] = MAIN_WHEEL;
  const parts: FlatPart[] = [
    // Cabin, nose and the chin under it, with the sensor turret.
    { geometry: section(1.35, 1.35, 6.6), color: CYCLONE_GREY, matrix: at(0, 2.05, 0.2).scale(new Vector3(1, 0.95, 1)) },
    {
      geometry: droop(section(1.35, NOSE_TIP, 2.2), NOSE_DROOP, 2.2),
      color: CYCLONE_GREY,
      matrix: at(0, 2.0, 4.6).scale(new Vector3(1, 0.95, 1)),
    },
    { geometry: new BoxGeometry(1.2, 0.35, 1.2), color: CYCLONE_DARK, matrix: at(0, 0.82, 2.9) },
    { geometry: new SphereGeometry(0.3, 8, 6), color: '#2a2d31', matrix: at(0, 1.05, 5.0) },
    // Cockpit glazing: the windscreen wrapped over the drooping nose's top, a side window each side.
    ...windscreen(),
    ...[-1, 1].map((side) => ({ geometry: new BoxGeometry(0.06, 0.8, 1.25), color: GLAZING, matrix: at(side * 1.27, 2.45, 3.05) })),
    // Cabin windows along each side, the sliding door's outline on the right (-x) with the rescue hoist over it.
    ...[-1, 1].flatMap((side) =>
      [0.9, -0.6, -2.0].map((z) => ({ geometry: new BoxGeometry(0.06, 0.5, 0.55), color: GLAZING, matrix: at(side * 1.27, 2.45, z) })),
    ),
    { geometry: new BoxGeometry(0.05, 1.7, 1.7), color: CYCLONE_DARK, matrix: at(-1.265, 2.0, 1.9) },
    { geometry: new BoxGeometry(0.5, 0.3, 0.9), color: CYCLONE_DARK, matrix: at(-1.35, 3.2, 1.9) },
    // The aft fuselage, its underside sweeping up into the boom.
    {
      geometry: upsweep(section(0.75, 1.35, 2.8), 0.95, 2.8),
      color: CYCLONE_GREY,
      matrix: at(0, 2.05, -4.5).scale(new Vector3(1, 0.95, 1)),
    },
    // The gearbox fairing on the cabin roof, the two engines' cowlings either side of it, their exhausts, the rotor mast.
    { geometry: new BoxGeometry(1.3, 0.85, 3.6), color: CYCLONE_DARK, matrix: at(0, 3.6, 0.4) },
    ...[-1, 1].flatMap((side) => [
      { geometry: section(0.42, 0.48, 2.6), color: CYCLONE_GREY, matrix: at(side * 0.85, 3.45, -0.6) },
      { geometry: new CylinderGeometry(0.24, 0.3, 0.5, 6).rotateX(Math.PI / 2), color: '#2a2d31', matrix: at(side * 1.0, 3.5, -2.05) },
    ]),
    { geometry: new CylinderGeometry(0.22, 0.3, 0.7, 8), color: '#3a3d42', matrix: at(0, ROTOR_HUB_Y - 0.4, 0.3) },
    // Long sponsons low on each side over the main gear, a main wheel under each, twin nose wheels.
    ...[-1, 1].flatMap((side) => [
      { geometry: section(0.42, 0.42, 3.2).scale(1, 1.05, 1), color: CYCLONE_GREY, matrix: at(side * 1.55, 1.05, mainGear) },
      {
        geometry: new ConeGeometry(0.42, 0.9, 8).rotateX(Math.PI / 2).rotateZ(Math.PI / 8),
        color: CYCLONE_GREY,
        matrix: at(side * 1.55, 1.05, mainGear + 2.05),
      },
      { geometry: wheel(0.38), color: '#1d1d1d', matrix: at(side * gearX, 0.38, mainGear) },
      { geometry: wheel(0.26), color: '#1d1d1d', matrix: at(side * 0.22, 0.26, 3.9) },
    ]),
    { geometry: new BoxGeometry(0.12, 0.6, 0.12), color: '#3a3d42', matrix: at(0, 0.55, 3.9) },
    // The tail boom, its fold hinge (the pylon folds forward for the hangar), the tall swept pylon, the stabiliser high on its right (-x, the nose being +z).
    { geometry: section(0.4, 0.72, 5.2), color: CYCLONE_GREY, matrix: at(0, 3.0, -8.4).multiply(new Matrix4().makeRotationX(0.06)) },
    {
      geometry: new CylinderGeometry(0.5, 0.5, 0.12, 8).rotateX(Math.PI / 2).rotateZ(Math.PI / 8),
      color: '#30363c',
      matrix: at(0, 3.05, -8.2),
    },
    { geometry: sweptPylon(), color: CYCLONE_GREY, matrix: at(0, 3.0, -10.6) },
    { geometry: new BoxGeometry(2.1, 0.1, 0.7), color: CYCLONE_GREY, matrix: at(-1.1, 5.3, -11.55) },
    // A dark anti-glare panel ahead of the windscreen and a roundel on the boom, both sides.
    { geometry: new BoxGeometry(1.0, 0.06, 0.6), color: '#30363c', matrix: at(0, 2.62, 4.95).multiply(new Matrix4().makeRotationX(0.35)) },
    ...[-1, 1].map((side) => ({
      geometry: new CylinderGeometry(0.3, 0.3, 0.04, 10).rotateZ(Math.PI / 2),
      color: '#b8322a',
      matrix: at(side * 0.62, 3.05, -7.2),
    })),
  ];
  return mergeFlat(parts);
}

/** Raises a part's back (-z) by `rise`, nothing at its front (+z): the aft fuselage sweeping up into the boom. */
function upsweep<G extends CylinderGeometry>(geometry: G, rise: number, length: number): G {
  const position = geometry.getAttribute('position');
  for (let v = 0; v < position.count; v += 1) {
    const back = (length / 2 - position.getZ(v)) / length;
    // The underside rises the most; the roof line stays nearly level.
    position.setY(v, position.getY(v) + back * rise * (position.getY(v) < 0 ? 1 : 0.35));
  }
  geometry.computeVertexNormals();
  return geometry;
}

/** The tail pylon: a thin fin leaning aft from the boom's end, broad at its root, narrow at its tip. */
function sweptPylon() {
  const fin = new BoxGeometry(0.26, 2.8, 1.6, 1, 1, 1).translate(0, 1.4, 0);
  const position = fin.getAttribute('position');
  for (let v = 0; v < position.count; v += 1) {
    const up = position.getY(v) / 2.8;
    // Leans aft with height and narrows to 60 % at the tip.
    position.setZ(v, position.getZ(v) * (1 - 0.4 * up) - up * 1.3);
  }
  fin.computeVertexNormals();
  return fin;
}

/** How far the main blades' tips droop at rest (metres); they straighten as the rotor spins up. */
const BLADE_DROOP = 0.55;

/** Four main blades with swept tips, drooping towards the tips as at rest, and their hub; the tail rotor is its own small group. */
function rotorGeometry() {
  const parts: FlatPart[] = [];
  for (let i = 0; i < 4; i += 1) {
    const blade = new BoxGeometry(0.52, 0.06, ROTOR_RADIUS, 1, 1, 6).translate(0, 0, ROTOR_RADIUS / 2);
    const position = blade.getAttribute('position');
    for (let v = 0; v < position.count; v += 1) {
      const r = position.getZ(v) / ROTOR_RADIUS;
      position.setY(v, position.getY(v) - BLADE_DROOP * r * r);
      // The swept tip: the last metre trails back.
      if (r > 0.9) position.setX(v, position.getX(v) - (r - 0.9) * 3);
    }
    blade.computeVertexNormals();
    parts.push({ geometry: blade, color: '#2b2e33', matrix: new Matrix4().makeRotationY((i * Math.PI) / 2) });
  }
  parts.push({ geometry: new CylinderGeometry(0.5, 0.5, 0.3, 8), color: '#3a3d42' });
  return mergeFlat(parts);
}

/** Four tail-rotor blades turning on a lateral shaft. */
function tailRotorGeometry() {
  const parts: FlatPart[] = [];
  for (let i = 0; i < 4; i += 1) {
    parts.push({
      geometry: new BoxGeometry(0.06, 1.45, 0.22).translate(0, 0.72, 0),
      color: '#2b2e33',
      matrix: new Matrix4().makeRotationX((i * Math.PI) / 2),
    });
  }
  return mergeFlat(parts);
}

/** A tie-down lashing: a yellow strap standing on its deck end (local +y runs up the strap), with its deck ring. */
const LASHING_LENGTH = 1.45;
function lashingGeometry() {
  return mergeFlat([
    { geometry: new BoxGeometry(0.08, LASHING_LENGTH, 0.05).translate(0, LASHING_LENGTH / 2, 0), color: '#e8c22e' },
    { geometry: new BoxGeometry(0.16, 0.22, 0.1).translate(0, LASHING_LENGTH * 0.45, 0), color: '#2b2e33' },
  ]);
}

/**
 * Navy deck crew (kit figures): the boatswain in a yellow flight-deck vest giving the launch
 * signal, the marine technician of the crash-rescue team in a silver fire suit and red
 * helmet, the medical technician standing by with the medical kit.
 */
const CREW = crewAtHotspots(RESPONSE_HOTSPOTS, {
  boatswain: { outfit: 'flight-deck-crew', pose: 'signalling', work: 'marshal', accent: '#d9c23a', turn: -120 },
  marineTechnician: { outfit: 'crash-rescue', pose: 'bracing', work: 'hose', turn: 120 },
  medicalTechnician: { outfit: 'shipboard-medic', pose: 'carrying', turn: 200 },
});

/** The deck crew's gear. */
function crewGearGeometry() {
  const parts: FlatPart[] = [];
  // The crash-rescue team's hose reel and extinguisher, the boatswain's coil of line, the medical kit.
  const fireTeam = propPlacer(RESPONSE_HOTSPOTS.marineTechnician, 1.3);
  parts.push({ geometry: new CylinderGeometry(0.55, 0.55, 0.3, 12).rotateX(Math.PI / 2), color: '#b8322a', matrix: fireTeam(0, 0.7, 0) });
  parts.push({ geometry: new BoxGeometry(0.2, 1.25, 0.6), color: '#5b636d', matrix: fireTeam(0, 0.62, 0) });
  parts.push({ geometry: new CylinderGeometry(0.18, 0.18, 0.8, 8), color: '#c8372d', matrix: fireTeam(0.8, 0.4, 0.3) });
  const coil = propPlacer(RESPONSE_HOTSPOTS.boatswain, 1.35);
  parts.push({ geometry: new CylinderGeometry(0.5, 0.5, 0.25, 10), color: '#c9b48a', matrix: coil(0, 0.12, 0) });
  const kit = propPlacer(RESPONSE_HOTSPOTS.medicalTechnician, 1.08);
  parts.push({ geometry: new BoxGeometry(0.55, 0.35, 0.3), color: '#2f7d4a', matrix: kit(0.45, 0.18, 0) });
  return mergeFlat(parts);
}

const [CLEAR_DECK_ID, LASHINGS_ID, SIGNAL_ID] = RESPONSE_TARGETS.map((target) => target.id) as [string, string, string];

/** Each lashing runs from a deck ring outboard of the starboard main wheel up to the gear, one ahead of the wheel, one behind. */
const LASHING_RUN = { out: 1.2, up: 0.85 } as const;
const LASHING_Z = [0.45, -0.45] as const;
/** Standing: leaning in from its ring to the gear; taken off: laid flat on the deck, outboard. */
const LASHING_ON = Math.atan2(LASHING_RUN.out, LASHING_RUN.up);
const LASHING_OFF = -Math.PI / 2;

/** /navy/response: a frigate's flight deck at dusk, the ship's CH-148 Cyclone spinning up; three launch checks, then it lifts off. */
export default function ResponseScene({ runtime, doneTargets, found }: ChapterSceneProps) {
  const assets = useSceneAssets(() => {
    const glow = radialGlowTexture();
    return {
      glow,
      ship: shipGeometry(),
      hangarLight: hangarLightGeometry(),
      body: helicopterBodyGeometry(),
      rotor: rotorGeometry(),
      tailRotor: tailRotorGeometry(),
      lashing: lashingGeometry(),
      crewGear: crewGearGeometry(),
      rotorDisc: new CylinderGeometry(ROTOR_RADIUS, ROTOR_RADIUS, 0.02, 28, 1, true),
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
  const lashings = useRef<(Mesh | null)[]>([]);
  const launchLight = useRef<Sprite>(null);
  const sternLights = useRef<(Sprite | null)[]>([]);
  const strobe = useRef<Sprite>(null);
  const motion = useRef({ spin: 0.25, lift: 0, lashingOff: [0, 0], angle: 0, tailAngle: 0, wash: 0 });
  const allDone = doneTargets.length === RESPONSE_TARGETS.length;

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const m = motion.current;
    const lashingStatus = runtime.board.get(LASHINGS_ID);
    const signal = runtime.board.get(SIGNAL_ID);
    const deck = runtime.board.get(CLEAR_DECK_ID);
    // The rotor idles while the deck is made ready, spins up with the signal, and runs at full speed for lift-off.
    const spinTarget = allDone ? FULL_SPIN : 0.5 + (signal?.progress ?? 0) * 1.4;
    m.spin = easeTowards(m.spin, spinTarget, delta, 1.5);
    m.angle += m.spin * delta * 6;
    m.tailAngle += m.spin * delta * 14;
    if (rotor.current) {
      rotor.current.rotation.y = m.angle;
      // The blades droop at rest and straighten as they speed up (so at idle no tip rises over the view's top).
      rotor.current.scale.y = 1 - 0.85 * Math.min(1, m.spin / FULL_SPIN);
    }
    if (tail.current) tail.current.rotation.x = m.tailAngle;
    // Each tap takes one lashing off the gear: it swings up off its ring and is laid flat, outboard.
    for (let i = 0; i < LASHINGS; i += 1) {
      m.lashingOff[i] = easeTowards(m.lashingOff[i]!, (lashingStatus?.tapsDone ?? 0) > i ? 1 : 0, delta, 4);
      const lashing = lashings.current[i];
      if (!lashing) continue;
      const off = m.lashingOff[i]!;
      lashing.position.set(MAIN_WHEEL[0] + LASHING_RUN.out + off * 0.5, 0.02, MAIN_WHEEL[2] + LASHING_Z[i]!);
      lashing.rotation.set(0, 0, LASHING_ON + (LASHING_OFF - LASHING_ON) * off);
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
      heli.rotation.set(rise * 0.12, HELICOPTER_YAW + rise * 0.6, 0);
    }
    // Downwash grows with the square of the rotor's speed (barely a stir at idle: at the linear
    // rate the idle wash hid the crew behind grey puffs, npm run shots), and weakens as the
    // helicopter climbs away from the deck.
    m.wash = (m.spin / FULL_SPIN) ** 2 * Math.max(0, 1 - Math.max(0, m.lift - 0.15) * 2.5);
  });

  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <group position={[0, -DECK_ABOVE_SEA, 0]}>
        <WaterSurface options={SEA} />
        <Wake options={WAKE} position={[0, 0, DECK.stern]} />
      </group>
      <RotorWash options={WASH} strength={() => motion.current.wash} />
      <mesh geometry={assets.ship} material={assets.lit} />
      <mesh geometry={assets.hangarLight} material={assets.unlit} />
      <mesh geometry={assets.crewGear} material={assets.lit} />
      <Crew figures={CREW} found={found} />
      {/* Built nose to +z, turned by HELICOPTER_YAW: the nose faces the player, who stands astern of it. */}
      <group ref={helicopter} position={HELICOPTER_AT} rotation={[0, HELICOPTER_YAW, 0]}>
        <mesh geometry={assets.body} material={assets.lit} />
        <group ref={rotor} position={[0, ROTOR_HUB_Y, 0.3]}>
          <mesh geometry={assets.rotor} material={assets.lit} />
        </group>
        <mesh geometry={assets.rotorDisc} material={assets.blur} position={[0, ROTOR_HUB_Y, 0.3]} />
        {/* The tail rotor on the fin's left (+x, the nose being +z). */}
        <group ref={tail} position={[0.3, 4.9, -11.5]}>
          <mesh geometry={assets.tailRotor} material={assets.lit} />
        </group>
        <sprite ref={strobe} material={assets.strobe} position={[0, 3.45, -4]} scale={1.2} />
      </group>
      {/* The lashings stay on the deck, where the helicopter stood: placed as on the helicopter, in a group turned as it is. */}
      <group position={HELICOPTER_AT} rotation={[0, HELICOPTER_YAW, 0]}>
        {[0, 1].map((index) => (
          <mesh
            key={index}
            ref={(mesh) => {
              lashings.current[index] = mesh;
            }}
            geometry={assets.lashing}
            material={assets.lit}
          />
        ))}
      </group>
      <sprite ref={launchLight} material={assets.launchLight} position={[-5.5, 6.2, DECK.front + 0.1]} scale={1.6} />
      {assets.sternLights.map((light, index) => (
        <sprite
          key={index}
          ref={(sprite) => {
            sternLights.current[index] = sprite;
          }}
          material={light}
          position={[-6 + index * 3, 0.35, DECK.stern - 0.2]}
          scale={0.9}
        />
      ))}
    </>
  );
}
