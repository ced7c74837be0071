import { useMemo } from 'react';
import { ParticleField, type ParticleFieldOptions } from './particle-field';

type Site = readonly [number, number, number];

export interface SmokeAndEmbersOptions {
  /** Where each fire burns, on the ground (at most MAX_EMITTERS). */
  sites: readonly Site[];
  /** How big the fires are (1: a campfire-sized blaze); the plume and the spark cloud scale with it. */
  size?: number;
  /** Embers and smoke puffs a fire at the high tier. */
  embers?: number;
  smoke?: number;
  smokeColor?: readonly [string, string];
  seed?: number;
}

/** The embers' and the smoke's particle fields over a set of fires. */
export function smokeAndEmbersFields(options: SmokeAndEmbersOptions): { embers: ParticleFieldOptions; smoke: ParticleFieldOptions } {
  const size = options.size ?? 1;
  const seed = options.seed ?? 3;
  const above = (lift: number) => options.sites.map(([x, y, z]) => [x, y + lift * size, z] as const);
  return {
    embers: {
      count: options.embers ?? 70,
      emitters: above(0.6),
      spread: [0.9 * size, 0.3 * size, 0.9 * size],
      velocity: [0.35, 2.4 * size, 0],
      velocityJitter: [0.7, 0.9, 0.7],
      lifetime: 2.6,
      size: 0.13,
      growth: 0.5,
      sway: 0.8,
      colorStart: '#ffd27a',
      colorEnd: '#ff3d10',
      additive: true,
      seed,
    },
    smoke: {
      count: options.smoke ?? 36,
      emitters: above(1.2),
      spread: [0.7 * size, 0.3 * size, 0.7 * size],
      velocity: [0.5, 1.5 * size, 0.15],
      velocityJitter: [0.3, 0.4, 0.3],
      lifetime: 7,
      size: 1.6 * size,
      growth: 4.5,
      sway: 1.2,
      colorStart: options.smokeColor?.[0] ?? '#4a4046',
      colorEnd: options.smokeColor?.[1] ?? '#8d8389',
      opacity: 0.42,
      seed: seed + 2,
    },
  };
}

/** Smoke left over a fire that is out: a thin grey wisp, not nothing. */
export const SMOKE_AFTER_FIRE = 0.2;

/** Smoke's intensity from a fire's level: it thins as the fire dies, down to a wisp. */
export function smokeIntensity(level: number): number {
  return SMOKE_AFTER_FIRE + Math.min(1, Math.max(0, level)) * (1 - SMOKE_AFTER_FIRE);
}

/**
 * Embers rising from fires and the smoke above them: two draw calls for every fire (additive
 * sparks, then fogged smoke). `levels` (the fires' 0..1, read every frame, the same as the
 * kit's Fire reads) dims the sparks to nothing and the smoke to a wisp as each fire goes out.
 */
export function SmokeAndEmbers({ options, levels }: { options: SmokeAndEmbersOptions; levels?: () => readonly number[] }) {
  const fields = useMemo(() => smokeAndEmbersFields(options), [options]);
  return (
    <>
      <ParticleField options={fields.embers} intensity={levels} />
      <ParticleField options={fields.smoke} intensity={levels ? () => levels().map(smokeIntensity) : undefined} />
    </>
  );
}
