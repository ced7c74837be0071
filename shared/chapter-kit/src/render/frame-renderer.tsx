import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import type { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { drawnTier } from '../quality/drawn-tier';
import { FrameGovernor } from '../quality/frame-governor';
import { settingsFor, withRenderer, type QualityStart } from '../quality/quality-choice';
import { tierAbove, tierBelow, tierDpr, type QualityTier } from '../quality/quality-tiers';
import { pageRenderStats } from '../runtime/render-stats';
import { buildPostChain, disposePostChain, type ImageGrade } from './post-chain';
import { ProgramLinkWatch } from './program-link-watch';

/** What the canvas draws at now, for the debug panel and the bench (`window.__CHAPTER_KIT_QUALITY__`). */
export interface QualityReport {
  tier: QualityTier;
  dpr: number;
  effects: boolean;
  effectsFailed: boolean;
  steps: number;
}

function report(value: QualityReport): void {
  (window as unknown as { __CHAPTER_KIT_QUALITY__?: QualityReport }).__CHAPTER_KIT_QUALITY__ = value;
}

/** The GPU's name, if the browser tells it. */
function rendererName(context: WebGLRenderingContext | WebGL2RenderingContext): string | undefined {
  try {
    const info = context.getExtension('WEBGL_debug_renderer_info');
    return info ? String(context.getParameter(info.UNMASKED_RENDERER_WEBGL)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Draws every frame (r3f's own render is replaced: priority 1) through the tier's image chain,
 * times the frame's CPU work (from the first frame callback to the end of the draw) for the
 * governor and the bench (`window.__CHAPTER_KIT_STATS__`), and falls back without ever leaving a black canvas: a chain that fails to build,
 * to render or to compile its shaders (or the scene's) is dropped for this canvas (one warning) and the frame
 * is drawn straight to the screen.
 */
export function FrameRenderer({ start: initial, grade }: { start: QualityStart; grade: ImageGrade }) {
  const get = useThree((state) => state.get);
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const setDpr = useThree((state) => state.setDpr);
  const [start] = useState(() => withRenderer(initial, rendererName(gl.getContext())));
  const [tier, setTier] = useState(start.tier);
  const [effectsFailed, setEffectsFailed] = useState(false);
  const steps = useRef(0);
  const composer = useRef<EffectComposer | null>(null);
  const governor = useRef(new FrameGovernor());
  const frameStart = useRef(0);
  const stats = pageRenderStats();
  const lastFrame = useRef<number | null>(null);
  const settings = settingsFor(tier, effectsFailed);
  const dpr = tierDpr(tier, window.devicePixelRatio);

  const fail = (why: string, error?: unknown) => {
    if (composer.current) disposePostChain(composer.current);
    composer.current = null;
    setEffectsFailed((already) => {
      if (!already) console.warn(`[chapter-kit] the post effects failed (${why}); drawing without them.`, error ?? '');
      return true;
    });
  };

  useEffect(() => setDpr(dpr), [setDpr, dpr]);

  // A shader that fails to compile (the chain's or the scene's) drops the chain after the frame
  // that built it: three would draw that pass black. Found by the kit's watch, not three's own
  // check (program-link-watch.ts says why), which is off before any draw: a layout effect runs
  // before the canvas's shader warm-up, a passive one.
  const linkWatch = useRef<ProgramLinkWatch | null>(null);
  useLayoutEffect(() => {
    const { gl } = get();
    const previous = gl.debug.checkShaderErrors;
    gl.debug.checkShaderErrors = false;
    linkWatch.current = new ProgramLinkWatch(gl);
    return () => {
      gl.debug.checkShaderErrors = previous;
    };
  }, [get]);

  // The chain is built at the next frame for the tier's settings, the canvas size and its pixel ratio, and freed when they change.
  const chainKey = `${size.width}x${size.height}@${dpr}:${settings.bloom}:${settings.vignette}:${settings.antialias}:${grade.bloom}:${grade.vignette}`;
  useEffect(
    () => () => {
      if (composer.current) disposePostChain(composer.current);
      composer.current = null;
    },
    [chainKey, gl, scene, camera],
  );

  useEffect(() => {
    drawnTier.set(tier);
    report({ tier, dpr, effects: settings.bloom || settings.vignette || settings.antialias, effectsFailed, steps: steps.current });
    governor.current.reset();
    lastFrame.current = null;
  }, [tier, dpr, settings.bloom, settings.vignette, settings.antialias, effectsFailed]);

  useFrame(() => {
    frameStart.current = performance.now();
  }, -1000);

  useFrame(() => {
    if (!composer.current && !effectsFailed) {
      try {
        composer.current = buildPostChain(gl, scene, camera, settings, size.width, size.height, dpr, grade);
      } catch (error) {
        fail('the chain could not be built', error);
      }
    }
    const chain = composer.current;
    if (chain) {
      try {
        chain.render();
      } catch (error) {
        fail('a pass threw', error);
        gl.setRenderTarget(null);
        gl.render(scene, camera);
      }
    } else {
      gl.render(scene, camera);
    }
    const failure = linkWatch.current?.nextFailure();
    if (failure) fail(`a shader did not compile: ${failure.name}`, failure.log);
    const now = performance.now();
    const interval = lastFrame.current === null ? 0 : now - lastFrame.current;
    lastFrame.current = now;
    stats.frameCpuTimed(now - frameStart.current);
    if (!start.governed) return;
    const decision = governor.current.frame(interval, now - frameStart.current, now, tier !== start.ceiling);
    if (decision === 'down' && tier !== 'low') {
      steps.current += 1;
      setTier(tierBelow(tier));
    } else if (decision === 'up') {
      steps.current += 1;
      setTier(tierAbove(tier, start.ceiling));
    }
  }, 1);

  return null;
}
