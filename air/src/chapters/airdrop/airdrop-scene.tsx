import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  BoxGeometry,
  Color,
  CylinderGeometry,
  DoubleSide,
  Matrix4,
  PlaneGeometry,
  Quaternion,
  RingGeometry,
  ShaderMaterial,
  SphereGeometry,
  Vector3,
  type Group,
  type Mesh,
  type MeshBasicMaterial,
  type Sprite,
} from 'three';
import type { ChapterSceneProps, GroundPoint } from '@mission/shared/chapter-kit';
import {
  Atmosphere,
  Crew,
  crewAtHotspots,
  easeTowards,
  foggedBasic,
  foggedStandard,
  lightGlowMaterial,
  mergeFlat,
  propPlacer,
  radialGlowTexture,
  SkyDome,
  useSceneAssets,
  type AtmosphereOptions,
  type FlatPart,
  type SkyColors,
} from '@mission/shared/chapter-kit/scene';
import {
  AIRDROP_HOTSPOTS,
  AIRDROP_TARGETS,
  GROUND_DEPTH,
  GROUND_SPEED,
  HOLD,
  MARKER_AT,
  READY_AT,
  RING_RADIUS,
  ringCentre,
  ringOffset,
  SWEEP_SPAN,
  WAITING_AT,
} from './airdrop-layout';

/** Arctic twilight behind the aircraft: a low pink sun over the ice, a deep blue sky above. */
const SKY: SkyColors = {
  top: '#233056',
  horizon: '#e8b9a6',
  bottom: '#d9dfe8',
  sun: '#ffcf9a',
  sunDirection: [0.25, 0.05, -0.97],
  sunGlow: 0.75,
};
const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#cfd0da', near: 60, far: 420 },
  // Inside, the hold's red and amber night lighting; through the ramp, cold light off the ice.
  hemisphere: { sky: '#ff9d72', ground: '#43201f', intensity: 1.7 },
  sun: { color: '#dfe8ff', intensity: 1.3, position: [8, 12, -60] },
};

const HULL = '#545a5e';
const HULL_DARK = '#3e4346';
const FRAME = '#6b7175';
const FLOOR = '#3a3c3e';
const SEAT_RED = '#a5342b';

/** The hold's arch: a flat floor, lower side walls, and an arch over the top centred this high. */
const ARCH = { centreY: 1.0, radius: 1.85, from: -14, to: 194, panels: 9 } as const;
const AFT_END = HOLD.rampHinge - 1.2;

/** The ramp's surface height at a point along the hold (0 on the floor, down to the lip). */
function rampY(z: number): number {
  if (z >= HOLD.rampHinge) return 0;
  const k = Math.min(1, (HOLD.rampHinge - z) / (HOLD.rampHinge - HOLD.rampEnd));
  return -k * HOLD.rampDrop;
}

/** Where the ramp's lip is, on the centreline. */
const LIP: GroundPoint = [-0.2, -HOLD.rampDrop, HOLD.rampEnd - 0.1];

/** A thin bar between two points (a strap, a line, a rib). */
function bar(from: Vector3, to: Vector3, thickness: number): { geometry: CylinderGeometry; matrix: Matrix4 } {
  const direction = to.clone().sub(from);
  const length = direction.length();
  const rotation = new Quaternion().setFromUnitVectors(new Vector3(0, 1, 0), direction.normalize());
  const middle = from.clone().add(to).multiplyScalar(0.5);
  return { geometry: new CylinderGeometry(thickness, thickness, length, 4), matrix: new Matrix4().compose(middle, rotation, new Vector3(1, 1, 1)) };
}

/** The crew in RCAF flight suits (kit figures): the loadmaster at the release controls by the ramp, the avionics technician on the intercom at the ladder, the aviation technician kneeling at the rollers' locks. */
const CREW = crewAtHotspots(AIRDROP_HOTSPOTS, {
  loadmaster: { outfit: 'rcaf-flight-suit', pose: 'pointing', turn: 160 },
  avionicsTechnician: { outfit: 'rcaf-flight-suit', pose: 'radio', turn: 180 },
  aviationTechnician: { outfit: 'rcaf-flight-suit', pose: 'kneeling', turn: 180 },
});

