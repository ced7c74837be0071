import { polar, type TaskTargetDefinition } from '@mission/chapter-kit';

/**
 * Night, high over the Arctic: the player stands on the flight deck of an RCAF aircraft, behind
 * the pilots, the windscreen and side windows round the front; three aurora curtains hang in
 * the sky far above the aircraft (aurora shines 100 to 300 km up; no aircraft comes near it,
 * docs/fact-sources/air.md). The trades are at their stations on the flight deck.
 */
export const STRATOSPHERE_HOTSPOTS = {
  // In the seat ahead, flying: seated, so the marker point is low (its marker floats HOTSPOT_MARKER_HEIGHT over it, just over the helmet; higher, it ran into the header).
  pilot: polar(0, 3.1, 0.4),
  // At the weather and space-weather console at the back of the flight deck, on the left.
  meteorologicalTechnician: polar(145, 3.3, 1.2),
  // At the radar console at the back of the flight deck, on the right.
  aerospaceControlOfficer: polar(-145, 3.3, 1.2),
} as const;

/** How far off a band's bearing the view may be and still capture it (degrees either side). */
export const BAND_TOLERANCE_DEG = 10;

/**
 * The flight deck's window pillars stand at these yaws (degrees): the windscreen between
 * ±20, the side windows out to ±70 and ±128, the back wall beyond; the bands are centred in
 * the panes between them.
 */
export const CANOPY_RIB_YAWS = [20, -20, 70, -70, 128, -128] as const;

/**
 * The three aurora bands (the accessible mission names them green, violet and red): their
 * bearing (degrees of yaw), how far out they hang, the height of the point the view centres
 * on (about 15 degrees above the horizon, in a window pane), and the curtain's own size: how
 * far it reaches either side (degrees), its foot and its height (m). The green curtain
 * fades to magenta-red at its top and its lower fringe, as oxygen and nitrogen light a real one.
 */
export const AURORA_BANDS = [
  { yaw: 42, distance: 160, height: 44, low: '#3dff8e', high: '#ff2a7a', halfSpan: 46, foot: 2, curtainHeight: 125 },
  { yaw: -42, distance: 170, height: 46, low: '#8a3cff', high: '#ff2fb8', halfSpan: 46, foot: 2, curtainHeight: 125 },
  { yaw: -100, distance: 165, height: 45, low: '#ff2a4a', high: '#a02cff', halfSpan: 26, foot: 6, curtainHeight: 110 },
] as const;

/**
 * The chapter's hero: the Arctic sky ahead through the windscreen, over the pilot, where the
 * green and violet curtains (80° wide about their bearings) meet (docs/game-design.md
 * "Composition and guidance").
 */
export const STRATOSPHERE_HERO = polar(0, AURORA_BANDS[0].distance, AURORA_BANDS[0].height);

export const STRATOSPHERE_TARGETS: readonly TaskTargetDefinition[] = AURORA_BANDS.map(({ yaw, distance, height }, index) => ({
  id: `band-${index + 1}`,
  position: polar(yaw, distance, height),
  interaction: { kind: 'aim', toleranceDeg: BAND_TOLERANCE_DEG },
  label: { key: 'air:stratosphere.task.target', values: { number: index + 1 } },
  markerType: 'aurora-band',
}));
