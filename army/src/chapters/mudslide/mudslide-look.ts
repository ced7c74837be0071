// The Mudslide's look as data: its grey morning sky, mist and light, the drizzle, the dust off the debris, and the Army's green.
import { type AtmosphereOptions, type ParticleFieldOptions, type RainOptions, type SkyColors } from '@mission/chapter-kit/scene';
import { MUDSLIDE_TARGETS } from './mudslide-layout';

/** A grey mountain morning after heavy rain: pale light, drizzle, mist in the valley. */
export const SKY: SkyColors = {
  top: '#4a5b6d',
  horizon: '#c2bcaa',
  bottom: '#6b6d66',
  sun: '#fff1d6',
  sunDirection: [0.4, 0.22, -0.88],
  sunGlow: 0.6,
};

export const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#8f918a', near: 20, far: 140 },
  hemisphere: { sky: '#c6d0d8', ground: '#4a4636', intensity: 2.3 },
  sun: { color: '#fff0d8', intensity: 2.2, position: [40, 35, -80] },
};

export const DRIZZLE: RainOptions = {
  count: 700,
  radius: 24,
  height: 16,
  speed: 11,
  length: 0.45,
  wind: [-0.8, 0.3],
  color: '#d5dde3',
  opacity: 0.25,
};

export const ARMY_GREEN = '#4b5639';

/**
 * Uprooted trees lying in the slide: the torn root plate's wet soil and roots darker than the
 * mud round it, the bark, and the crown's green dulled with mud (lighter on its upper tier).
 */
export const UPROOTED = {
  soil: '#4a3322',
  roots: '#2e2118',
  bark: '#5b4331',
  needles: '#3f4a2c',
  needlesLit: '#55603a',
} as const;

export const ARMY_GREEN_DARK = '#3a432d';

export const DUST: ParticleFieldOptions = {
  count: 60,
  emitters: MUDSLIDE_TARGETS.map(({ position: [x, , z] }) => [x, 0.4, z] as const),
  spread: [1.4, 0.2, 1.4],
  velocity: [0, 1.2, 0],
  velocityJitter: [1.6, 0.8, 1.6],
  lifetime: 1.4,
  size: 0.9,
  growth: 2.5,
  colorStart: '#8a7458',
  colorEnd: '#b8ab98',
  opacity: 0.55,
  seed: 19,
};

/** Mist in the valley on the right and low on the slope the slide came down. */
export const MIST: ParticleFieldOptions = {
  count: 56,
  emitters: [
    [20, -2, -30],
    [-30, 10, -22],
  ],
  spread: [40, 3, 30],
  velocity: [0.4, 0.05, 0],
  velocityJitter: [0.2, 0.05, 0.2],
  lifetime: 20,
  size: 9,
  growth: 1.6,
  colorStart: '#c5c7c0',
  colorEnd: '#a9aca5',
  opacity: 0.25,
  seed: 29,
};
