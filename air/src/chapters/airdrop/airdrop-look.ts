// Airdrop's look as data: the Arctic twilight sky, the clear polar air and its light, the hold's quilted greys and red seats.
import { type AtmosphereOptions, type SkyColors } from '@mission/chapter-kit/scene';

/** Arctic twilight behind the aircraft: a low pink sun over the ice, a deep blue sky above. */
export const SKY: SkyColors = {
  top: '#1d2a52',
  horizon: '#e9a585',
  bottom: '#9c96ae',
  sun: '#ffcf9a',
  sunDirection: [0.25, 0.05, -0.97],
  sunGlow: 0.75,
};

export const ATMOSPHERE: AtmosphereOptions = {
  // Clear polar air: the haze only takes the far ice, so the land under the ramp keeps its colours.
  fog: { color: '#b7a3b4', near: 160, far: 900 },
  // Inside, grey daylight from the open ramp (the red night lighting is the hold's own lamps); through the ramp, cold light off the snow.
  hemisphere: { sky: '#c4d0e0', ground: '#3b3633', intensity: 1.5 },
  sun: { color: '#dfe8ff', intensity: 1.3, position: [8, 12, -60] },
};

/** The hold's quilted insulation, grey-green, between bare aluminium frames. */
export const HULL = '#5d6458';

export const HULL_DARK = '#3e4340';

export const FRAME = '#8a9094';

export const FLOOR = '#3a3c3e';

export const SEAT_RED = '#a5342b';
