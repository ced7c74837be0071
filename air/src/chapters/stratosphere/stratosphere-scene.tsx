import { useLayoutEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  AdditiveBlending,
  BoxGeometry,
  CircleGeometry,
  Color,
  CylinderGeometry,
  DoubleSide,
  Matrix4,
  MeshBasicMaterial,
  PlaneGeometry,
  RingGeometry,
  ShaderMaterial,
  SphereGeometry,
  TorusGeometry,
  Vector3,
  type Mesh,
  type Sprite,
} from 'three';
import type { ChapterSceneProps } from '@mission/shared/chapter-kit';
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
  type AtmosphereOptions,
  type CurtainState,
  type FlatPart,
  type SkyColors,
} from '@mission/shared/chapter-kit/scene';
import { AURORA_BANDS, CANOPY_RIB_YAWS, STRATOSPHERE_HOTSPOTS, STRATOSPHERE_TARGETS } from './stratosphere-layout';

/** Night high over the Arctic: a black-blue sky, the sun long set far below the Earth's limb. */
const SKY: SkyColors = {
  top: '#010209',
  horizon: '#0b1838',
  bottom: '#02040c',
  sun: '#3f5fa8',
  sunDirection: [-0.35, -0.3, 0.88],
  sunGlow: 0.4,
};
const ATMOSPHERE: AtmosphereOptions = {
  // Thin air: almost no fog, only far out over the Earth.
  fog: { color: '#050b1c', near: 320, far: 1100 },
  hemisphere: { sky: '#7d8fd6', ground: '#2a1a30', intensity: 1.5 },
  sun: { color: '#9fc9ff', intensity: 0.7, position: [40, 60, -30] },
};

/** The Earth: a sphere far larger than the scene, its top this far below the player (so its limb dips about 11 degrees). */
const EARTH_RADIUS = 2400;
const ALTITUDE = 45;
const EYE = 1.7;
/** How far below the level the limb lies, and how far away (metres). */
const LIMB_DIP = Math.acos(EARTH_RADIUS / (EARTH_RADIUS + ALTITUDE));
const LIMB_DISTANCE = Math.sqrt((EARTH_RADIUS + ALTITUDE) ** 2 - EARTH_RADIUS ** 2);

/** The canopy: a glazed dome round the player, its ribs on a sphere of this radius from the sill up. */
const DOME_RADIUS = 4.6;
const SILL_HEIGHT = 0.85;

const PANEL = '#252c3d';
const PANEL_LIGHT = '#3a4356';
const FRAME = '#4a5366';

const EARTH_VERTEX = /* glsl */ `
varying vec3 vWorld;
void main() {
  vec4 world = modelMatrix * vec4(position, 1.0);
  vWorld = world.xyz;
  gl_Position = projectionMatrix * viewMatrix * world;
}
`;

/** The night side of the Earth: dark ocean and ice, pale cloud streaks, a blue haze towards the limb. */
const EARTH_FRAGMENT = /* glsl */ `
uniform vec3 uCentre;
uniform vec3 uDeep;
uniform vec3 uCloud;
uniform vec3 uHaze;
uniform float uTime;
varying vec3 vWorld;
void main() {
  vec3 normal = normalize(vWorld - uCentre);
  vec3 toEye = normalize(cameraPosition - vWorld);
  float facing = clamp(dot(normal, toEye), 0.0, 1.0);
  vec2 p = vWorld.xz * 0.012;
  float streaks = sin(p.x * 1.7 + sin(p.y * 0.9 + uTime * 0.01) * 2.2) * sin(p.y * 1.3 + sin(p.x * 0.7) * 1.6);
  float clouds = smoothstep(0.25, 0.85, streaks * 0.5 + 0.5);
  // Faceted, like the rest of the art: cloud cover in flat steps.
  clouds = floor(clouds * 4.0) / 4.0;
  vec3 colour = mix(uDeep, uCloud, clouds * 0.55);
  float haze = pow(1.0 - facing, 5.0);
  colour = mix(colour, uHaze, haze * 0.85);
  gl_FragColor = vec4(colour, 1.0);
}
`;

/** The thin glowing line of the atmosphere along the Earth's limb, fading up into space. */
const LIMB_FRAGMENT = /* glsl */ `
uniform vec3 uLine;
uniform vec3 uGlow;
uniform float uLimb;
varying vec2 vUv;
void main() {
  float above = vUv.y - uLimb;
  float line = exp(-abs(above) * 90.0);
  float glow = above > 0.0 ? exp(-above * 7.0) : 0.0;
  vec3 colour = uLine * line * 1.4 + uGlow * glow * 0.6;
  gl_FragColor = vec4(colour, 1.0);
}
`;