/** The Hercules's hold: floor and rollers, arched walls and frames, the red troop seats, the ramp, the tail above it. */
function holdGeometry() {
  const parts: FlatPart[] = [];
  const length = HOLD.forward - AFT_END;
  const middleZ = (HOLD.forward + AFT_END) / 2;
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  parts.push({ geometry: new BoxGeometry(HOLD.halfWidth * 2 + 0.3, 0.2, HOLD.forward - HOLD.rampHinge), color: FLOOR, matrix: at(0, -0.1, (HOLD.forward + HOLD.rampHinge) / 2) });
  // Two roller tracks down the hold and onto the ramp.
  for (const x of [-0.55, 0.55]) {
    for (let z = HOLD.rampEnd + 0.3; z < HOLD.forward - 0.4; z += 0.42) {
      parts.push({ geometry: new CylinderGeometry(0.05, 0.05, 0.34, 6).rotateZ(Math.PI / 2), color: '#8d9296', matrix: at(x, rampY(z) + 0.05, z) });
    }
    parts.push({ geometry: new BoxGeometry(0.06, 0.1, HOLD.forward - HOLD.rampHinge), color: '#2a2c2e', matrix: at(x - 0.2, 0.04, (HOLD.forward + HOLD.rampHinge) / 2) });
    parts.push({ geometry: new BoxGeometry(0.06, 0.1, HOLD.forward - HOLD.rampHinge), color: '#2a2c2e', matrix: at(x + 0.2, 0.04, (HOLD.forward + HOLD.rampHinge) / 2) });
  }
  // The lower walls, then the arch in flat panels, with a frame every metre.
  for (const side of [-1, 1]) parts.push({ geometry: new BoxGeometry(0.1, 0.6, length), color: HULL_DARK, matrix: at(side * (HOLD.halfWidth + 0.1), 0.3, middleZ) });
  const step = (ARCH.to - ARCH.from) / ARCH.panels;
  const chord = 2 * ARCH.radius * Math.sin(((step / 2) * Math.PI) / 180) + 0.04;
  for (let panel = 0; panel < ARCH.panels; panel += 1) {
    const angle = ((ARCH.from + step * (panel + 0.5)) * Math.PI) / 180;
    const x = Math.cos(angle) * ARCH.radius;
    const y = ARCH.centreY + Math.sin(angle) * ARCH.radius;
    const turn = new Matrix4().makeRotationZ(angle + Math.PI / 2);
    // The arch's top panels run on over the ramp as the underside of the tail.
    const overRamp = y > 2.2;
    const from = overRamp ? HOLD.rampEnd + 0.6 : AFT_END;
    parts.push({ geometry: new BoxGeometry(chord, 0.08, HOLD.forward - from), color: panel % 2 ? HULL : '#5c6266', matrix: at(x, y, (HOLD.forward + from) / 2).multiply(turn) });
    for (let z = AFT_END + 0.3; z < HOLD.forward; z += 1) {
      parts.push({ geometry: new BoxGeometry(chord, 0.14, 0.1), color: FRAME, matrix: at(x * 0.96, ARCH.centreY + (y - ARCH.centreY) * 0.96, z).multiply(turn) });
    }
  }
  // The raised upper cargo door, tucked under the tail.
  parts.push({ geometry: new BoxGeometry(2.6, 0.08, 2.2), color: '#4a5054', matrix: at(0, 2.55, HOLD.rampEnd + 1.7).multiply(new Matrix4().makeRotationX(-0.25)) });
  // Red troop seats down both sides: seat pans and webbing backs.
  for (const side of [-1, 1]) {
    for (let z = 1.2; z < HOLD.forward - 0.6; z += 0.55) {
      parts.push({ geometry: new BoxGeometry(0.42, 0.05, 0.48), color: SEAT_RED, matrix: at(side * (HOLD.halfWidth - 0.22), 0.45, z) });
      parts.push({ geometry: new BoxGeometry(0.04, 0.55, 0.48), color: z % 1.1 < 0.55 ? SEAT_RED : '#8e2b24', matrix: at(side * (HOLD.halfWidth - 0.02), 0.85, z) });
    }
    parts.push({ geometry: new BoxGeometry(0.04, 0.04, HOLD.forward - 1.2), color: '#c9c2b0', matrix: at(side * (HOLD.halfWidth - 0.42), 0.43, (HOLD.forward + 1.2) / 2) });
  }
  // The ramp: sloping down to its lip, yellow-and-black edges; its side rails.
  const rampLength = Math.hypot(HOLD.rampHinge - HOLD.rampEnd, HOLD.rampDrop);
  const slope = new Matrix4().makeRotationX(-Math.atan2(HOLD.rampDrop, HOLD.rampHinge - HOLD.rampEnd));
  const rampMiddle = at(0, -HOLD.rampDrop / 2 - 0.08, (HOLD.rampHinge + HOLD.rampEnd) / 2);
  parts.push({ geometry: new BoxGeometry(3.2, 0.16, rampLength), color: '#4d5256', matrix: rampMiddle.clone().multiply(slope) });
  for (let stripe = 0; stripe < 8; stripe += 1) {
    parts.push({ geometry: new BoxGeometry(0.4, 0.02, 0.18), color: stripe % 2 ? '#1d1d1d' : '#e2b424', matrix: at(-1.4 + stripe * 0.4, -HOLD.rampDrop + 0.01, HOLD.rampEnd + 0.12) });
  }
  for (const side of [-1, 1]) {
    parts.push({ geometry: new BoxGeometry(0.08, 0.08, rampLength), color: '#9aa0a4', matrix: at(side * 1.55, 0.55, 0).premultiply(rampMiddle).multiply(slope) });
  }
  // The release marker's two posts at the lip (the sight and its light are drawn glowing).
  for (const dx of [-0.32, 0.32]) {
    parts.push({ geometry: new BoxGeometry(0.05, MARKER_AT[1] + HOLD.rampDrop + 0.3, 0.05).translate(0, (MARKER_AT[1] + HOLD.rampDrop + 0.3) / 2, 0), color: '#2c2f31', matrix: at(MARKER_AT[0] + dx, -HOLD.rampDrop, MARKER_AT[2]) });
  }
  // The forward bulkhead with the crew door and the ladder up to the flight deck.
  parts.push({ geometry: new BoxGeometry(HOLD.halfWidth * 2 + 0.4, 3.2, 0.2), color: HULL_DARK, matrix: at(0, 1.4, HOLD.forward) });
  for (let rung = 0; rung < 5; rung += 1) parts.push({ geometry: new BoxGeometry(0.9, 0.06, 0.28), color: '#8d9296', matrix: at(-0.95, 0.35 + rung * 0.4, HOLD.forward - 0.4 - rung * 0.22) });
  // The avionics panel on the bulkhead, the loadmaster's release panel by the ramp.
  parts.push({ geometry: new BoxGeometry(0.9, 0.7, 0.1), color: '#2c3034', matrix: at(0.4, 1.5, HOLD.forward - 0.12) });
  parts.push({ geometry: new BoxGeometry(0.12, 0.6, 0.5), color: '#2c3034', matrix: at(-HOLD.halfWidth + 0.05, 1.35, -2.2) });
  // Cargo straps hooked to the floor, and a toolbox for the technician.
  for (const z of [0.8, 4.4]) {
    parts.push({ ...bar(new Vector3(-1.2, 0.02, z), new Vector3(-0.55, 0.9, z + 0.2), 0.02), color: '#d4a22a' });
  }
  const tech = propPlacer(AIRDROP_HOTSPOTS.aviationTechnician, 1.1);
  parts.push({ geometry: new BoxGeometry(0.45, 0.25, 0.25), color: '#b3302a', matrix: tech(-0.1, 0.12, -0.5) });
  return mergeFlat(parts);
}

