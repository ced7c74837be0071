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
import type { ChapterSceneProps, GroundPoint } from '@mission/chapter-kit';
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
  VALUE_NOISE_GLSL,
  WORLD_POSITION_VERTEX,
  type AtmosphereOptions,
  type FlatPart,
  type SkyColors,
} from '@mission/chapter-kit/scene';
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
  top: '#1d2a52',
  horizon: '#e9a585',
  bottom: '#9c96ae',
  sun: '#ffcf9a',
  sunDirection: [0.25, 0.05, -0.97],
  sunGlow: 0.75,
};
const ATMOSPHERE: AtmosphereOptions = {
  // Clear polar air: the haze only takes the far ice, so the land under the ramp keeps its colours.
  fog: { color: '#b7a3b4', near: 160, far: 900 },
  // Inside, grey daylight from the open ramp (the red night lighting is the hold's own lamps); through the ramp, cold light off the snow.
  hemisphere: { sky: '#c4d0e0', ground: '#3b3633', intensity: 1.5 },
  sun: { color: '#dfe8ff', intensity: 1.3, position: [8, 12, -60] },
};

/** The hold's quilted insulation, grey-green, between bare aluminium frames. */
const HULL = '#5d6458';
const HULL_DARK = '#3e4340';
const FRAME = '#8a9094';
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
  return {
    geometry: new CylinderGeometry(thickness, thickness, length, 4),
    matrix: new Matrix4().compose(middle, rotation, new Vector3(1, 1, 1)),
  };
}

/** The crew in RCAF flight suits (kit figures): the loadmaster at the release controls by the ramp, in his restraint harness tethered to the floor (the ramp is open), the avionics technician on the intercom at the ladder, the aviation technician kneeling at the rollers' locks. */
const CREW = crewAtHotspots(AIRDROP_HOTSPOTS, {
  loadmaster: { outfit: 'aircrew-flight-suit', pose: 'pointing', work: 'ramp', turn: 160, harness: true },
  avionicsTechnician: { outfit: 'aircrew-flight-suit', pose: 'reading', work: 'tablet', turn: 180 },
  aviationTechnician: { outfit: 'aircrew-flight-suit', pose: 'kneeling', work: 'wrench', turn: 180 },
});

