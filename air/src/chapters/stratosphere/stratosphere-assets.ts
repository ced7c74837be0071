// Stratosphere's geometry and materials, built once per visit.
import { RingGeometry } from 'three';
import { foggedBasic, foggedStandard, lightGlowMaterial, radialGlowTexture } from '@mission/chapter-kit/scene';
import { ICE_DEPTH, ICE_RADIUS, iceMaterial } from './stratosphere-ice';
import { hazeGeometry, hazeMaterial } from './stratosphere-haze';
import { deckGeometry, screensGeometry } from './stratosphere-deck-geometry';

/** The scene's geometry and materials, built once per visit: the deck, the screens, the ice and the haze band over its rim, the deck's glow. */
export function stratosphereAssets() {
  const glow = radialGlowTexture();
  return {
    glow,
    deck: deckGeometry(),
    screens: screensGeometry(),
    // In rings, not one fan from under the player: the fan's long thin triangles came out flat-coloured under the windscreen.
    ice: new RingGeometry(0.5, ICE_RADIUS, 64, 16).rotateX(-Math.PI / 2).translate(0, -ICE_DEPTH, 0),
    lit: foggedStandard(),
    screenMaterial: foggedBasic({ vertexColors: true }),
    iceMaterial: iceMaterial(),
    haze: hazeGeometry(),
    hazeMaterial: hazeMaterial(),
    deckGlow: lightGlowMaterial(glow, '#ffb066', 0.25),
  };
}
