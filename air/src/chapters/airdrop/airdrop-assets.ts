// Airdrop's geometry and materials, built once per visit.
import { DoubleSide, PlaneGeometry } from 'three';
import { foggedBasic, foggedStandard, lightGlowMaterial, radialGlowTexture } from '@mission/chapter-kit/scene';
import { GROUND_DEPTH, HOLD } from './airdrop-layout';
import { holdGeometry, lampsGeometry, sightGeometry } from './airdrop-hold-geometry';
import { rampGeometry } from './airdrop-ramp-geometry';
import { holdFittingsGeometry } from './airdrop-hold-fittings-geometry';
import { dropZoneGeometry, packageGeometry, canopyGeometry } from './airdrop-drop-geometry';
import { groundMaterial } from './airdrop-ground';

/** The scene's geometry and materials, built once per visit: the hold and its fittings, the ramp, the lamps and sight, the drop zone, a package and its canopy, the ground under the ramp, the lights. */
export function airdropAssets() {
  const glow = radialGlowTexture();
  return {
    glow,
    hold: holdGeometry(),
    fittings: holdFittingsGeometry(),
    lamps: lampsGeometry(),
    ramp: rampGeometry(),
    // About the ramp's hinge, as the ramp is: it rides on the ramp when it closes.
    sight: sightGeometry().translate(0, 0, -HOLD.rampHinge),
    dropZone: dropZoneGeometry(),
    box: packageGeometry(),
    canopy: canopyGeometry(),
    ground: new PlaneGeometry(900, 760, 1, 1).rotateX(-Math.PI / 2).translate(0, -GROUND_DEPTH, -330),
    lit: foggedStandard(),
    canopyMaterial: foggedStandard({ side: DoubleSide }),
    unlit: foggedBasic({ vertexColors: true }),
    sightMaterial: foggedBasic({ color: '#ffb02e' }),
    dropZoneMaterial: foggedBasic({ vertexColors: true, transparent: true, opacity: 0, depthWrite: false }),
    groundMaterial: groundMaterial(),
    jumpLight: lightGlowMaterial(glow, '#ff3b2f'),
    redLights: lightGlowMaterial(glow, '#ff4a30', 0.45),
  };
}