/** The Hercules's hold: floor and rollers, arched walls and frames, the red troop seats, the ramp, the tail above it. */
function holdGeometry() {
  const parts: FlatPart[] = [];
  const length = HOLD.forward - AFT_END;
  const middleZ = (HOLD.forward + AFT_END) / 2;
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  parts.push({
    geometry: new BoxGeometry(HOLD.halfWidth * 2 + 0.3, 0.2, HOLD.forward - HOLD.rampHinge),
    color: FLOOR,
    matrix: at(0, -0.1, (HOLD.forward + HOLD.rampHinge) / 2),
  });
  // Two roller tracks down the hold and onto the ramp.
  for (const x of [-0.55, 0.55]) {
    for (let z = HOLD.rampEnd + 0.3; z < HOLD.forward - 0.4; z += 0.42) {
      parts.push({
        geometry: new CylinderGeometry(0.05, 0.05, 0.34, 6).rotateZ(Math.PI / 2),
        color: '#8d9296',
        matrix: at(x, rampY(z) + 0.05, z),
      });
    }
    parts.push({
      geometry: new BoxGeometry(0.06, 0.1, HOLD.forward - HOLD.rampHinge),
      color: '#2a2c2e',
      matrix: at(x - 0.2, 0.04, (HOLD.forward + HOLD.rampHinge) / 2),
    });
    parts.push({
      geometry: new BoxGeometry(0.06, 0.1, HOLD.forward - HOLD.rampHinge),
      color: '#2a2c2e',
      matrix: at(x + 0.2, 0.04, (HOLD.forward + HOLD.rampHinge) / 2),
    });
  }
  // The lower walls, then the arch in flat panels, with a frame every metre.
  for (const side of [-1, 1])
    parts.push({ geometry: new BoxGeometry(0.1, 0.6, length), color: HULL_DARK, matrix: at(side * (HOLD.halfWidth + 0.1), 0.3, middleZ) });
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
    parts.push({
      geometry: new BoxGeometry(chord, 0.08, HOLD.forward - from),
      color: panel % 2 ? HULL : '#676e61',
      matrix: at(x, y, (HOLD.forward + from) / 2).multiply(turn),
    });
    for (let z = AFT_END + 0.3; z < HOLD.forward; z += 1) {
      parts.push({
        geometry: new BoxGeometry(chord, 0.14, 0.1),
        color: FRAME,
        matrix: at(x * 0.96, ARCH.centreY + (y - ARCH.centreY) * 0.96, z).multiply(turn),
      });
    }
  }
  // The raised upper cargo door, tucked under the tail.
  parts.push({
    geometry: new BoxGeometry(2.6, 0.08, 2.2),
    color: '#4a5054',
    matrix: at(0, 2.55, HOLD.rampEnd + 1.7).multiply(new Matrix4().makeRotationX(-0.25)),
  });
  // Red troop seats down both sides: seat pans and webbing backs.
  for (const side of [-1, 1]) {
    // On the right they run aft almost to the ramp, round the technician kneeling at the rollers' locks.
    for (let z = side > 0 ? -2.1 : 1.2; z < HOLD.forward - 0.6; z += 0.55) {
      if (side > 0 && z > -0.45 && z < 1) continue;
      parts.push({ geometry: new BoxGeometry(0.42, 0.05, 0.48), color: SEAT_RED, matrix: at(side * (HOLD.halfWidth - 0.22), 0.45, z) });
      parts.push({
        geometry: new BoxGeometry(0.04, 0.55, 0.48),
        color: z % 1.1 < 0.55 ? SEAT_RED : '#8e2b24',
        matrix: at(side * (HOLD.halfWidth - 0.02), 0.85, z),
      });
    }
    parts.push({
      geometry: new BoxGeometry(0.04, 0.04, HOLD.forward - 1.2),
      color: '#c9c2b0',
      matrix: at(side * (HOLD.halfWidth - 0.42), 0.43, (HOLD.forward + 1.2) / 2),
    });
  }
  // The red cargo net stowed along the right wall above the seats: a diamond mesh of straps.
  for (let z = -2.2; z < 3.4; z += 0.5) {
    parts.push({
      ...bar(new Vector3(HOLD.halfWidth - 0.06, 1.15, z), new Vector3(HOLD.halfWidth - 0.06, 1.85, z + 0.5), 0.015),
      color: '#b8402f',
    });
    parts.push({
      ...bar(new Vector3(HOLD.halfWidth - 0.06, 1.85, z), new Vector3(HOLD.halfWidth - 0.06, 1.15, z + 0.5), 0.015),
      color: '#b8402f',
    });
  }
  // The ramp: sloping down to its lip, yellow-and-black edges; its side rails.
  const rampLength = Math.hypot(HOLD.rampHinge - HOLD.rampEnd, HOLD.rampDrop);
  const slope = new Matrix4().makeRotationX(-Math.atan2(HOLD.rampDrop, HOLD.rampHinge - HOLD.rampEnd));
  const rampMiddle = at(0, -HOLD.rampDrop / 2 - 0.08, (HOLD.rampHinge + HOLD.rampEnd) / 2);
  parts.push({ geometry: new BoxGeometry(3.2, 0.16, rampLength), color: '#4d5256', matrix: rampMiddle.clone().multiply(slope) });
  for (let stripe = 0; stripe < 8; stripe += 1) {
    parts.push({
      geometry: new BoxGeometry(0.4, 0.02, 0.18),
      color: stripe % 2 ? '#1d1d1d' : '#e2b424',
      matrix: at(-1.4 + stripe * 0.4, -HOLD.rampDrop + 0.01, HOLD.rampEnd + 0.12),
    });
  }
  for (const side of [-1, 1]) {
    parts.push({
      geometry: new BoxGeometry(0.08, 0.08, rampLength),
      color: '#9aa0a4',
      matrix: at(side * 1.55, 0.55, 0)
        .premultiply(rampMiddle)
        .multiply(slope),
    });
  }
  // The release marker's two posts at the lip (the sight and its light are drawn glowing).
  for (const dx of [-0.32, 0.32]) {
    parts.push({
      geometry: new BoxGeometry(0.05, MARKER_AT[1] + HOLD.rampDrop + 0.3, 0.05).translate(0, (MARKER_AT[1] + HOLD.rampDrop + 0.3) / 2, 0),
      color: '#2c2f31',
      matrix: at(MARKER_AT[0] + dx, -HOLD.rampDrop, MARKER_AT[2]),
    });
  }
  // The forward bulkhead with the crew door and the ladder up to the flight deck.
  parts.push({ geometry: new BoxGeometry(HOLD.halfWidth * 2 + 0.4, 3.2, 0.2), color: HULL_DARK, matrix: at(0, 1.4, HOLD.forward) });
  for (let rung = 0; rung < 5; rung += 1)
    parts.push({
      geometry: new BoxGeometry(0.9, 0.06, 0.28),
      color: '#8d9296',
      matrix: at(-0.95, 0.35 + rung * 0.4, HOLD.forward - 0.4 - rung * 0.22),
    });
  // The avionics panel on the bulkhead, the loadmaster's release panel by the ramp.
  parts.push({ geometry: new BoxGeometry(0.9, 0.7, 0.1), color: '#2c3034', matrix: at(0.4, 1.5, HOLD.forward - 0.12) });
  parts.push({ geometry: new BoxGeometry(0.12, 0.6, 0.5), color: '#2c3034', matrix: at(-HOLD.halfWidth + 0.05, 1.35, -2.2) });
  // The jump light's housing above the panel (its lamp glows red, green while a release would count).
  parts.push({ geometry: new BoxGeometry(0.1, 0.22, 0.3), color: '#1b1d1f', matrix: at(-HOLD.halfWidth + 0.08, 1.82, -2.2) });
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
  for (const x of [-0.6, 0.6])
    parts.push({
      geometry: new BoxGeometry(0.1, 0.04, HOLD.forward - AFT_END - 1),
      color: '#ff4a30',
      matrix: new Matrix4().makeTranslation(x, 2.78, (HOLD.forward + AFT_END) / 2),
    });
  parts.push({
    geometry: new PlaneGeometry(0.7, 0.45),
    color: '#ffb347',
    matrix: new Matrix4().makeTranslation(0.4, 1.5, HOLD.forward - 0.18).multiply(new Matrix4().makeRotationY(Math.PI)),
  });
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