/** The hold's lamps: red night-lighting strips along the ceiling, the amber panel lights. */
function lampsGeometry() {
  const parts: FlatPart[] = [];
  for (const x of [-0.6, 0.6]) parts.push({ geometry: new BoxGeometry(0.1, 0.04, HOLD.forward - AFT_END - 1), color: '#ff4a30', matrix: new Matrix4().makeTranslation(x, 2.78, (HOLD.forward + AFT_END) / 2) });
  parts.push({ geometry: new PlaneGeometry(0.7, 0.45), color: '#ffb347', matrix: new Matrix4().makeTranslation(0.4, 1.5, HOLD.forward - 0.18).multiply(new Matrix4().makeRotationY(Math.PI)) });
  return mergeFlat(parts);
}

/** The release sight at the ramp's lip: a V whose point is the marker. */
function sightGeometry() {
  const [x, y, z] = MARKER_AT;
  return mergeFlat([
    { ...bar(new Vector3(x, y, z), new Vector3(x - 0.3, y + 0.32, z), 0.025), color: '#ffffff' },
    { ...bar(new Vector3(x, y, z), new Vector3(x + 0.3, y + 0.32, z), 0.025), color: '#ffffff' },
  ]);
}

/** The drop zone: an orange ring of panels with a cross in the middle, laid on the ice. */
function dropZoneGeometry() {
  const parts: FlatPart[] = [{ geometry: new RingGeometry(RING_RADIUS - 1.6, RING_RADIUS, 40).rotateX(-Math.PI / 2), color: '#ff5a1f' }];
  parts.push({ geometry: new PlaneGeometry(1.4, 9).rotateX(-Math.PI / 2), color: '#ff5a1f' });
  parts.push({ geometry: new PlaneGeometry(9, 1.4).rotateX(-Math.PI / 2), color: '#ff5a1f' });
  return mergeFlat(parts);
}

