import { useLayoutEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  AdditiveBlending,
  BoxGeometry,
  CircleGeometry,
  Color,
  DoubleSide,
  Matrix4,
  MeshBasicMaterial,
  PlaneGeometry,
  RingGeometry,
  ShaderMaterial,
  TorusGeometry,
  type Mesh,
} from 'three';
import { polar } from '@mission/chapter-kit';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import {
  Atmosphere,
  AuroraCurtains,
  Crew,
  crewAtHotspots,
  easeTowards,
  facingPlayer,
  foggedBasic,
  foggedStandard,
  lightGlowMaterial,
  mergeFlat,
  radialGlowTexture,
  RESTING_CURTAIN,
  SkyDome,
  StarField,
  useEasedTargets,
  useSceneAssets,
  VALUE_NOISE_GLSL,
  WORLD_POSITION_VERTEX,
  type AtmosphereOptions,
  type AuroraCurtain,
  type CurtainState,
  type FlatPart,
  type SkyColors,
} from '@mission/chapter-kit/scene';
import { AURORA_BANDS, CANOPY_RIB_YAWS, STRATOSPHERE_HOTSPOTS, STRATOSPHERE_TARGETS } from './stratosphere-layout';

/** Night high over the Arctic: a black-blue sky, a faint green airglow low ahead under the curtains. */
const SKY: SkyColors = {
  top: '#010209',
  horizon: '#0c1a36',
  bottom: '#050a18',
  sun: '#1d6b5c',
  sunDirection: [0, 0.04, -1],
  sunGlow: 0.12,
};
const ATMOSPHERE: AtmosphereOptions = {
  // Thin air: almost no fog, only far out over the ice.
  fog: { color: '#0a1730', near: 320, far: 1100 },
  hemisphere: { sky: '#5a6aa0', ground: '#1a1420', intensity: 0.55 },
  sun: { color: '#9fffd0', intensity: 0.5, position: [30, 60, -80] },
};

/**
 * The sea ice: a disc this far below the deck and this wide (the camera sees 600 m). Shallow,
 * so that the ice under the windscreen lies near and steep enough to read as floes and leads;
 * 30 m down, it was a dim band seen edge-on.
 */
const ICE_DEPTH = 12;
const ICE_RADIUS = 580;

/** The flight deck: its windows stand on a ring this far from the player, the sill this high. */
const DECK_RADIUS = 4.2;
const SILL_HEIGHT = 0.9;
const WINDOW_TOP = 5.2;
/** The pillars between the windows stand at CANOPY_RIB_YAWS; the back wall runs round behind the last ones. */
const BACK_WALL_FROM = 128;

const PANEL = '#171a21';
const PANEL_LIGHT = '#252a33';
const FRAME = '#1c2028';

/**
 * The Arctic Ocean's pack ice under the moon: floes of snow, bright on their moonward rims and
 * blue in their drifts' shadow, split by black open leads (some skinned with grey new ice) and
 * one long lead across; a green sheen where the aurora ahead lights it, hazing far out.
 */
