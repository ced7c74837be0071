// Stratosphere's look as data: the Arctic night sky, the thin air's fog and light, the flight deck's dark panels.
import { type AtmosphereOptions, type SkyColors } from '@mission/chapter-kit/scene';

/** Night high over the Arctic: a black-blue sky, a faint green airglow low ahead under the curtains. */
export const SKY: SkyColors = {
  top: '#010209',
  horizon: '#0c1a36',
  // Below the horizon the haze over the far ice, as the ice's own haze meets it at its rim.
  bottom: '#0c1a36',
  sun: '#1d6b5c',
  sunDirection: [0, 0.04, -1],
  sunGlow: 0.12,
};

export const ATMOSPHERE: AtmosphereOptions = {
  // Thin air: almost no fog, only far out over the ice.
  fog: { color: '#0a1730', near: 320, far: 1100 },
  hemisphere: { sky: '#5a6aa0', ground: '#1a1420', intensity: 0.55 },
  sun: { color: '#9fffd0', intensity: 0.5, position: [30, 60, -80] },
};

export const PANEL = '#171a21';

export const PANEL_LIGHT = '#252a33';

export const FRAME = '#1c2028';