/** A package: a plywood crate with straps and its parachute pack on top. */
function packageGeometry() {
  return mergeFlat([
    { geometry: new BoxGeometry(0.7, 0.7, 0.9).translate(0, 0.35, 0), color: '#9a7a48' },
    { geometry: new BoxGeometry(0.72, 0.06, 0.92).translate(0, 0.2, 0), color: '#2d2d2a' },
    { geometry: new BoxGeometry(0.06, 0.72, 0.92).translate(0, 0.35, 0), color: '#2d2d2a' },
    { geometry: new BoxGeometry(0.5, 0.18, 0.6).translate(0, 0.79, 0), color: '#56603f' },
  ]);
}

/** An open parachute over the package: orange and white gores, four risers down to it. */
function canopyGeometry() {
  const gores = 12;
  const canopy = new SphereGeometry(2.2, gores, 4, 0, Math.PI * 2, 0, Math.PI / 2.3).scale(1, 0.6, 1).translate(0, 3.6, 0);
  const parts: FlatPart[] = [
    { geometry: canopy, color: (x, _y, z) => (Math.floor(((Math.atan2(z, x) + Math.PI) / (Math.PI * 2)) * gores) % 2 ? '#f2efe6' : '#f26a1b') },
  ];
  for (const [sx, sz] of [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ] as const) {
    parts.push({ ...bar(new Vector3(sx * 0.25, 0.85, sz * 0.3), new Vector3(sx * 1.4, 3.3, sz * 1.4), 0.02), color: '#e9e2cf' });
  }
  return mergeFlat(parts);
}

