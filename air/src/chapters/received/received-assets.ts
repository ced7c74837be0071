// Received's geometry and materials, built once per visit.
import { MeshBasicMaterial } from 'three';
import {
  buildTerrain,
  coniferGeometry,
  foggedBasic,
  foggedStandard,
  lightGlowMaterial,
  radialGlowTexture,
  rockGeometry,
} from '@mission/chapter-kit/scene';
import { SUPPLIES } from './received-layout';
import { groundHeight, groundColour } from './received-ground';
import { communityGeometry, windowsGeometry } from './received-community-geometry';
import { lidGeometry, supplyGeometry } from './received-package-geometry';
import { herculesGeometry } from './hercules-geometry';

/** The scene's geometry and materials, built once per visit: the ground, the community and its windows, the package's lid and supplies, trees and rocks, the lights, the Hercules. */
export function receivedAssets() {
  const glow = radialGlowTexture();
  return {
    glow,
    ground: buildTerrain({ size: 280, segments: 64, height: groundHeight, color: groundColour }),
    community: communityGeometry(),
    windows: windowsGeometry(),
    lid: lidGeometry(),
    tree: coniferGeometry(),
    rock: rockGeometry('#8c8f99', '#eef2f8', 5),
    supplies: SUPPLIES.map((supply) => supplyGeometry(supply)),
    lit: foggedStandard(),
    warm: foggedBasic({ vertexColors: true }),
    lampGlow: lightGlowMaterial(glow, '#ffbe6e', 0.85),
    windowGlow: lightGlowMaterial(glow, '#ffb552', 0.45),
    beacon: lightGlowMaterial(glow, '#ff3b2f', 0.9),
    hercules: herculesGeometry(),
    herculesMaterial: new MeshBasicMaterial({ vertexColors: true, fog: false }),
  };
}
