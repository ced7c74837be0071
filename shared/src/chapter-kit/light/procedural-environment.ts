import { BackSide, BufferAttribute, Color, Mesh, MeshBasicMaterial, PMREMGenerator, Scene, SphereGeometry, type Texture, type WebGLRenderer } from 'three';

/** The environment's light against the rig: fill and soft reflections, never a second sun. */
export const ENVIRONMENT_INTENSITY = 0.45;

/**
 * A small generated environment for fill and reflections (no file to fetch): a sphere shaded
 * from the fill colour overhead through a warm horizon (the key's colour) to a dark ground,
 * prefiltered once by PMREM. The caller disposes the texture.
 */
export function buildGradientEnvironment(gl: WebGLRenderer, colours: { sky: string; horizon: string; ground: string }): Texture {
  const geometry = new SphereGeometry(1, 16, 8);
  const sky = new Color(colours.sky);
  const horizon = new Color(colours.horizon);
  const ground = new Color(colours.ground);
  const positions = geometry.getAttribute('position');
  const colourArray = new Float32Array(positions.count * 3);
  const colour = new Color();
  for (let i = 0; i < positions.count; i += 1) {
    const y = positions.getY(i);
    if (y >= 0) colour.copy(horizon).lerp(sky, Math.sqrt(y));
    else colour.copy(horizon).lerp(ground, Math.min(1, -y * 3));
    colour.toArray(colourArray, i * 3);
  }
  geometry.setAttribute('color', new BufferAttribute(colourArray, 3));
  const material = new MeshBasicMaterial({ vertexColors: true, side: BackSide });
  const scene = new Scene();
  scene.add(new Mesh(geometry, material));
  const generator = new PMREMGenerator(gl);
  try {
    return generator.fromScene(scene, 0.04).texture;
  } finally {
    generator.dispose();
    geometry.dispose();
    material.dispose();
  }
}