const ICE_FRAGMENT = /* glsl */ `
uniform vec3 uSnow;
uniform vec3 uShadow;
uniform vec3 uLead;
uniform vec3 uNewIce;
uniform vec3 uHaze;
uniform vec3 uGlow;
varying vec3 vWorld;
${VALUE_NOISE_GLSL}
void main() {
  vec2 p = vWorld.xz * 0.045;
  vec2 cell = floor(p);
  vec2 f = fract(p);
  float d1 = 8.0;
  float d2 = 8.0;
  vec2 nearest = cell;
  vec2 toCentre = vec2(0.0);
  for (int j = -1; j <= 1; j++) {
    for (int i = -1; i <= 1; i++) {
      vec2 g = vec2(float(i), float(j));
      vec2 o = vec2(hash(cell + g), hash(cell + g + 17.0));
      vec2 r = g + o - f;
      float d = dot(r, r);
      if (d < d1) { d2 = d1; d1 = d; nearest = cell + g; toCentre = r; }
      else if (d < d2) { d2 = d; }
    }
  }
  float edge = sqrt(d2) - sqrt(d1);
  // Leads of uneven width: some floes pressed together, some drifted apart.
  float width = 0.02 + 0.09 * hash(nearest + 9.0);
  float lead = 1.0 - smoothstep(width, width + 0.035, edge);
  float across = abs(vWorld.z + 120.0 + sin(vWorld.x * 0.008) * 40.0 + sin(vWorld.x * 0.021) * 12.0);
  lead = max(lead, 1.0 - smoothstep(5.0, 8.0, across));
  // The floe: wind-packed snow in drifts, lit or in blue shadow.
  float drift = noise(vWorld.xz * 0.12) * 0.6 + noise(vWorld.xz * 0.5) * 0.4;
  vec3 floe = mix(uShadow, uSnow, clamp(0.35 + 0.45 * hash(nearest + 3.0) + (drift - 0.5) * 0.5, 0.0, 1.0));
  // A pressure rim along each floe's edge: bright on the side facing the moon (behind the aircraft, up the sky), shadowed on the other.
  float rim = 1.0 - smoothstep(0.06, 0.2, edge);
  float moonward = dot(normalize(toCentre), vec2(0.0, -1.0));
  floe = mix(floe, moonward > 0.0 ? uSnow * 1.12 : uShadow * 0.75, rim * 0.55);
  vec3 water = mix(uLead, uNewIce, step(0.7, hash(nearest + 5.0)) * (1.0 - smoothstep(0.0, 1.0, lead - 0.5)));
  vec2 outward = vWorld.xz - cameraPosition.xz;
  float dist = length(outward);
  // Far out a lead is thinner than a pixel: fade the pattern to its mean there, or it breaks
  // into a flicker of dashes along the horizon.
  float far = smoothstep(70.0, 240.0, dist);
  lead = mix(lead, 0.15, far);
  floe = mix(floe, mix(uShadow, uSnow, 0.55), far);
  vec3 colour = mix(floe, water, lead);
  float ahead = clamp(-outward.y / max(dist, 1.0), 0.0, 1.0);
  colour += uGlow * ahead * smoothstep(60.0, 420.0, dist) * (1.0 - lead);
  // Hazing into the sky's horizon colour with distance, from near the deck: seen from 12 m up,
  // everything past 200 m lies in the last few degrees above the disc's rim, so a haze that
  // started there drew the rim as a hard line across the sky. Full at the rim.
  float haze = max(1.0 - exp(-dist / 100.0), smoothstep(250.0, ${(ICE_RADIUS - 10).toFixed(1)}, dist));
  colour = mix(colour, uHaze, haze);
  gl_FragColor = vec4(colour, 1.0);
}
`;

/**
 * The crew in RCAF flight suits (kit figures): the pilot seated at the controls (who keeps
 * flying when found: a seated figure cannot turn round in its seat), the meteorological
 * technician pointing at the weather console, the aerospace control officer on the radio at
 * the radar console; and the second pilot in the right-hand seat (the CC-130J flies with two
 * pilots, docs/fact-sources/air.md), no trade of the chapter, who never turns round.
 */
const CREW = [
  ...crewAtHotspots(STRATOSPHERE_HOTSPOTS, {
    pilot: { outfit: 'aircrew-flight-suit', pose: 'seated', work: 'console', turn: 180, turnsWhenFound: false },
    meteorologicalTechnician: { outfit: 'aircrew-flight-suit', pose: 'reading', work: 'tablet', turn: 170 },
    aerospaceControlOfficer: { outfit: 'aircrew-flight-suit', pose: 'radio', work: 'radio', turn: 190 },
  }),
  ...crewAtHotspots(
    { secondPilot: polar(-27, 3.25) },
    { secondPilot: { outfit: 'aircrew-flight-suit', pose: 'seated', work: 'console', turn: 180, turnsWhenFound: false, skin: 4 } },
  ),
];

/** Where on the flight deck a hotspot's station stands: its bearing (degrees) and distance. */
function stationOf(trade: keyof typeof STRATOSPHERE_HOTSPOTS) {
  const point = STRATOSPHERE_HOTSPOTS[trade];
  return { yaw: (Math.atan2(-point[0], -point[2]) * 180) / Math.PI, distance: Math.hypot(point[0], point[2]) };
}

/** Whether a bearing (degrees) lies in the back wall, behind the last pillars. */
function inBackWall(yaw: number): boolean {
  return Math.abs(yaw) > BACK_WALL_FROM;
}

