import { BackSide, Color, ShaderMaterial, SphereGeometry, Vector3, type ColorRepresentation } from 'three';
import { useSceneAssets } from '../art/use-scene-assets';

export interface SkyColors {
  top: ColorRepresentation;
  horizon: ColorRepresentation;
  bottom: ColorRepresentation;
  sun: ColorRepresentation;
  /** Direction towards the sun (normalised here). */
  sunDirection: readonly [number, number, number];
  /** 0..1: how large and bright the sun's glow is. */
  sunGlow?: number;
}

const VERTEX = /* glsl */ `
varying vec3 vDirection;
void main() {
  vDirection = normalize(position);
  vec4 mv = modelViewMatrix * vec4(position, 1.0);
  gl_Position = projectionMatrix * mv;
  gl_Position.z = gl_Position.w; // always at the far plane
}
`;

const FRAGMENT = /* glsl */ `
uniform vec3 uTop;
uniform vec3 uHorizon;
uniform vec3 uBottom;
uniform vec3 uSun;
uniform vec3 uSunDirection;
uniform float uSunGlow;
varying vec3 vDirection;
void main() {
  float y = vDirection.y;
  vec3 sky = y > 0.0 ? mix(uHorizon, uTop, pow(smoothstep(0.0, 0.65, y), 0.8)) : mix(uHorizon, uBottom, smoothstep(0.0, 0.25, -y));
  float towardSun = max(dot(normalize(vDirection), uSunDirection), 0.0);
  sky += uSun * (pow(towardSun, 900.0) * 1.2 + pow(towardSun, 12.0) * 0.35 * uSunGlow + pow(towardSun, 3.0) * 0.12 * uSunGlow);
  // A touch of banding-free dither.
  float noise = fract(sin(dot(gl_FragCoord.xy, vec2(12.9898, 78.233))) * 43758.5453) / 255.0;
  gl_FragColor = vec4(sky + noise, 1.0);
}
`;

/** A gradient sky with a glowing sun, drawn behind everything in one call. Not fogged: it is the fog's backdrop. */
export function SkyDome({ colors, radius = 300 }: { colors: SkyColors; radius?: number }) {
  const geometry = useSceneAssets(() => new SphereGeometry(radius, 24, 12), [radius]);
  const material = useSceneAssets(
    () =>
      new ShaderMaterial({
        vertexShader: VERTEX,
        fragmentShader: FRAGMENT,
        side: BackSide,
        depthWrite: false,
        fog: false,
        uniforms: {
          uTop: { value: new Color(colors.top) },
          uHorizon: { value: new Color(colors.horizon) },
          uBottom: { value: new Color(colors.bottom) },
          uSun: { value: new Color(colors.sun) },
          uSunDirection: { value: new Vector3(...colors.sunDirection).normalize() },
          uSunGlow: { value: colors.sunGlow ?? 1 },
        },
      }),
    [colors],
  );
  return <mesh geometry={geometry} material={material} renderOrder={-10} frustumCulled={false} />;
}
