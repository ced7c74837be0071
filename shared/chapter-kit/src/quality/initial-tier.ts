import { isQualityTier, lowerTier, type QualityTier } from './quality-tiers';

/** What the page can tell about the device before drawing anything. */
export interface DeviceSignals {
  devicePixelRatio: number;
  /** Logical cores (navigator.hardwareConcurrency), when given. */
  hardwareConcurrency?: number;
  /** Gigabytes (navigator.deviceMemory, Chromium only), when given. */
  deviceMemory?: number;
  /** WebGL 2 exists in this browser (three.js 0.187 draws with nothing else). */
  webgl2: boolean;
  /** The GPU's name (WEBGL_debug_renderer_info), once a context exists. */
  renderer?: string;
}

/** Below these the device starts at the low tier; from the `HIGH_` ones up, at high. */
export const LOW_TIER_MAX_CORES = 4;
export const LOW_TIER_MAX_MEMORY_GB = 2;
export const HIGH_TIER_MIN_CORES = 8;
export const HIGH_TIER_MIN_MEMORY_GB = 6;

/** Software renderers: every pixel is drawn on the CPU. */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * The tier a visit starts at (`null`: this browser cannot draw a chapter at all: no WebGL 2,
 * the stage shows its problem card). A software renderer starts low; few cores or little
 * memory start low; many cores and memory (or, unknown memory, a 2x screen and 8 cores) start
 * high; the rest medium. Phones report no deviceMemory (Safari), so cores decide there.
 */
export function initialTier(signals: DeviceSignals): QualityTier | null {
  if (!signals.webgl2) return null;
  if (signals.renderer && SOFTWARE_RENDERER.test(signals.renderer)) return 'low';
  const cores = signals.hardwareConcurrency;
  const memory = signals.deviceMemory;
  if ((cores !== undefined && cores <= LOW_TIER_MAX_CORES) || (memory !== undefined && memory <= LOW_TIER_MAX_MEMORY_GB)) return 'low';
  const manyCores = cores !== undefined && cores >= HIGH_TIER_MIN_CORES;
  if (manyCores && (memory === undefined ? signals.devicePixelRatio >= 2 : memory >= HIGH_TIER_MIN_MEMORY_GB)) return 'high';
  return 'medium';
}

/** The tier once the context has named its GPU: a software renderer caps it at low. */
export function tierForRenderer(tier: QualityTier, renderer: string | undefined): QualityTier {
  return renderer && SOFTWARE_RENDERER.test(renderer) ? lowerTier(tier, 'low') : tier;
}

/**
 * The test-only pin: a page global the e2e fixtures set before any script runs
 * (`addInitScript`), so functional journeys draw at a known tier whatever the machine. Not
 * storage (shared never touches it); any value but a tier's name is ignored.
 */
export const QUALITY_PIN_GLOBAL = '__MISSION_QUALITY__';

export function pinnedTier(value: unknown): QualityTier | null {
  return isQualityTier(value) ? value : null;
}

/** The signals of this browser (no WebGL context is made: one context per page). */
export function readDeviceSignals(): DeviceSignals {
  const nav = navigator as Navigator & { deviceMemory?: number };
  return {
    devicePixelRatio: window.devicePixelRatio || 1,
    hardwareConcurrency: nav.hardwareConcurrency || undefined,
    deviceMemory: typeof nav.deviceMemory === 'number' ? nav.deviceMemory : undefined,
    webgl2: typeof WebGL2RenderingContext !== 'undefined',
  };
}

/** The pinned tier of this page, if any. */
export function readPinnedTier(): QualityTier | null {
  return pinnedTier((window as unknown as Record<string, unknown>)[QUALITY_PIN_GLOBAL]);
}