/** The flight deck: floor, the sills and pillars of the windows, the back wall, the glare shield, the seats and consoles. */
function deckGeometry() {
  const parts: FlatPart[] = [{ geometry: new CircleGeometry(DECK_RADIUS + 0.2, 32).rotateX(-Math.PI / 2), color: '#12151d' }];
  // Round the deck in 10 degree panels: a low sill under the windows, a full wall behind.
  const panel = 2 * DECK_RADIUS * Math.tan((5 * Math.PI) / 180) + 0.06;
  for (let yaw = -175; yaw <= 175; yaw += 10) {
    if (inBackWall(yaw)) {
      parts.push({
        geometry: new BoxGeometry(panel, WINDOW_TOP, 0.2).translate(0, WINDOW_TOP / 2, 0),
        color: (_x, y) => (y > 2.4 ? '#1a1f2b' : PANEL),
        matrix: facingPlayer(yaw, DECK_RADIUS, 0),
      });
    } else {
      parts.push({
        geometry: new BoxGeometry(panel, SILL_HEIGHT, 0.2).translate(0, SILL_HEIGHT / 2, 0),
        color: PANEL,
        matrix: facingPlayer(yaw, DECK_RADIUS, 0),
      });
      // The window's top frame, out of the opening view above.
      parts.push({ geometry: new BoxGeometry(panel, 0.35, 0.25), color: FRAME, matrix: facingPlayer(yaw, DECK_RADIUS, WINDOW_TOP) });
    }
  }
  // The pillars between the panes: dark, thick near the windscreen as on a transport's flight deck.
  for (const yaw of CANOPY_RIB_YAWS) {
    const width = Math.abs(yaw) < 30 ? 0.22 : 0.3;
    parts.push({
      geometry: new BoxGeometry(width, WINDOW_TOP - SILL_HEIGHT, 0.28).translate(0, (WINDOW_TOP + SILL_HEIGHT) / 2, 0),
      color: FRAME,
      matrix: facingPlayer(yaw, DECK_RADIUS - 0.05, 0),
    });
  }
  // The roof, seen only looking up.
  parts.push({
    geometry: new CircleGeometry(DECK_RADIUS + 0.3, 24).rotateX(Math.PI / 2),
    color: '#161a24',
    matrix: new Matrix4().makeTranslation(0, WINDOW_TOP + 0.15, 0),
  });
  // The glare shield across the windscreen and the instrument panel under it, round the front.
  for (let yaw = -65; yaw <= 65; yaw += 10) {
    parts.push({
      geometry: new BoxGeometry(0.8, 0.1, 0.75).translate(0, 0, 0.37),
      color: '#0c0e14',
      matrix: facingPlayer(yaw, DECK_RADIUS - 0.1, SILL_HEIGHT + 0.12),
    });
    parts.push({
      geometry: new BoxGeometry(0.8, SILL_HEIGHT + 0.1, 0.12).translate(0, (SILL_HEIGHT + 0.1) / 2, 0),
      color: PANEL_LIGHT,
      matrix: facingPlayer(yaw, DECK_RADIUS - 0.8, 0),
    });
  }
  // The centre console (throttles) between the seats, and the two seats, backs low so the pilots show from the shoulders up.
  parts.push({ geometry: new BoxGeometry(0.5, 0.75, 1.3).translate(0, 0.37, 0), color: PANEL_LIGHT, matrix: facingPlayer(-13, 3.3, 0) });
  for (const [yaw, distance] of [
    [0, 3.1],
    [-27, 3.25],
  ] as const) {
    parts.push({
      geometry: new BoxGeometry(0.7, 0.5, 0.7).translate(0, 0.25, 0),
      color: '#2a2f3b',
      matrix: facingPlayer(yaw, distance + 0.1, 0),
    });
    parts.push({
      geometry: new BoxGeometry(0.66, 0.3, 0.14).translate(0, 0.62, 0),
      color: '#2a2f3b',
      matrix: facingPlayer(yaw, distance - 0.3, 0),
    });
  }
  // The meteorological technician's weather console and the aerospace control officer's radar console, against the back wall.
  for (const trade of ['meteorologicalTechnician', 'aerospaceControlOfficer'] as const) {
    const { yaw, distance } = stationOf(trade);
    parts.push({
      geometry: new BoxGeometry(1.5, 1.0, 0.55).translate(0, 0.5, 0),
      color: '#262c3a',
      matrix: facingPlayer(yaw, distance + 0.6, 0),
    });
    parts.push({
      geometry: new BoxGeometry(1.4, 0.8, 0.12).translate(0, 1.45, 0),
      color: '#20252f',
      matrix: facingPlayer(yaw, distance + 0.8, 0),
    });
  }
  return mergeFlat(parts);
}

