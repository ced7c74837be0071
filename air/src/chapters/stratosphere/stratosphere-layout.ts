import { polar, type TaskTargetDefinition } from '@mission/shared/chapter-kit';

/**
 * High above the clouds at night: the player stands in the glazed observation cabin of an
 * Air Force aircraft flying high over the Arctic, three aurora bands in the sky around, far
 * above it (aurora shines 100 to 300 km up; no aircraft comes near it). The trades are at their stations in the cabin around the player.
 */
export const STRATOSPHERE_HOTSPOTS = {
  // In the left seat ahead, flying: seated, so the marker point is low (its marker floats HOTSPOT_MARKER_HEIGHT over it, just over the helmet; higher, it ran into the header).
  pilot: polar(0, 3.1, 0.4),
  // At the weather and space-weather console to the left.
  meteorologicalTechnician: polar(112, 3.3, 1.2),
  // At the radar console behind, to the right.
  aerospaceControlOfficer: polar(-132, 3.3, 1.2),
} as const;

/** How far off a band's bearing the view may be and still capture it (degrees either side). */
export const BAND_TOLERANCE_DEG = 10;

/** The canopy's frame ribs stand at these yaws (degrees); the bands are centred in the panes between them. */
export const CANOPY_RIB_YAWS = [22.5, 67.5, 112.5, 157.5, -157.5, -112.5, -67.5, -22.5] as const;

/**
 * The three aurora bands (the accessible mission names them green, violet and red): their
 * bearing (degrees of yaw), how far out they hang, and the height of the point the view
 * centres on (about 15 degrees above the horizon, in a pane of the canopy).
 */
export const AURORA_BANDS = [
  { yaw: 45, distance: 160, height: 44, low: '#4dffa0', high: '#2fd4c0' },
  { yaw: -90, distance: 170, height: 46, low: '#b56bff', high: '#5a6bff' },
  { yaw: 180, distance: 165, height: 45, low: '#ff4f7b', high: '#a65cff' },
] as const;

/**
 * The chapter's hero: the Arctic sky ahead, over the pilot, where the green band's curtain
 * (60° wide about its bearing) begins (docs/game-design.md "Composition and guidance").
 */
export const STRATOSPHERE_HERO = polar(0, AURORA_BANDS[0].distance, AURORA_BANDS[0].height);

export const STRATOSPHERE_TARGETS: readonly TaskTargetDefinition[] = AURORA_BANDS.map(({ yaw, distance, height }, index) => ({
  id: `band-${index + 1}`,
  position: polar(yaw, distance, height),
  interaction: { kind: 'aim', toleranceDeg: BAND_TOLERANCE_DEG },
  label: { key: 'air:stratosphere.task.target', values: { number: index + 1 } },
  markerType: 'aurora-band',
}));
