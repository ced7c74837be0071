// The Forest's look as data: its dusk sky, smoke-brown fog and light, and its fire, smoke, spray and ash.
import {
  spray,
  type AtmosphereOptions,
  type FireOptions,
  type ParticleFieldOptions,
  type SkyColors,
  type SmokeAndEmbersOptions,
} from '@mission/chapter-kit/scene';
import { FIRE_LINE } from './fire-layout';
import { FIRE_GROUND } from './fire-ground';

/** Dusk under a fire's smoke: a bruised sky going orange at the treeline, a red sun in the haze, smoke-brown fog. */
export const SKY: SkyColors = {
  top: '#2a2234',
  horizon: '#d8743a',
  bottom: '#3a2a26',
  sun: '#ff9a50',
  sunDirection: [0.55, 0.06, -0.83],
  sunGlow: 1.2,
};

export const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#6b4a3e', near: 16, far: 105 },
  hemisphere: { sky: '#b08a9a', ground: '#3a3626', intensity: 2.6 },
  sun: { color: '#ffa565', intensity: 3, position: [55, 14, -80] },
};

/** The fires (kit effects: flames and glow, embers and smoke, the hose's spray where it strikes). */
export const FIRE: FireOptions = { sites: FIRE_GROUND };

/**
 * The hot spots' smoke a little smaller than the kit's campfire (0.85): its column fades out
 * below the Griffon's skids, so the middle hot spot's smoke does not veil the helicopter over it.
 */
export const SMOKE_AND_EMBERS: SmokeAndEmbersOptions = { sites: FIRE_GROUND, size: 0.85 };

/**
 * The fire line beyond the Griffon: a front of tall flames in the trees, its glow on the
 * ground and a smoke column, always burning (the task's three fires are the spot fires
 * near the player). Drawn bigger and brighter than the spot fires, as its far flames would
 * otherwise fade into the fog.
 */
export const FIRE_FRONT: FireOptions = { sites: FIRE_LINE, size: 2.8, glowRadius: 14, glowColor: '#ff5a1a', seed: 31 };

export const FRONT_SMOKE: SmokeAndEmbersOptions = {
  sites: FIRE_LINE,
  size: 3.2,
  embers: 90,
  smoke: 44,
  smokeColor: ['#3b3230', '#8a7670'],
  seed: 41,
};

export const HOSE_SPRAY = spray({ kind: 'hose', at: FIRE_GROUND.map(([x, , z]) => [x, 0.4, z] as const) });

export const ASH: ParticleFieldOptions = {
  count: 140,
  emitters: [[0, 0.5, 0]],
  spread: [28, 5, 28],
  velocity: [0.25, 0.18, 0.05],
  velocityJitter: [0.2, 0.1, 0.2],
  lifetime: 14,
  size: 0.07,
  sway: 1.5,
  colorStart: '#ffb36b',
  colorEnd: '#ff6a2a',
  additive: true,
  seed: 13,
};

/** Fires and spray ease at -ln(0.02) per second: 98 % of the way to their goal in a second. */
export const FIRE_EASE = { rate: 3.9 } as const;

/**
 * The ending, from the moment the last hot spot is out: over 2.2 s (inside the 2.5 s before the
 * complete card) the front burns down to a third of its height and its smoke thins with it, the
 * falling ash to a quarter.
 */
export const FIRE_ENDING = { seconds: 2.2, frontLeft: 0.3, ashLeft: 0.25 } as const;