const GROUND_VERTEX = /* glsl */ `
varying vec3 vWorld;
void main() {
  vec4 world = modelMatrix * vec4(position, 1.0);
  vWorld = world.xyz;
  gl_Position = projectionMatrix * viewMatrix * world;
}
`;

/** Sea ice in flat-shaded floes, dark open leads between them, streaming astern; hazed with distance. */
const GROUND_FRAGMENT = /* glsl */ `
uniform float uScroll;
uniform vec3 uIceLow;
uniform vec3 uIceHigh;
uniform vec3 uWater;
uniform vec3 uHaze;
varying vec3 vWorld;
vec2 hash2(vec2 p) {
  p = vec2(dot(p, vec2(127.1, 311.7)), dot(p, vec2(269.5, 183.3)));
  return fract(sin(p) * 43758.5453);
}
void main() {
  vec2 q = (vWorld.xz + vec2(0.0, uScroll)) * vec2(0.03, 0.022);
  vec2 cell = floor(q);
  vec2 f = fract(q);
  float d1 = 8.0;
  float d2 = 8.0;
  vec2 nearest = cell;
  for (int j = -1; j <= 1; j++) {
    for (int i = -1; i <= 1; i++) {
      vec2 g = vec2(float(i), float(j));
      vec2 r = g + hash2(cell + g) - f;
      float d = dot(r, r);
      if (d < d1) { d2 = d1; d1 = d; nearest = cell + g; }
      else if (d < d2) { d2 = d; }
    }
  }
  float edge = sqrt(d2) - sqrt(d1);
  vec2 pick = hash2(nearest + 7.0);
  vec3 ice = mix(uIceLow, uIceHigh, pick.x);
  float open = step(0.88, pick.y);
  float lead = 1.0 - smoothstep(0.03, 0.08, edge);
  vec3 colour = mix(ice, uWater, max(lead, open));
  float distance = length(vWorld - cameraPosition);
  colour = mix(colour, uHaze, smoothstep(60.0, 380.0, distance));
  gl_FragColor = vec4(colour, 1.0);
}
`;

/** Seconds for a package to roll out, then to come down under its canopy. */
const ROLL_S = 0.5;
const FALL_S = 2.6;

interface Drop {
  /** Scene time of the release. */
  at: number;
  /** The ring's centre along the track at the release: the package lands there and moves with the ice. */
  landZ: number;
  landX: number;
}

