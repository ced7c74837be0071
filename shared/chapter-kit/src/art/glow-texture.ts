import { AdditiveBlending, CanvasTexture, SpriteMaterial, SRGBColorSpace, type ColorRepresentation, type Texture } from 'three';

/** A white radial gradient on a square canvas, its alpha at each stop (0 at the centre, 1 at the edge). */
function radialAlphaTexture(size: number, stops: readonly (readonly [at: number, alpha: number])[]): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context) {
    const gradient = context.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
    for (const [at, alpha] of stops) gradient.addColorStop(at, `rgba(255,255,255,${alpha})`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, size, size);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

/** A soft round glow (white centre to transparent edge), drawn on a canvas: for fire light on the ground, lamps, sparks. */
export function radialGlowTexture(size = 64): CanvasTexture {
  return radialAlphaTexture(size, [
    [0, 1],
    [0.35, 0.45],
    [1, 0],
  ]);
}

/**
 * A light seen from afar (a strobe, a sidelight, the moon, a deck light): an additive glow
 * sprite that the fog does not swallow. The glow texture is the caller's, shared by its lights.
 */
export function lightGlowMaterial(map: Texture, color: ColorRepresentation, opacity = 1): SpriteMaterial {
  return new SpriteMaterial({ map, color, transparent: true, opacity, blending: AdditiveBlending, depthWrite: false, fog: false });
}

/** A soft ring of light (clear centre, bright band, soft edges), drawn on a canvas: a target's halo, which must not hide what it rings. */
export function ringGlowTexture(size = 256): CanvasTexture {
  return radialAlphaTexture(size, [
    [0, 0.06],
    [0.45, 0.1],
    [0.72, 0.7],
    [0.8, 0.75],
    [0.9, 0.22],
    [1, 0],
  ]);
}
