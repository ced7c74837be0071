import { Color } from 'three';
import { seededRandom } from './seeded-random';

/**
 * A chapter's ground: a flat play area around the player rising to hills at the edge of
 * the fog, so the horizon reads as land, not a plate. Pure functions of x and z.
 */
export function bowlHeight(x: number, z: number, options: { flat: number; rim: number; roughness: number }): number {
  const distance = Math.hypot(x, z);
  const rolling = Math.sin(x * 0.045) * Math.cos(z * 0.05) * 1.2 + Math.sin(x * 0.12 + z * 0.08) * 0.5 * options.roughness;
  const rise = Math.max(0, distance - options.flat) * options.rim;
  const calm = Math.min(1, Math.max(0, (distance - 4) / 10));
  return rolling * calm + rise * rise * 0.02;
}

/** Face colour: mixes two ground colours by height and a little per-face noise. */
export function groundPainter(low: string, high: string, speckle = 0.08, seed = 5) {
  const random = seededRandom(seed);
  const lowColor = new Color(low);
  const highColor = new Color(high);
  const mixed = new Color();
  return (_x: number, y: number) => {
    const t = Math.min(1, Math.max(0, y / 8 + (random() - 0.5) * speckle * 4));
    return mixed
      .copy(lowColor)
      .lerp(highColor, t)
      .offsetHSL(0, 0, (random() - 0.5) * speckle)
      .getHex();
  };
}
