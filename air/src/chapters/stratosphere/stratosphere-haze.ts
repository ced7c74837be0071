// The haze band along the horizon: the air over the far ice glowing faintly, as seen from cruising height.
import { AdditiveBlending, BackSide, Color, CylinderGeometry, ShaderMaterial } from 'three';
import { ICE_DEPTH, ICE_RADIUS } from './stratosphere-ice';

/** The band stands on the ice's rim, this high (m at the disc's scale): a few degrees of sky over the horizon seen from the deck. */
export const HAZE_HEIGHT = 70;

/** The band: an open ring of wall just inside the ice's rim, from the ice up HAZE_HEIGHT, its v running 0 at the ice to 1 at the top. */
export function hazeGeometry() {
  return new CylinderGeometry(ICE_RADIUS - 8, ICE_RADIUS - 8, HAZE_HEIGHT, 48, 1, true).translate(0, -ICE_DEPTH + HAZE_HEIGHT / 2, 0);
}

const VERTEX = /* glsl */ `
varying float vUp;
void main() {
  vUp = uv.y;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}
`;

const FRAGMENT = /* glsl */ `
uniform vec3 uColor;
varying float vUp;
void main() {
  // Brightest where it meets the ice, thinning upwards into the night.
  float glow = pow(1.0 - vUp, 2.2);
  gl_FragColor = vec4(uColor * glow, 1.0);
}
`;

/** The band's light: added to the sky and the far ice behind it, so it brightens them and never hides the aurora. */
export function hazeMaterial() {
  return new ShaderMaterial({
    vertexShader: VERTEX,
    fragmentShader: FRAGMENT,
    uniforms: { uColor: { value: new Color('#16284a') } },
    // Seen from inside the ring.
    side: BackSide,
    blending: AdditiveBlending,
    transparent: true,
    depthWrite: false,
    fog: false,
  });
}