/** Everything that glows on the deck: the displays in the instrument panel, the consoles' screens, the radar scope. */
function screensGeometry() {
  const parts: FlatPart[] = [];
  // The glass cockpit: four displays across the panel in front of each pilot, the middle ones amber and green.
  for (const yaw of [0, -27]) {
    const panelAt = facingPlayer(yaw, DECK_RADIUS - 0.8 - 0.07, 0);
    [-0.55, -0.18, 0.18, 0.55].forEach((offset, index) => {
      const colour = index === 1 ? '#3fae6a' : index === 2 ? '#c9852e' : '#2d6fb4';
      parts.push({ geometry: new PlaneGeometry(0.3, 0.26).translate(offset, SILL_HEIGHT - 0.12, 0), color: colour, matrix: panelAt });
    });
  }
  const met = stationOf('meteorologicalTechnician');
  parts.push({
    geometry: new PlaneGeometry(0.55, 0.5).translate(-0.32, 1.45, 0),
    color: '#2b6fb0',
    matrix: facingPlayer(met.yaw, met.distance + 0.73, 0),
  });
  parts.push({
    geometry: new PlaneGeometry(0.55, 0.5).translate(0.32, 1.45, 0),
    color: '#3dbb8a',
    matrix: facingPlayer(met.yaw, met.distance + 0.73, 0),
  });
  const radar = stationOf('aerospaceControlOfficer');
  parts.push({
    geometry: new CircleGeometry(0.3, 20).translate(0, 1.45, 0),
    color: '#1f9e6e',
    matrix: facingPlayer(radar.yaw, radar.distance + 0.73, 0),
  });
  parts.push({
    geometry: new RingGeometry(0.17, 0.185, 20).translate(0, 1.45, 0.002),
    color: '#7dffc2',
    matrix: facingPlayer(radar.yaw, radar.distance + 0.73, 0),
  });
  // Night lighting: a dim amber strip along the floor's edge.
  parts.push({
    geometry: new TorusGeometry(DECK_RADIUS - 0.15, 0.02, 3, 48).rotateX(Math.PI / 2),
    color: '#b86a2a',
    matrix: new Matrix4().makeTranslation(0, 0.05, 0),
  });
  return mergeFlat(parts);
}

/** Brighter than the kit's resting curtain: here the aurora is the hero of the frame. */
const GLOWING = 0.85;

/** The curtains as the kit draws them, from the bands' own sizes. */
const CURTAINS: AuroraCurtain[] = AURORA_BANDS.map(({ yaw, distance, low, high, halfSpan, foot, curtainHeight }) => ({
  yaw,
  distance,
  low,
  high,
  halfSpan,
  foot,
  height: curtainHeight,
}));

/** Where the reticle over a band stands: its target point, turned to face the player. */
const RETICLE_RADIUS = 13;

