/**
 * The pieces of a ground or sea painted in its shader by world position (a pattern that does
 * not stretch with the mesh and can scroll): the vertex shader that hands the fragment its
 * world position, and a smooth value noise to draw drifts, floes and ridges with.
 */

/** Passes `vWorld`, the fragment's world position. */
export const WORLD_POSITION_VERTEX = /* glsl */ `
varying vec3 vWorld;
void main() {
  vec4 world = modelMatrix * vec4(position, 1.0);
  vWorld = world.xyz;
  gl_Position = projectionMatrix * viewMatrix * world;
}
`;

/** `hash(p)`, a cell's random value, and `noise(p)`, smooth value noise in [0, 1] with one cell per unit. */
export const VALUE_NOISE_GLSL = /* glsl */ `
float hash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }
float noise(vec2 p) {
  vec2 i = floor(p);
  vec2 f = fract(p);
  f = f * f * (3.0 - 2.0 * f);
  return mix(mix(hash(i), hash(i + vec2(1.0, 0.0)), f.x), mix(hash(i + vec2(0.0, 1.0)), hash(i + vec2(1.0, 1.0)), f.x), f.y);
}
`;
