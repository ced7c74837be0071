import { Vector2, type Camera, type Scene, type WebGLRenderer } from 'three';
import { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { RenderPass } from 'three/examples/jsm/postprocessing/RenderPass.js';
import { UnrealBloomPass } from 'three/examples/jsm/postprocessing/UnrealBloomPass.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';
import { ShaderPass } from 'three/examples/jsm/postprocessing/ShaderPass.js';
import { FXAAPass } from 'three/examples/jsm/postprocessing/FXAAPass.js';
import { VignetteShader } from 'three/examples/jsm/shaders/VignetteShader.js';
import type { TierSettings } from '../quality/quality-tiers';

/**
 * Bloom on what glows only: the high pass keeps linear luminance over the threshold (flames,
 * beacons, lamps, additive embers, the sun's disc), not lit ground; a soft, short halo.
 */
export const BLOOM = { threshold: 0.82, strength: 0.55, radius: 0.35 } as const;
/** A light vignette: the shader mixes towards black by (offset x distance from the middle)², so about 25 % at the corners, nothing in the middle. */
export const VIGNETTE = { offset: 0.7, darkness: 1 } as const;

/** A chapter's own strengths for the chain's effects (its declaration's `light`: light/light-rig.ts). */
export interface ImageGrade {
  bloom?: number;
  vignette?: number;
}

/**
 * The chapter's image chain (three's own addons, docs/decisions.md "Light and image"): the
 * scene into a half-float target, bloom when the tier has it, then the output pass (AgX tone
 * mapping and sRGB, on every tier: it is the colour pipeline, not an effect, and keeps the
 * clear colour, the sky and the fogged meshes in one colour space), then a vignette and FXAA
 * in display space when the tier has them.
 */
export function buildPostChain(
  gl: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  settings: TierSettings,
  width: number,
  height: number,
  dpr: number,
  grade: ImageGrade = {},
): EffectComposer {
  const composer = new EffectComposer(gl);
  composer.setPixelRatio(dpr);
  composer.setSize(width, height);
  composer.addPass(new RenderPass(scene, camera));
  if (settings.bloom) {
    // Half resolution: the blur hides it, and it costs a quarter of the fill.
    composer.addPass(new UnrealBloomPass(new Vector2(width / 2, height / 2), grade.bloom ?? BLOOM.strength, BLOOM.radius, BLOOM.threshold));
  }
  composer.addPass(new OutputPass());
  if (settings.vignette) {
    const vignette = new ShaderPass(VignetteShader);
    vignette.uniforms.offset!.value = VIGNETTE.offset;
    vignette.uniforms.darkness!.value = grade.vignette ?? VIGNETTE.darkness;
    composer.addPass(vignette);
  }
  if (settings.antialias) composer.addPass(new FXAAPass());
  return composer;
}

/** Frees the chain's targets and every pass's material. */
export function disposePostChain(composer: EffectComposer): void {
  for (const pass of composer.passes) pass.dispose();
  composer.dispose();
}
