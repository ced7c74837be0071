// The Flood's look as data: its wet dusk sky, fog and light, its rain, its river and street water, the spill and the splashes.
import {
  type AtmosphereOptions,
  type ParticleFieldOptions,
  type RainOptions,
  type SkyColors,
  type WaterOptions,
} from '@mission/chapter-kit/scene';
import { GAP_XS, LEVEE_Z } from './flood-layout';
import { STREET_WATER_Z, BUILDER_SPOTS } from './flood-ground';

/** A wet dusk: low cloud, the last light in the west, rain, street lamps coming on. */
export const SKY: SkyColors = {
  top: '#26303d',
  horizon: '#7a8790',
  bottom: '#3a444c',
  sun: '#c9b6a0',
  sunDirection: [-0.7, 0.08, -0.7],
  sunGlow: 0.5,
};

export const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#5b6771', near: 12, far: 90 },
  hemisphere: { sky: '#a9b7c4', ground: '#3d4535', intensity: 2.4 },
  sun: { color: '#d8c8b4', intensity: 1.4, position: [-60, 30, -60] },
};

export const RAIN: RainOptions = {
  count: 1600,
  radius: 26,
  height: 18,
  speed: 15,
  length: 0.7,
  wind: [1.2, 0.4],
  color: '#c8d6e2',
  opacity: 0.38,
};

export const RIVER_WATER: WaterOptions = {
  width: 140,
  depth: 44,
  segments: [40, 14],
  deep: '#2e4552',
  shallow: '#6e8791',
  foam: '#c9d6da',
  waveHeight: 0.18,
  flow: [2.2, 0],
  lightDirection: [-0.6, 0.7, -0.4],
  // The rain sky in the far river: it reads as water running high, not as a grey floor.
  reflects: SKY.horizon,
};

/** The flood over the street, from the levee's foot to the lawns opposite, lamp posts standing in it. */
export const STREET_WATER: WaterOptions = {
  width: 90,
  depth: 15,
  segments: [30, 6],
  // Lighter than the asphalt under it and catching the sky, so the street reads as under water.
  deep: '#344a54',
  shallow: '#70878f',
  foam: '#c9d6da',
  waveHeight: 0.04,
  flow: [0, 0.6],
  lightDirection: [-0.6, 0.7, -0.4],
  opacity: 0.85,
  crestFoam: 0,
  // Rings round the legs of the soldiers standing in the flood (in the water's frame, centred on STREET_WATER_Z).
  foamAround: BUILDER_SPOTS.slice(0, 4).map(([x, z]) => [x, z - STREET_WATER_Z, 0.45] as const),
};

/**
 * The spray where each open gap's water breaks at the levee's foot: small, quick, bright
 * droplets thrown forward and up, that shrink as they fall (not puffs that grow and drift,
 * which read as smoke).
 */
export const SPILL: ParticleFieldOptions = {
  count: 90,
  emitters: GAP_XS.map((x) => [x, 0.25, LEVEE_Z + 1.9] as const),
  spread: [1, 0.1, 0.3],
  velocity: [0, 0.9, 1.6],
  velocityJitter: [0.6, 0.5, 0.5],
  lifetime: 0.6,
  size: 0.14,
  growth: 0.6,
  colorStart: '#dfeaee',
  colorEnd: '#94aeb8',
  opacity: 0.7,
  seed: 17,
};

/** The water pouring through an open gap: a little see-through, matt enough that the low sun does not flare off it as a white plate. */
export const SPILL_SHEET = { transparent: true, opacity: 0.88, roughness: 0.75 } as const;

/**
 * The street's flood, in metres (the street lies at -0.1, the lawns at 0.12): 12 cm over the
 * asphalt at the start, up to 20 cm more while gaps are open (over the kerbs); once the levee
 * holds it drains off the street in 2.2 s (inside the 2.5 s before the complete card), down
 * under the asphalt, so the street shows again: a change seen from anywhere, where a fall of a
 * few centimetres was not. The gaps' floor, where the water pours through, is the lawn's height.
 */
export const STREET_FLOOD = { start: 0.02, rise: 0.2, after: -0.14, drainSeconds: 2.2, gapFloor: 0.12 } as const;

/** Raindrops splashing in the flooded street: small rings of spray on the water. */
export const SPLASHES: ParticleFieldOptions = {
  count: 260,
  emitters: [[-6, 0.08, STREET_WATER_Z]],
  spread: [24, 0, 7],
  velocity: [0, 0.8, 0],
  velocityJitter: [0.3, 0.4, 0.3],
  lifetime: 0.45,
  size: 0.12,
  growth: 1.5,
  colorStart: '#e6eef2',
  colorEnd: '#aebcc4',
  opacity: 0.5,
  seed: 23,
};
