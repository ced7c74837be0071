import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { BufferAttribute, BufferGeometry, Color, ShaderMaterial, type ColorRepresentation, type Mesh } from 'three';
import { useReducedMotion } from '@mission/shared';
import { calmTime } from '../quality/reduced-motion';
import { SHADER_FOG_PARS_FRAGMENT, SHADER_FOG_PARS_VERTEX, SHADER_FOG_VERTEX } from '../art/shader-fog';
import { useSceneAssets } from '../art/use-scene-assets';
import { SWELL_GLSL } from './water-surface';
import { foggedEffectMaterial } from './fogged-effect-material';

export interface WakeOptions {
  /** How far the foam trails behind the stern (m), along +z of the wake's frame. */
  length: number;
  /** The wake's width at the stern and where it ends (m): it spreads as it trails. */
  width: number;
  spread: number;
  /** The hull's speed through the water (m/s): how fast the foam pattern runs back. */
  speed: number;
  color?: ColorRepresentation;
  opacity?: number;
  /** Rows along the trail (more: a smoother spread). */
  rows?: number;
  /**
   * How far the foam's streaks slant across the trail: 1 (the default), a stern wake's
   * crossing streaks; towards 0, broken lines straight across it, as the white water a hull
   * pushes aside along its side (seen close, crossing streaks read as a net).
   */
  streakSlant?: number;
  /** The water's swell it rides (the WaterSurface's `waveHeight` and `flow`), so crests never bury it. */
  swell?: { waveHeight: number; flow: readonly [number, number] };
}

/**
 * The wake's strip in its own frame: the stern at z = 0, the trail along +z, x across, a few
 * centimetres over the water (y = 0.05) so it never sinks into the swell's flat parts.
 * `aTrail` holds (across -1..1, along 0..1) for the shader.
 */
export function wakeGeometry(length: number, width: number, spread: number, rows = 16): BufferGeometry {
  const positions = new Float32Array((rows + 1) * 2 * 3);
  const trail = new Float32Array((rows + 1) * 2 * 2);
  for (let row = 0; row <= rows; row += 1) {
    const along = row / rows;
    const half = (width + (spread - width) * Math.sqrt(along)) / 2;
    for (let side = 0; side < 2; side += 1) {
      const at = row * 2 + side;
      const across = side === 0 ? -1 : 1;
      positions.set([across * half, 0.05, along * length], at * 3);
      trail.set([across, along], at * 2);
    }
  }
  const index: number[] = [];
  for (let row = 0; row < rows; row += 1) {
    const a = row * 2;
    index.push(a, a + 2, a + 1, a + 1, a + 2, a + 3);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setAttribute('aTrail', new BufferAttribute(trail, 2));
  geometry.setIndex(index);
  return geometry;
}

const VERTEX = /* glsl */ `
attribute vec2 aTrail;
uniform float uSwellTime;
uniform float uWaveHeight;
uniform vec2 uFlow;
varying vec2 vTrail;
${SHADER_FOG_PARS_VERTEX}
${SWELL_GLSL}
void main() {
  vTrail = aTrail;
  vec4 world = modelMatrix * vec4(position, 1.0);
  // The water surface's swell, at the same clock.
  world.y += kitSwell(world.xz, uFlow, uSwellTime) * uWaveHeight;
  vec3 kitWorldPosition = world.xyz;
  vec4 kitMvPosition = viewMatrix * world;
  gl_Position = projectionMatrix * kitMvPosition;
  ${SHADER_FOG_VERTEX}
}
`;

const FRAGMENT = /* glsl */ `
uniform float uTime;
uniform float uLength;
uniform float uSpeed;
uniform vec3 uColor;
uniform float uOpacity;
uniform float uSlant;
varying vec2 vTrail;
${SHADER_FOG_PARS_FRAGMENT}
void main() {
  // Metres behind the stern, in the water's frame: the pattern stays on the water as the hull moves on.
  float z = vTrail.y * uLength + uTime * uSpeed;
  float x = vTrail.x;
  float slant = x * uSlant;
  // Churned foam in the middle, two bright edges (the wake's arms), broken into streaks.
  float churn = (1.0 - smoothstep(0.0, 0.55, abs(x))) * (1.0 - smoothstep(0.0, 0.7, vTrail.y));
  float arms = smoothstep(0.6, 0.92, abs(x)) * (1.0 - smoothstep(0.92, 1.0, abs(x)));
  float streaks = 0.55 + 0.25 * sin(z * 0.9 + slant * 7.0) + 0.2 * sin(z * 2.3 - slant * 13.0 + sin(z * 0.4) * 2.0);
  float foam = max(churn, arms * 0.8) * smoothstep(0.25, 0.8, streaks);
  // Fresh at the stern, gone by the end.
  float alpha = foam * (1.0 - smoothstep(0.35, 1.0, vTrail.y)) * uOpacity;
  if (alpha < 0.01) discard;
  gl_FragColor = vec4(kitApplyFog(uColor), alpha * (1.0 - 0.5 * kitFogAmount()));
}
`;

/**
 * The foam a hull leaves on the water: churned white behind the stern, two arms spreading
 * out, streaked and running back at the hull's speed, fading as it trails. One draw call, a
 * flat strip: the scene places it at the stern (or along a side, for the foam a hull pushes
 * aside) with a group's position and rotation. Reduced motion: the same foam, running slower.
 */
export function Wake({
  options,
  ...transform
}: {
  options: WakeOptions;
  position?: readonly [number, number, number];
  rotation?: readonly [number, number, number];
}) {
  const mesh = useRef<Mesh>(null);
  const calm = useReducedMotion();
  const assets = useSceneAssets(
    () => ({
      geometry: wakeGeometry(options.length, options.width, options.spread, options.rows),
      material: foggedEffectMaterial(VERTEX, FRAGMENT, {
        uSwellTime: { value: 0 },
        uWaveHeight: { value: options.swell?.waveHeight ?? 0 },
        uFlow: { value: options.swell ? [...options.swell.flow] : [0, 0] },
        uLength: { value: options.length },
        uSpeed: { value: options.speed },
        uColor: { value: new Color(options.color ?? '#e6eef2') },
        uOpacity: { value: options.opacity ?? 0.8 },
        uSlant: { value: options.streakSlant ?? 1 },
      }),
    }),
    [options],
  );
  useFrame((state) => {
    const material = mesh.current?.material as ShaderMaterial | undefined;
    if (!material) return;
    material.uniforms.uTime!.value = calmTime(state.clock.elapsedTime, calm);
    // The swell is the water's, which is not calmed.
    material.uniforms.uSwellTime!.value = state.clock.elapsedTime;
  });
  return (
    <mesh
      ref={mesh}
      geometry={assets.geometry}
      material={assets.material}
      position={transform.position ? [...transform.position] : undefined}
      rotation={transform.rotation ? [...transform.rotation] : undefined}
      renderOrder={1}
    />
  );
}
