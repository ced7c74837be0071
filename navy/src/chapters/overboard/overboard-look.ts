// Overboard's look as data: the late-dusk sky, fog and light, the rising swell, the spray and the foam along the hull.
import { type AtmosphereOptions, type RainOptions, type SkyColors, type WakeOptions, type WaterOptions } from '@mission/chapter-kit/scene';

/** Late dusk in a rising swell: steel-grey cloud, the last light low to starboard, the ship's lights on. */
export const SKY: SkyColors = {
  top: '#1a222c',
  horizon: '#5a6773',
  bottom: '#1d252e',
  sun: '#b9c3cc',
  sunDirection: [0.8, 0.1, -0.5],
  sunGlow: 0.3,
};

export const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#3a4550', near: 30, far: 170 },
  hemisphere: { sky: '#8d9aa8', ground: '#1f262e', intensity: 2.1 },
  sun: { color: '#c8d2dc', intensity: 0.9, position: [80, 14, -50] },
};

export const SEA: WaterOptions = {
  width: 520,
  depth: 520,
  segments: [64, 64],
  deep: '#13212b',
  shallow: '#466270',
  foam: '#d4dde2',
  waveHeight: 1.1,
  flow: [0.6, 0.9],
  lightDirection: [0.8, 0.3, -0.5],
  // A rising swell breaks white on its crests: the sea reads as sea, not as a murky plane.
  crestFoam: 0.75,
  // The grey sky in the far water, and a little of the overcast's light on the facets.
  reflects: SKY.horizon,
  glint: 0.25,
};

export const SPRAY: RainOptions = {
  count: 500,
  radius: 20,
  height: 14,
  speed: 12,
  length: 0.5,
  wind: [3, 1.5],
  color: '#c7d2da',
  opacity: 0.25,
};

/**
 * The white water along the side where the swell meets the hull (kit effect), in the ship's
 * frame: a band at the waterline from abreast the platform forward to the bow's shoulder,
 * churned most below the player, riding the swell; its streaks run aft as the ship holds her way.
 */
export const HULL_FOAM: WakeOptions = {
  length: 60,
  width: 1.4,
  spread: 2.2,
  speed: -1.5,
  opacity: 0.8,
  streakSlant: 0.15,
  color: '#e4ebee',
  swell: { waveHeight: SEA.waveHeight, flow: SEA.flow },
};