const UV_VERTEX = /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}
`;

/**
 * The crew in RCAF flight suits (kit figures): the pilot seated at the controls (who keeps
 * flying when found: a seated figure cannot turn round in its seat), the meteorological
 * technician pointing at the weather console, the aerospace control officer on the radio at
 * the radar console.
 */
const CREW = crewAtHotspots(STRATOSPHERE_HOTSPOTS, {
  pilot: { outfit: 'rcaf-flight-suit', pose: 'seated', turn: 165, turnsWhenFound: false },
  meteorologicalTechnician: { outfit: 'rcaf-flight-suit', pose: 'pointing', turn: 160 },
  aerospaceControlOfficer: { outfit: 'rcaf-flight-suit', pose: 'radio', turn: 200 },
});

/** The observation cabin: floor, sill, the canopy's ribs, the stations, the wings outside. */
function cabinGeometry() {
  const parts: FlatPart[] = [{ geometry: new CircleGeometry(DOME_RADIUS + 0.2, 32).rotateX(-Math.PI / 2), color: '#191d28' }];
  // The sill all round under the glazing, in panels, with a lighter cap.
  for (let yaw = -180; yaw < 180; yaw += 15) {
    parts.push({ geometry: new BoxGeometry(1.25, SILL_HEIGHT, 0.22).translate(0, SILL_HEIGHT / 2, 0), color: yaw % 30 === 0 ? PANEL : '#222838', matrix: facingPlayer(yaw, DOME_RADIUS, 0) });
    parts.push({ geometry: new BoxGeometry(1.25, 0.06, 0.4), color: PANEL_LIGHT, matrix: facingPlayer(yaw, DOME_RADIUS - 0.08, SILL_HEIGHT) });
  }
  // The ribs: four half-arcs over the top, each standing between two panes, meeting at a hub.
  for (const yaw of CANOPY_RIB_YAWS.slice(0, 4)) {
    const turn = ((yaw + 90) * Math.PI) / 180;
    parts.push({ geometry: new TorusGeometry(DOME_RADIUS, 0.07, 4, 28, Math.PI), color: FRAME, matrix: new Matrix4().makeTranslation(0, SILL_HEIGHT, 0).multiply(new Matrix4().makeRotationY(turn)) });
  }
  parts.push({ geometry: new TorusGeometry(DOME_RADIUS, 0.08, 4, 48).rotateX(Math.PI / 2), color: FRAME, matrix: new Matrix4().makeTranslation(0, SILL_HEIGHT + 0.04, 0) });
  parts.push({ geometry: new CylinderGeometry(0.45, 0.55, 0.18, 10), color: FRAME, matrix: new Matrix4().makeTranslation(0, SILL_HEIGHT + DOME_RADIUS - 0.05, 0) });
  // The pilot's station ahead: seat, instrument panel under the sill, a control column.
  parts.push({ geometry: new BoxGeometry(0.7, 0.5, 0.7).translate(0, 0.25, 0), color: '#2e3340', matrix: facingPlayer(0, 3.2, 0) });
  // A low seat back: from the player's eye the pilot shows from the shoulders up, not just a helmet.
  parts.push({ geometry: new BoxGeometry(0.7, 0.28, 0.15).translate(0, 0.59, 0), color: '#2e3340', matrix: facingPlayer(0, 2.85, 0) });
  parts.push({ geometry: new BoxGeometry(2.4, 0.5, 0.6).translate(0, 0.95, 0.3), color: PANEL_LIGHT, matrix: facingPlayer(0, DOME_RADIUS - 0.3, 0) });
  parts.push({ geometry: new CylinderGeometry(0.03, 0.03, 0.6, 4).translate(0, 0.6, 0), color: '#111', matrix: facingPlayer(0, 3.75, 0) });
  // The meteorological technician's weather console and the aerospace control officer's radar console.
  for (const trade of ['meteorologicalTechnician', 'aerospaceControlOfficer'] as const) {
    const point = STRATOSPHERE_HOTSPOTS[trade];
    const yaw = (Math.atan2(-point[0], -point[2]) * 180) / Math.PI;
    const distance = Math.hypot(point[0], point[2]);
    parts.push({ geometry: new BoxGeometry(1.5, 1.05, 0.7).translate(0, 0.52, 0), color: '#2c3241', matrix: facingPlayer(yaw, distance + 0.85, 0) });
    parts.push({ geometry: new BoxGeometry(1.3, 0.7, 0.12).translate(0, 1.4, 0), color: '#262b38', matrix: facingPlayer(yaw, distance + 1.15, 0) });
  }
  // Outside, below the sill: the wings and their engines, reaching out to the left and right.
  for (const side of [-1, 1]) {
    parts.push({ geometry: new BoxGeometry(22, 0.35, 3.2, 4, 1, 1), color: (_x, y) => (y > 0 ? '#59627a' : '#2b3040'), matrix: new Matrix4().makeTranslation(side * 14, -1.6, 1.6).multiply(new Matrix4().makeRotationY(side * 0.12)) });
    for (const out of [7, 13]) {
      parts.push({ geometry: new CylinderGeometry(0.55, 0.5, 3.4, 8).rotateX(Math.PI / 2), color: '#3d4558', matrix: new Matrix4().makeTranslation(side * out, -2, 0.6 + out * 0.11) });
    }
  }
  // The fuselage's back, under and behind the cabin.
  parts.push({ geometry: new CylinderGeometry(2.2, 1.6, 26, 10).rotateX(Math.PI / 2), color: '#3a4256', matrix: new Matrix4().makeTranslation(0, -2.1, 13) });
  return mergeFlat(parts);
}

/** Everything that glows in the cabin: screens, the radar scope, the warm strip light round the floor. */
function screensGeometry() {
  const parts: FlatPart[] = [];
  const at = (trade: keyof typeof STRATOSPHERE_HOTSPOTS) => {
    const point = STRATOSPHERE_HOTSPOTS[trade];
    return { yaw: (Math.atan2(-point[0], -point[2]) * 180) / Math.PI, distance: Math.hypot(point[0], point[2]) };
  };
  const met = at('meteorologicalTechnician');
  parts.push({ geometry: new PlaneGeometry(0.5, 0.45).translate(-0.3, 1.4, 0), color: '#2b6fb0', matrix: facingPlayer(met.yaw, met.distance + 1.08, 0) });
  parts.push({ geometry: new PlaneGeometry(0.5, 0.45).translate(0.32, 1.4, 0), color: '#3dbb8a', matrix: facingPlayer(met.yaw, met.distance + 1.08, 0) });
  const radar = at('aerospaceControlOfficer');
  parts.push({ geometry: new CircleGeometry(0.28, 20).translate(0, 1.4, 0), color: '#1f9e6e', matrix: facingPlayer(radar.yaw, radar.distance + 1.08, 0) });
  parts.push({ geometry: new RingGeometry(0.16, 0.175, 20).translate(0, 1.4, 0.002), color: '#7dffc2', matrix: facingPlayer(radar.yaw, radar.distance + 1.08, 0) });
  for (const offset of [-0.7, 0, 0.7]) {
    parts.push({ geometry: new PlaneGeometry(0.5, 0.28).translate(offset, 0.98, 0.61), color: offset === 0 ? '#d08a34' : '#2a8a8e', matrix: facingPlayer(0, DOME_RADIUS - 0.3, 0) });
  }
  // The warm strip light along the floor's edge, and a small amber lamp over each station.
  parts.push({ geometry: new TorusGeometry(DOME_RADIUS - 0.15, 0.025, 3, 48).rotateX(Math.PI / 2), color: '#ffae55', matrix: new Matrix4().makeTranslation(0, 0.05, 0) });
  return mergeFlat(parts);
}

/** Where the reticle over a band stands: its target point, turned to face the player. */
const RETICLE_RADIUS = 13;

/** /air/stratosphere: a night flight high over the Arctic, the aurora far above, three aurora bands to centre and capture. */
export default function StratosphereScene({ runtime, found }: ChapterSceneProps) {
  const assets = useSceneAssets(() => {
    const glow = radialGlowTexture();
    const centre = new Vector3(0, EYE - (EARTH_RADIUS + ALTITUDE), 0);
    const limbY = EYE - Math.sin(LIMB_DIP) * LIMB_DISTANCE;
    const limbRadius = Math.cos(LIMB_DIP) * LIMB_DISTANCE;
    const limbHeight = 60;
    const limbBottom = limbY - 14;
    return {
      glow,
      cabin: cabinGeometry(),
      screens: screensGeometry(),
      earth: new SphereGeometry(EARTH_RADIUS, 128, 12, 0, Math.PI * 2, 0, LIMB_DIP * 1.25).translate(centre.x, centre.y, centre.z),
      limb: new CylinderGeometry(limbRadius, limbRadius, limbHeight, 128, 1, true).translate(0, limbBottom + limbHeight / 2, 0),
      reticle: new RingGeometry(RETICLE_RADIUS - 0.7, RETICLE_RADIUS, 48),
      lit: foggedStandard(),
      screenMaterial: foggedBasic({ vertexColors: true }),
      earthMaterial: new ShaderMaterial({
        vertexShader: EARTH_VERTEX,
        fragmentShader: EARTH_FRAGMENT,
        fog: false,
        uniforms: {
          uCentre: { value: centre },
          uDeep: { value: new Color('#04102a') },
          uCloud: { value: new Color('#2a3a5e') },
          uHaze: { value: new Color('#2f6bc4') },
          uTime: { value: 0 },
        },
      }),
      limbMaterial: new ShaderMaterial({
        vertexShader: UV_VERTEX,
        fragmentShader: LIMB_FRAGMENT,
        transparent: true,
        depthWrite: false,
        blending: AdditiveBlending,
        side: DoubleSide,
        fog: false,
        uniforms: {
          uLine: { value: new Color('#6fc2ff') },
          uGlow: { value: new Color('#2448a8') },
          uLimb: { value: (limbY - limbBottom) / limbHeight },
        },
      }),
      reticleMaterials: AURORA_BANDS.map(() => new MeshBasicMaterial({ color: '#ffe27a', transparent: true, opacity: 0, blending: AdditiveBlending, depthWrite: false, side: DoubleSide, fog: false })),
      portLight: lightGlowMaterial(glow, '#ff3b2f', 0.9),
      starboardLight: lightGlowMaterial(glow, '#3bff7a', 0.9),
      strobe: lightGlowMaterial(glow, '#ffffff'),
      cabinGlow: lightGlowMaterial(glow, '#ffb066', 0.35),
    };
  }, []);
  const reticles = useRef<(Mesh | null)[]>([]);
  const curtains = useRef<CurtainState[]>(AURORA_BANDS.map(() => ({ ...RESTING_CURTAIN })));
  const earth = useRef<Mesh>(null);
  const strobe = useRef<Sprite>(null);
  const captured = useEasedTargets(runtime, STRATOSPHERE_TARGETS, (status) => (status?.done ? 1 : 0), { rate: 1.4 });
  const aligned = useEasedTargets(runtime, STRATOSPHERE_TARGETS, (status) => (status?.aligned ? 1 : 0), { rate: 6 });
  const flash = useRef(STRATOSPHERE_TARGETS.map(() => 0));

  // Each reticle faces the player, at its band's target point.
  useLayoutEffect(() => {
    STRATOSPHERE_TARGETS.forEach((target, index) => {
      const mesh = reticles.current[index];
      if (!mesh) return;
      mesh.position.set(...target.position);
      mesh.lookAt(0, EYE, 0);
    });
  }, []);

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const earthShader = earth.current?.material as ShaderMaterial | undefined;
    if (earthShader) earthShader.uniforms.uTime!.value = t;
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
        curtain.intensity = RESTING_CURTAIN.intensity + onIt * 0.3 + Math.sin(t * 2.2 + index) * 0.06 * (1 - done) + done * 0.45 + flare * 0.6;
      }
      const mesh = reticles.current[index];
      if (!mesh) return;
      const material = mesh.material as MeshBasicMaterial;
      mesh.visible = enabled || Boolean(status?.done);
      material.color.set(status?.done ? '#7dffb0' : onIt > 0.5 ? '#fff3a0' : '#ffd34a');
      material.opacity = status?.done ? 0.25 + flare * 0.6 : 0.35 + onIt * 0.55 + Math.sin(t * 3 + index) * 0.08;
      mesh.scale.setScalar(status?.done ? 0.6 + flare * 0.5 : 1.15 - onIt * 0.2);
    });
    if (strobe.current) strobe.current.visible = t % 1.4 < 0.1;
  });

  return (
    <>
      <SkyDome colors={SKY} />
      <StarField count={1100} size={1.7} minElevation={-0.16} seed={11} />
      <Atmosphere options={ATMOSPHERE} />
      <mesh ref={earth} geometry={assets.earth} material={assets.earthMaterial} />
      <mesh geometry={assets.limb} material={assets.limbMaterial} renderOrder={1} />
      <AuroraCurtains curtains={AURORA_BANDS} state={() => curtains.current} />
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
      <mesh geometry={assets.cabin} material={assets.lit} />
      <Crew figures={CREW} found={found} />
      <mesh geometry={assets.screens} material={assets.screenMaterial} />
      {/* Warm cabin light over the stations, and the aircraft's own lights on the wingtips. */}
      <pointLight color="#ffb066" intensity={5} distance={9} decay={1.6} position={[0, 3.2, 0.4]} />
      <sprite material={assets.cabinGlow} position={[0, SILL_HEIGHT + DOME_RADIUS - 0.3, 0]} scale={1.4} />
      <sprite material={assets.portLight} position={[-25, -1.2, 3.2]} scale={1.3} />
      <sprite material={assets.starboardLight} position={[25, -1.2, 3.2]} scale={1.3} />
      <sprite ref={strobe} material={assets.strobe} position={[0, -0.6, 26]} scale={2} />
    </>
  );
}
