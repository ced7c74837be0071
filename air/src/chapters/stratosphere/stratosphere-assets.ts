// Stratosphere's geometry and materials, built once per visit.
import { AdditiveBlending, DoubleSide, MeshBasicMaterial, RingGeometry } from 'three';
import { foggedBasic, foggedStandard, lightGlowMaterial, radialGlowTexture } from '@mission/chapter-kit/scene';
import { AURORA_BANDS } from './stratosphere-layout';
import { ICE_DEPTH, ICE_RADIUS, iceMaterial } from './stratosphere-ice';
import { deckGeometry, screensGeometry } from './stratosphere-deck-geometry';

/** Where the reticle over a band stands: its target point, turned to face the player. */
const RETICLE_RADIUS = 13;

/** The scene's geometry and materials, built once per visit: the deck, the screens, the ice, the reticles, the deck's glow. */
export function stratosphereAssets() {
  const glow = radialGlowTexture();
  return {
    glow,
    deck: deckGeometry(),
    screens: screensGeometry(),
    // In rings, not one fan from under the player: the fan's long thin triangles came out flat-coloured under the windscreen.
    ice: new RingGeometry(0.5, ICE_RADIUS, 64, 16).rotateX(-Math.PI / 2).translate(0, -ICE_DEPTH, 0),
    reticle: new RingGeometry(RETICLE_RADIUS - 0.7, RETICLE_RADIUS, 48),
    lit: foggedStandard(),
    screenMaterial: foggedBasic({ vertexColors: true }),
    iceMaterial: iceMaterial(),
    reticleMaterials: AURORA_BANDS.map(
      () =>
        new MeshBasicMaterial({
          color: '#ffe27a',
          transparent: true,
          opacity: 0,
          blending: AdditiveBlending,
          depthWrite: false,
          side: DoubleSide,
          fog: false,
        }),
    ),
    deckGlow: lightGlowMaterial(glow, '#ffb066', 0.25),
  };
}
