// Distress's look as data: the night sky and its low moon, the fog and light, the sea, the bridge's steel and deck greys.
import { polar } from '@mission/chapter-kit';
import { type AtmosphereOptions, type SkyColors, type WaterOptions } from '@mission/chapter-kit/scene';
import { CRAFT_SIZE, SIGNAL_BEARINGS } from './distress-layout';

/**
 * Where the moon is: low and just right of the bow, in the first view, so its path on the
 * water lights the sea the signals are on (the bridge read as a dark box without it).
 */
export const MOON_DIRECTION = [0.2, 0.17, -0.965] as const;

/** A clear night at sea: a low moon ahead, stars, the bridge's own dim red and green light. */
export const SKY: SkyColors = {
  top: '#03060d',
  horizon: '#17243a',
  bottom: '#05080f',
  sun: '#9fb3d1',
  sunDirection: [...MOON_DIRECTION],
  sunGlow: 0.55,
};

export const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#0c1524', near: 50, far: 320 },
  hemisphere: { sky: '#6a84b0', ground: '#1a2230', intensity: 2.8 },
  sun: { color: '#b9cbec', intensity: 1.6, position: [MOON_DIRECTION[0] * 200, MOON_DIRECTION[1] * 200, MOON_DIRECTION[2] * 200] },
};

export const SEA: WaterOptions = {
  width: 640,
  depth: 640,
  segments: [56, 56],
  deep: '#040b15',
  shallow: '#14304a',
  foam: '#5f7f9f',
  waveHeight: 0.7,
  flow: [0.5, 0.25],
  lightDirection: [MOON_DIRECTION[0], 0.3, MOON_DIRECTION[2]],
  // The night sky's blue at the horizon in the far water, and the moon's path on the swell.
  reflects: SKY.horizon,
  glint: 0.5,
  // White water where the swell breaks on each craft: it rings them against the dark sea.
  foamAround: SIGNAL_BEARINGS.map(({ yaw, distance, craft }) => {
    const [x, , z] = polar(yaw, distance);
    return [x, z, craft === 'boat' ? CRAFT_SIZE.boat * 0.45 : CRAFT_SIZE.raft * 0.9] as const;
  }),
};

export const STEEL = '#5a6470';

export const STEEL_DARK = '#3f4752';

export const DECK_GREY = '#4a525b';
