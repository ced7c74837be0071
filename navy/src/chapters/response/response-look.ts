// Response's look as data: the dusk sky astern, fog and light, the sea, the downwash and the wake, the ship's and the Cyclone's greys.
import {
  type AtmosphereOptions,
  type RotorWashOptions,
  type SkyColors,
  type WakeOptions,
  type WaterOptions,
} from '@mission/chapter-kit/scene';
import { HELICOPTER_AT, ROTOR_RADIUS } from './response-layout';

/** Dusk at sea: the sun going down astern (behind the player), steel-blue sky ahead, the deck lights coming on. */
export const SKY: SkyColors = {
  top: '#1c2947',
  horizon: '#e08a5c',
  bottom: '#283142',
  sun: '#ffb47a',
  sunDirection: [-0.25, 0.05, 0.97],
  sunGlow: 0.9,
};

export const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#7d6f78', near: 45, far: 320 },
  hemisphere: { sky: '#c7a6a6', ground: '#2a2f37', intensity: 2.1 },
  sun: { color: '#ffb27a', intensity: 1.7, position: [-30, 12, 110] },
};

export const SEA: WaterOptions = {
  width: 640,
  depth: 640,
  segments: [56, 56],
  deep: '#14233a',
  shallow: '#3d5671',
  foam: '#e0c2ae',
  waveHeight: 0.55,
  flow: [0.3, -1.2],
  lightDirection: [-0.25, 0.25, 0.97],
  // The dusk in the far water, and the low sun's path glittering towards the ship.
  reflects: SKY.horizon,
  glint: 0.6,
};

/** The Cyclone's downwash on the wet deck (kit effect): wisps at idle, a ring of spray at full power. */
export const WASH: RotorWashOptions = {
  at: [HELICOPTER_AT[0], 0.05, HELICOPTER_AT[2]],
  rotorRadius: ROTOR_RADIUS,
  color: '#d3dade',
  opacity: 0.3,
};

/** The frigate under way into the wind for flight operations: its wake astern, riding the swell. */
export const WAKE: WakeOptions = {
  length: 160,
  width: 13,
  spread: 55,
  speed: 6,
  color: '#e4e9ec',
  opacity: 0.7,
  swell: { waveHeight: SEA.waveHeight, flow: SEA.flow },
};

export const DECK_GREY = '#3c434b';

export const HULL_GREY = '#4d555e';

/** The CH-148 Cyclone's maritime grey, a shade darker for its fairings, and its glazing. */
export const CYCLONE_GREY = '#7c858d';

export const CYCLONE_DARK = '#5c646b';

export const GLAZING = '#141c24';
