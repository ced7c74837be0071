import { AdditiveBlending, CanvasTexture, SpriteMaterial, SRGBColorSpace, type ColorRepresentation, type Texture } from 'three';

/** A soft round glow (white centre to transparent edge), drawn on a canvas: for fire light on the ground, lamps, sparks. */
export function radialGlowTexture(size = 64): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context) {
    const gradient = context.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
    gradient.addColorStop(0, 'rgba(255,255,255,1)');
    gradient.addColorStop(0.35, 'rgba(255,255,255,0.45)');
    gradient.addColorStop(1, 'rgba(255,255,255,0)');
    context.fillStyle = gradient;
    context.fillRect(0, 0, size, size);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
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
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context) {
    const gradient = context.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
    gradient.addColorStop(0, 'rgba(255,255,255,0.06)');
    gradient.addColorStop(0.45, 'rgba(255,255,255,0.1)');
    gradient.addColorStop(0.72, 'rgba(255,255,255,0.7)');
    gradient.addColorStop(0.8, 'rgba(255,255,255,0.75)');
    gradient.addColorStop(0.9, 'rgba(255,255,255,0.22)');
    gradient.addColorStop(1, 'rgba(255,255,255,0)');
    context.fillStyle = gradient;
    context.fillRect(0, 0, size, size);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}