/** A package (a container delivery system bundle): a plywood skid board and its honeycomb, the load in its strapped cover, the parachute packed on top. */
function packageGeometry() {
  return mergeFlat([
    { geometry: new BoxGeometry(0.8, 0.06, 1.0).translate(0, 0.03, 0), color: '#c49a5c' },
    { geometry: new BoxGeometry(0.74, 0.06, 0.94).translate(0, 0.09, 0), color: '#d8cba8' },
    { geometry: new BoxGeometry(0.7, 0.62, 0.9).translate(0, 0.43, 0), color: '#7c7a52' },
    { geometry: new BoxGeometry(0.72, 0.06, 0.92).translate(0, 0.3, 0), color: '#d4a22a' },
    { geometry: new BoxGeometry(0.06, 0.66, 0.92).translate(0, 0.43, 0), color: '#d4a22a' },
    { geometry: new BoxGeometry(0.72, 0.66, 0.06).translate(0, 0.43, 0), color: '#d4a22a' },
    { geometry: new BoxGeometry(0.5, 0.2, 0.62).translate(0, 0.84, 0), color: '#4f5a3a' },
    { geometry: new BoxGeometry(0.3, 0.05, 0.3).translate(0, 0.965, 0), color: '#e9e2cf' },
  ]);
}

