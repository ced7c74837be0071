import type { ParticleFieldOptions } from './particle-field';

type Point = readonly [number, number, number];

/**
 * Spray presets for the kit's ParticleField (one draw call a set of emitters): `hose` is the
 * mist and steam where a hose's water strikes (a fire being put out), `sea` the spindrift
 * thrown off the crests and a bow, blown downwind. Draw with
 * `<ParticleField options={spray(...)} intensity={...} />`, the intensity (0..1 a point)
 * turning a point's spray on and off.
 */
export type SprayKind = 'hose' | 'sea';

export interface SprayOptions {
  kind: SprayKind;
  /** Where the water strikes (hose) or breaks (sea), up to MAX_EMITTERS. */
  at: readonly Point[];
  /** Particles a point at the high tier. */
  count?: number;
  /** Wind (x, z, metres a second) the spray drifts with. */
  wind?: readonly [number, number];
  seed?: number;
}

export function spray(options: SprayOptions): ParticleFieldOptions {
  const [windX, windZ] = options.wind ?? [0, 0];
  if (options.kind === 'hose') {
    return {
      count: options.count ?? 60,
      emitters: options.at,
      spread: [0.8, 0.1, 0.8],
      velocity: [windX, 2.2, windZ],
      velocityJitter: [1.4, 1.1, 1.4],
      lifetime: 1.1,
      size: 0.5,
      growth: 2.6,
      colorStart: '#e8f4ff',
      colorEnd: '#9fb7c9',
      opacity: 0.55,
      seed: options.seed ?? 8,
    };
  }
  return {
    count: options.count ?? 80,
    emitters: options.at,
    spread: [2.5, 0.2, 2.5],
    velocity: [windX, 1.6, windZ],
    velocityJitter: [1.2, 0.9, 1.2],
    lifetime: 1.6,
    size: 0.35,
    growth: 3,
    sway: 0.4,
    colorStart: '#f2f6f8',
    colorEnd: '#b9c6cf',
    opacity: 0.5,
    seed: options.seed ?? 17,
  };
}