/** /air/stratosphere: a night flight high over the Arctic, the aurora far above, three aurora bands to centre and capture. */
export default function StratosphereScene({ runtime, found }: ChapterSceneProps) {
  const assets = useSceneAssets(() => {
    const glow = radialGlowTexture();
    return {
      glow,
      deck: deckGeometry(),
      screens: screensGeometry(),
      // In rings, not one fan from under the player: the fan's long thin triangles came out flat-coloured under the windscreen.
      ice: new RingGeometry(0.5, ICE_RADIUS, 64, 16).rotateX(-Math.PI / 2).translate(0, -ICE_DEPTH, 0),
      reticle: new RingGeometry(RETICLE_RADIUS - 0.7, RETICLE_RADIUS, 48),
      lit: foggedStandard(),
      screenMaterial: foggedBasic({ vertexColors: true }),
      iceMaterial: new ShaderMaterial({
        vertexShader: WORLD_POSITION_VERTEX,
        fragmentShader: ICE_FRAGMENT,
        fog: false,
        uniforms: {
          uSnow: { value: new Color('#b4c6e2') },
          uShadow: { value: new Color('#40588c') },
          uLead: { value: new Color('#010207') },
          uNewIce: { value: new Color('#1a2434') },
          uHaze: { value: new Color('#0c1a36') },
          uGlow: { value: new Color('#1d8e4c') },
        },
      }),
      reticleMaterials: AURORA_BANDS.map(
        () =>
          new MeshBasicMaterial({
            color: '#ffe27a',
            transparent: true,
            opacity: 0,
            blending: AdditiveBlending,
            depthWrite: false,
            side: DoubleSide,
            fog: false,
          }),
      ),
      deckGlow: lightGlowMaterial(glow, '#ffb066', 0.25),
    };
  }, []);
  const reticles = useRef<(Mesh | null)[]>([]);
  const curtains = useRef<CurtainState[]>(AURORA_BANDS.map(() => ({ ...RESTING_CURTAIN })));
  const captured = useEasedTargets(runtime, STRATOSPHERE_TARGETS, (status) => (status?.done ? 1 : 0), { rate: 1.4 });
  const aligned = useEasedTargets(runtime, STRATOSPHERE_TARGETS, (status) => (status?.aligned ? 1 : 0), { rate: 6 });
  const flash = useRef(STRATOSPHERE_TARGETS.map(() => 0));

  // Each reticle faces the player, at its band's target point.
  useLayoutEffect(() => {
    STRATOSPHERE_TARGETS.forEach((target, index) => {
      const mesh = reticles.current[index];
      if (!mesh) return;
      mesh.position.set(...target.position);
      mesh.lookAt(0, 1.7, 0);
    });
  }, []);

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const enabled = runtime.board.isEnabled;
    STRATOSPHERE_TARGETS.forEach((target, index) => {
      const status = runtime.board.get(target.id);
      const done = captured.current[index] ?? 0;
      const onIt = aligned.current[index] ?? 0;
      // A capture flares the band, then it settles bright and calm.
      flash.current[index] = status?.done ? easeTowards(flash.current[index] ?? 0, 0, delta, 1.2) : 1;
      const flare = status?.done ? (flash.current[index] ?? 0) : 0;
      const curtain = curtains.current[index];
      if (curtain) {
        curtain.wave = 1 - done * 0.65;
        curtain.intensity = GLOWING + onIt * 0.3 + Math.sin(t * 2.2 + index) * 0.06 * (1 - done) + done * 0.45 + flare * 0.6;
      }
      const mesh = reticles.current[index];
      if (!mesh) return;
      const material = mesh.material as MeshBasicMaterial;
      mesh.visible = enabled || Boolean(status?.done);
      material.color.set(status?.done ? '#7dffb0' : onIt > 0.5 ? '#fff3a0' : '#ffd34a');
      material.opacity = status?.done ? 0.25 + flare * 0.6 : 0.35 + onIt * 0.55 + Math.sin(t * 3 + index) * 0.08;
      mesh.scale.setScalar(status?.done ? 0.6 + flare * 0.5 : 1.15 - onIt * 0.2);
    });
  });

  return (
    <>
      <SkyDome colors={SKY} />
      <StarField count={1400} size={1.8} minElevation={0.02} seed={11} />
      <Atmosphere options={ATMOSPHERE} />
      <mesh geometry={assets.ice} material={assets.iceMaterial} />
      <AuroraCurtains curtains={CURTAINS} state={() => curtains.current} />
      {AURORA_BANDS.map((band, index) => (
        <mesh
          key={`reticle-${band.yaw}`}
          ref={(mesh) => {
            reticles.current[index] = mesh;
          }}
          geometry={assets.reticle}
          material={assets.reticleMaterials[index]}
          renderOrder={3}
          visible={false}
        />
      ))}
      <mesh geometry={assets.deck} material={assets.lit} />
      <Crew figures={CREW} found={found} />
      <mesh geometry={assets.screens} material={assets.screenMaterial} />
      {/* Dim night lighting on the deck: the displays' glow on the pilots, a low amber light over the consoles behind. */}
      <pointLight color="#6fd0a0" intensity={1.6} distance={4} decay={1.6} position={[-0.4, 1.2, -3.2]} />
      <pointLight color="#ffb066" intensity={3} distance={6} decay={1.6} position={[0, 2.6, 2.2]} />
      <sprite material={assets.deckGlow} position={[0, 2.9, 2.6]} scale={0.8} />
    </>
  );
}