/** An open parachute over the package: orange and white gores, four risers down to it. */
function canopyGeometry() {
  const gores = 12;
  const canopy = new SphereGeometry(2.2, gores, 4, 0, Math.PI * 2, 0, Math.PI / 2.3).scale(1, 0.6, 1).translate(0, 3.6, 0);
  const parts: FlatPart[] = [
    {
      geometry: canopy,
      color: (x, _y, z) => (Math.floor(((Math.atan2(z, x) + Math.PI) / (Math.PI * 2)) * gores) % 2 ? '#f2efe6' : '#f26a1b'),
    },
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

/**
 * The Arctic under the ramp, streaming astern: wind-packed snow in soft drifts, rock showing
 * through on the ridges, a frozen river winding along the track, and now and then a small
 * village of coloured houses on its bank; hazed with distance.
 */
const GROUND_FRAGMENT = /* glsl */ `
uniform float uScroll;
uniform vec3 uSnowShade;
uniform vec3 uSnow;
uniform vec3 uRock;
uniform vec3 uRiver;
uniform vec3 uHaze;
varying vec3 vWorld;
${VALUE_NOISE_GLSL}
void main() {
  vec2 w = vWorld.xz + vec2(0.0, uScroll);
  float drift = noise(w * 0.035) * 0.6 + noise(w * 0.11) * 0.3 + noise(w * vec2(0.02, 0.3)) * 0.1;
  vec3 colour = mix(uSnowShade, uSnow, smoothstep(0.25, 0.75, drift));
  float ridge = noise(w * 0.06 + 40.0);
  colour = mix(colour, uRock, smoothstep(0.7, 0.8, ridge) * 0.85);
  float bend = sin(w.y * 0.012) * 26.0 + sin(w.y * 0.031) * 9.0 - 22.0;
  float bank = abs(w.x - bend);
  colour = mix(colour, uRock, (1.0 - smoothstep(7.0, 9.5, bank)) * 0.35);
  colour = mix(colour, uRiver * (0.9 + noise(w * 0.2) * 0.2), 1.0 - smoothstep(5.0, 6.5, bank));
  // A village every 700 m along the river, on its bank: houses in a loose grid, red, blue, yellow.
  float along = mod(w.y, 700.0);
  float side = w.x - bend - 24.0;
  if (along < 90.0 && abs(side) < 30.0) {
    vec2 lot = floor(vec2(side, along) / 9.0);
    vec2 inLot = fract(vec2(side, along) / 9.0);
    float pick = hash(lot);
    if (pick > 0.45 && max(abs(inLot.x - 0.5), abs(inLot.y - 0.5)) < 0.26) {
      vec3 house = pick > 0.82 ? vec3(0.75, 0.16, 0.12) : pick > 0.64 ? vec3(0.2, 0.36, 0.68) : vec3(0.86, 0.66, 0.18);
      colour = inLot.y > 0.5 ? house : house * 0.55;
    }
  }
  float distance = length(vWorld - cameraPosition);
  // Haze only far out (it ate the land under the ramp when it began at 140 m), meeting the sky's own at the edge.
  colour = mix(colour, uHaze, smoothstep(260.0, 720.0, distance) * 0.85);
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
        vertexShader: WORLD_POSITION_VERTEX,
        fragmentShader: GROUND_FRAGMENT,
        fog: false,
        uniforms: {
          uScroll: { value: 0 },
          uSnowShade: { value: new Color('#7f93b8') },
          uSnow: { value: new Color('#e4dad6') },
          uRock: { value: new Color('#35343b') },
          uRiver: { value: new Color('#5f82ad') },
          uHaze: { value: new Color('#b7a3b4') },
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
      canopy.scale.set(
        m.opened[index]! * (1 + settle * 0.3),
        m.opened[index]! * (1 - settle * 0.85),
        m.opened[index]! * (1 + settle * 0.3),
      );
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
      <sprite ref={jumpLight} material={assets.jumpLight} position={[-HOLD.halfWidth + 0.16, 1.82, -2.2]} scale={0.28} />
      <sprite material={assets.redLights} position={[0, 2.6, 1]} scale={2.4} />
      <sprite material={assets.redLights} position={[0, 2.6, 5]} scale={2.4} />
      {/* The hold's red night lighting, and the cold light off the ice coming in over the ramp. */}
      <pointLight color="#ff5a3a" intensity={4} distance={9} decay={1.5} position={[0, 2.4, 3.5]} />
      <pointLight color="#e6eeff" intensity={5} distance={10} decay={1.5} position={[0.4, 1.6, -6]} />
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