/** /air/airdrop: the Hercules's hold, ramp open over the Arctic; three packages released over the drop zone. */
export default function AirdropScene({ runtime, doneTargets, found }: ChapterSceneProps) {
  const assets = useSceneAssets(() => {
    const glow = radialGlowTexture();
    return {
      glow,
      hold: holdGeometry(),
      lamps: lampsGeometry(),
      sight: sightGeometry(),
      dropZone: dropZoneGeometry(),
      box: packageGeometry(),
      canopy: canopyGeometry(),
      ground: new PlaneGeometry(900, 760, 1, 1).rotateX(-Math.PI / 2).translate(0, -GROUND_DEPTH, -330),
      lit: foggedStandard(),
      canopyMaterial: foggedStandard({ side: DoubleSide }),
      unlit: foggedBasic({ vertexColors: true }),
      sightMaterial: foggedBasic({ color: '#ffb02e' }),
      dropZoneMaterial: foggedBasic({ vertexColors: true, transparent: true, opacity: 0, depthWrite: false }),
      groundMaterial: new ShaderMaterial({
        vertexShader: GROUND_VERTEX,
        fragmentShader: GROUND_FRAGMENT,
        fog: false,
        uniforms: {
          uScroll: { value: 0 },
          uIceLow: { value: new Color('#c9d6e4') },
          uIceHigh: { value: new Color('#f4f7fb') },
          uWater: { value: new Color('#1c2a3a') },
          uHaze: { value: new Color('#dcc9c6') },
        },
      }),
      markerLight: lightGlowMaterial(glow, '#ffb02e', 0.9),
      jumpLight: lightGlowMaterial(glow, '#ff3b2f'),
      redLights: lightGlowMaterial(glow, '#ff4a30', 0.45),
    };
  }, []);
  const ground = useRef<Mesh>(null);
  const ring = useRef<Mesh>(null);
  const sight = useRef<Mesh>(null);
  const markerLight = useRef<Sprite>(null);
  const jumpLight = useRef<Sprite>(null);
  const packages = useRef<(Group | null)[]>([]);
  const canopies = useRef<(Group | null)[]>([]);
  const memory = useRef({
    drops: AIRDROP_TARGETS.map(() => null as Drop | null),
    places: AIRDROP_TARGETS.map((_, index) => [...(index === 0 ? READY_AT : WAITING_AT[index - 1]!)] as [number, number, number]),
    opened: AIRDROP_TARGETS.map(() => 0),
    ringFade: 0,
    ringFor: '' as string,
  });

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const m = memory.current;
    const board = runtime.board;
    const scroll = (t * GROUND_SPEED) % 20000;
    const groundShader = ground.current?.material as ShaderMaterial | undefined;
    if (groundShader) groundShader.uniforms.uScroll!.value = scroll;
    const currentIndex = AIRDROP_TARGETS.findIndex((target) => !doneTargets.includes(target.id));
    const current = currentIndex >= 0 ? AIRDROP_TARGETS[currentIndex] : undefined;
    const status = current ? board.get(current.id) : undefined;
    const phase = current ? board.cyclePhase(current.id) : 0;

    // The drop zone comes round under the marker; it fades in for each new package and fades out far astern.
    if ((current?.id ?? '') !== m.ringFor) {
      m.ringFor = current?.id ?? '';
      m.ringFade = 0;
    }
    m.ringFade = easeTowards(m.ringFade, current ? 1 : 0, delta, 2.5);
    const ringMesh = ring.current;
    if (ringMesh) {
      const [x, y, z] = ringCentre(phase);
      ringMesh.position.set(x, y + 0.15, z);
      const farFade = Math.min(1, Math.max(0, (SWEEP_SPAN / 2 - ringOffset(phase)) / 8));
      (ringMesh.material as MeshBasicMaterial).opacity = 0.95 * m.ringFade * farFade;
      ringMesh.visible = m.ringFade > 0.01;
    }

    // The sight and the jump light: amber, green while a release would count, red for a moment after a miss.
    const enabled = board.isEnabled && current !== undefined;
    const missed = status ? board.now - status.lastMissAt < 0.45 : false;
    const colour = !enabled ? '#ffb02e' : missed ? '#ff3b2f' : status?.aligned ? '#5dff9c' : '#ffb02e';
    (sight.current?.material as MeshBasicMaterial | undefined)?.color.set(colour);
    markerLight.current?.material.color.set(colour);
    jumpLight.current?.material.color.set(enabled && status?.aligned ? '#3dff6a' : '#ff3b2f');

    // The packages: waiting forward on the rollers, the next one at the ramp's hinge, the released ones rolling out and coming down.
    AIRDROP_TARGETS.forEach((target, index) => {
      const group = packages.current[index];
      const canopy = canopies.current[index];
      if (!group || !canopy) return;
      const released = doneTargets.includes(target.id);
      if (released && !m.drops[index]) {
        const centre = ringCentre(phase);
        m.drops[index] = { at: t, landZ: centre[2] - (index - 1) * 2, landX: centre[0] + (index - 1) * 3 };
      }
      const drop = m.drops[index];
      if (!drop) {
        const queue = index - Math.max(0, currentIndex);
        const goal = queue <= 0 ? READY_AT : WAITING_AT[Math.min(WAITING_AT.length - 1, queue - 1)]!;
        const place = m.places[index]!;
        for (let axis = 0; axis < 3; axis += 1) place[axis] = easeTowards(place[axis]!, goal[axis]!, delta, 2.2);
        // A miss makes the waiting package jolt on its rollers.
        const jolt = index === currentIndex && missed ? Math.sin(t * 60) * 0.03 : 0;
        group.position.set(place[0] + jolt, place[1], place[2]);
        group.scale.setScalar(1);
        group.visible = true;
        canopy.visible = false;
        return;
      }
      const since = t - drop.at;
      if (since < ROLL_S) {
        // Rolling out along the floor and down the ramp, gathering speed.
        const k = (since / ROLL_S) ** 2;
        const z = READY_AT[2] + (LIP[2] - READY_AT[2]) * k;
        group.position.set(READY_AT[0] + (LIP[0] - READY_AT[0]) * k, rampY(z), z);
        group.rotation.set(0, 0, 0);
        canopy.visible = false;
        return;
      }
      // Out of the aircraft: it falls behind and below, its canopy opens, it lands in the ring and moves off with the ice.
      const flight = Math.min(1, (since - ROLL_S) / FALL_S);
      const landZ = drop.landZ - GROUND_SPEED * (since - ROLL_S);
      const across = 1 - (1 - flight) ** 2;
      const x = LIP[0] + (drop.landX - LIP[0]) * across;
      const z = LIP[2] + (landZ - LIP[2]) * across;
      const y = LIP[1] + (-GROUND_DEPTH - LIP[1]) * flight ** 1.3;
      group.position.set(x, y, z);
      group.rotation.set(flight < 1 ? Math.sin(since * 3) * 0.12 : 0, 0, 0);
      // Drawn larger as it goes, so it still reads at 80 m.
      group.scale.setScalar(1 + flight * 1.6);
      m.opened[index] = since - ROLL_S > 0.35 ? easeTowards(m.opened[index]!, 1, delta, 4) : 0;
      canopy.visible = m.opened[index]! > 0.02;
      const settle = flight >= 1 ? Math.min(1, (since - ROLL_S - FALL_S) / 0.8) : 0;
      canopy.scale.set(m.opened[index]! * (1 + settle * 0.3), m.opened[index]! * (1 - settle * 0.85), m.opened[index]! * (1 + settle * 0.3));
      group.visible = landZ > -430;
    });
  });

  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <mesh ref={ground} geometry={assets.ground} material={assets.groundMaterial} />
      <mesh ref={ring} geometry={assets.dropZone} material={assets.dropZoneMaterial} visible={false} renderOrder={1} />
      <mesh geometry={assets.hold} material={assets.lit} />
      <Crew figures={CREW} found={found} />
      <mesh geometry={assets.lamps} material={assets.unlit} />
      <mesh ref={sight} geometry={assets.sight} material={assets.sightMaterial} />
      <sprite ref={markerLight} material={assets.markerLight} position={MARKER_AT} scale={0.45} />
      <sprite ref={jumpLight} material={assets.jumpLight} position={[-HOLD.halfWidth + 0.15, 1.75, -2.2]} scale={0.5} />
      <sprite material={assets.redLights} position={[0, 2.6, 1]} scale={2.4} />
      <sprite material={assets.redLights} position={[0, 2.6, 5]} scale={2.4} />
      {/* The hold's red night lighting, and the cold light off the ice coming in over the ramp. */}
      <pointLight color="#ff5a3a" intensity={6} distance={10} decay={1.5} position={[0, 2.4, 2.5]} />
      {AIRDROP_TARGETS.map((target, index) => (
        <group
          key={target.id}
          ref={(group) => {
            packages.current[index] = group;
          }}
        >
          <mesh geometry={assets.box} material={assets.lit} />
          <group
            position={[0, 0.85, 0]}
            ref={(group) => {
              canopies.current[index] = group;
            }}
            visible={false}
          >
            <mesh geometry={assets.canopy} material={assets.canopyMaterial} position={[0, -0.85, 0]} />
          </group>
        </group>
      ))}
    </>
  );
}
