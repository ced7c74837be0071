import { BufferAttribute, BufferGeometry, PointsMaterial, type ColorRepresentation } from 'three';
import { seededRandom } from '../art/seeded-random';
import { useSceneAssets } from '../art/use-scene-assets';

export interface StarFieldOptions {
  count: number;
  /** Inside the sky dome (300) and the camera's far plane (600). */
  radius?: number;
  /** Screen pixels: stars do not grow as the player turns. */
  size?: number;
  color?: ColorRepresentation;
  /** Lowest star above the horizon, as the sine of its elevation (0 = on the horizon). */
  minElevation?: number;
  seed?: number;
}

/** Points spread evenly over the sky above `minElevation`, seeded so every visit sees the same sky. */
export function starPositions(count: number, radius: number, minElevation: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const positions = new Float32Array(count * 3);
  for (let i = 0; i < count; i += 1) {
    // Uniform over the spherical cap: the height (sine of elevation) is uniform.
    const y = minElevation + (1 - minElevation) * random();
    const ring = Math.sqrt(1 - y * y);
    const angle = random() * Math.PI * 2;
    positions.set([Math.cos(angle) * ring * radius, y * radius, Math.sin(angle) * ring * radius], i * 3);
  }
  return positions;
}

/**
 * A night sky's stars (a ship's bridge at night, the stratosphere): one draw call
 * of points, not fogged (they are beyond the weather), drawn after the sky dome.
 */
export function StarField({ count, radius = 280, size = 1.6, color = '#dfe8ff', minElevation = 0.04, seed = 7 }: StarFieldOptions) {
  const assets = useSceneAssets(() => {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(starPositions(count, radius, minElevation, seed), 3));
    return {
      geometry,
      material: new PointsMaterial({
        color,
        size,
        sizeAttenuation: false,
        fog: false,
        transparent: true,
        opacity: 0.85,
        depthWrite: false,
      }),
    };
  }, [count, radius, size, color, minElevation, seed]);
  return <points geometry={assets.geometry} material={assets.material} frustumCulled={false} renderOrder={-1} />;
}
