// Received's look as data: the northern dusk sky, fog and light, the falling snow, the parka and snow colours, the chimney smoke.
import { Vector3 } from 'three';
import { type AtmosphereOptions, type ParticleFieldOptions, type SnowOptions, type SkyColors } from '@mission/chapter-kit/scene';
import { groundHeight, HOUSES, PILES } from './received-ground';

/** Dusk in the North: the sun just down behind the far hills, a deep blue sky, snow taking the last pink light. */
export const SKY: SkyColors = {
  top: '#0f1a44',
  horizon: '#f79a6a',
  bottom: '#c6d1e1',
  sun: '#ffb27a',
  sunDirection: [-0.5, 0.03, -0.86],
  sunGlow: 0.9,
};

export const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#979fc0', near: 34, far: 200 },
  hemisphere: { sky: '#b8c6ec', ground: '#8d8fa8', intensity: 2.1 },
  sun: { color: '#ffb88a', intensity: 1.3, position: [-60, 12, -100] },
};

export const SNOW: SnowOptions = {
  count: 900,
  radius: 22,
  height: 14,
  fall: 1.1,
  wind: [2.2, 0.6],
  flutter: 0.5,
  size: 0.07,
  opacity: 0.8,
};

export const SNOW_WHITE = '#eef2f8';

export const AIR_FORCE_PARKA = '#4e5a3e';

/** Smoke rising from the chimneys seen beyond the package (the kit's field takes four emitters). */
export const SMOKE: ParticleFieldOptions = {
  count: 110,
  emitters: [HOUSES[1]!, HOUSES[2]!, HOUSES[8]!, HOUSES[9]!].map(({ at, turn, wide }) => {
    const offset = new Vector3(-(wide ? 9 : 5) * 0.3, PILES + 5.2, (wide ? 6 : 4.2) * 0.2).applyAxisAngle(new Vector3(0, 1, 0), turn);
    return [at[0] + offset.x, groundHeight(at[0], at[2]) + offset.y, at[2] + offset.z] as const;
  }),
  spread: [0.2, 0.1, 0.2],
  velocity: [0.5, 0.9, 0.15],
  velocityJitter: [0.2, 0.2, 0.2],
  lifetime: 4,
  size: 0.9,
  growth: 2.5,
  colorStart: '#d9d6de',
  colorEnd: '#9ea3b8',
  opacity: 0.35,
  seed: 31,
};
