// The frigate's bridge: its measures, the deck, windows, deckhead and stations, the screens, the foredeck below.
import { BoxGeometry, CircleGeometry, CylinderGeometry, Matrix4, PlaneGeometry } from 'three';
import { polar } from '@mission/chapter-kit';
import { facingPlayer, mergeFlat, type FlatPart } from '@mission/chapter-kit/scene';
import { DISTRESS_HOTSPOTS, RADAR_PLOT } from './distress-layout';
import { STEEL, STEEL_DARK, DECK_GREY } from './distress-look';

/** Radius of the bridge's window line around the player (metres). */
export const WINDOW_RADIUS = 5.6;

/**
 * The window band's sill and head and the deckhead (ceiling) over the bridge: the sky and its
 * stars are seen only through the windows, never over the bridge's roof (docs/decisions.md
 * "Light and image").
 */
const SILL_TOP = 1.0;

const FORWARD_SILL_TOP = 0.75;

/** Each window's sill panel spans this much yaw (degrees), centred on a multiple of it. */
const PANE_YAW = 15;

/** How high the sill is under the window at `yawDeg` (metres): lower forward, over the foredeck. */
export function sillTopAt(yawDeg: number): number {
  return Math.abs(Math.round(yawDeg / PANE_YAW) * PANE_YAW) <= 45 ? FORWARD_SILL_TOP : SILL_TOP;
}

const WINDOW_HEAD = 2.45;

export const DECKHEAD = 2.9;

/** The bridge's windows run round the front and the sides; a wall behind the player (yaws beyond this). */
const BACK_WALL_FROM = 125;

/** The player's own console straight ahead, its radar repeater tilted up towards them. */
export const REPEATER_AT = [0, 1.08, -1.45] as const;

export const REPEATER_RADIUS = 0.24;

/** The operator's radar plot: a scope on the console's upright face, turned to the player. */
export const PLOT_RADIUS = 0.36;

/** Where a point at `yaw` degrees and `distance` metres is, at height `y`. */
export function around(yawDeg: number, distance: number, y: number): [number, number, number] {
  const [x, , z] = polar(yawDeg, distance);
  return [x, y, z];
}

/** The heading (radians about +y) that turns a figure or a chair at `from` to face `to`. */
export function headingTo(from: readonly number[], to: readonly number[]): number {
  return Math.atan2(to[0]! - from[0]!, to[2]! - from[2]!);
}

export const OPERATOR = DISTRESS_HOTSPOTS.navalCombatInformationOperator;

const PLOT_AT = around(RADAR_PLOT.yaw, RADAR_PLOT.distance, 0);

/** The operator's chair faces the plot's console. */
export const OPERATOR_HEADING = headingTo(OPERATOR, PLOT_AT);

/** The bridge: the deck, the window band (sill, frames, head), the deckhead over it, the back wall, the stations. */
export function bridgeGeometry() {
  const parts: FlatPart[] = [{ geometry: new CircleGeometry(6.2, 24).rotateX(-Math.PI / 2), color: '#1d2229' }];
  // The deckhead, facing down, with beams across it: the roof over the whole bridge.
  parts.push({
    geometry: new CircleGeometry(WINDOW_RADIUS + 0.4, 24).rotateX(Math.PI / 2),
    color: '#3a424c',
    matrix: new Matrix4().makeTranslation(0, DECKHEAD, 0),
  });
  for (const x of [-3, 0, 3])
    parts.push({
      geometry: new BoxGeometry(0.25, 0.22, 11),
      color: '#20252c',
      matrix: new Matrix4().makeTranslation(x, DECKHEAD - 0.11, 0),
    });
  for (let yaw = -180; yaw < 180; yaw += PANE_YAW) {
    const back = Math.abs(yaw) > BACK_WALL_FROM;
    if (back) {
      parts.push({ geometry: new BoxGeometry(1.5, DECKHEAD, 0.2), color: STEEL, matrix: facingPlayer(yaw, WINDOW_RADIUS, DECKHEAD / 2) });
      continue;
    }
    // Sill under the windows (lower forward, over the foredeck), the head over them up to the deckhead, a frame between panes; the panes lean out at the top as a bridge's do.
    const sill = sillTopAt(yaw);
    parts.push({ geometry: new BoxGeometry(1.5, sill, 0.3), color: STEEL_DARK, matrix: facingPlayer(yaw, WINDOW_RADIUS, sill / 2) });
    parts.push({
      geometry: new BoxGeometry(1.5, DECKHEAD - WINDOW_HEAD, 0.3),
      color: STEEL,
      matrix: facingPlayer(yaw, WINDOW_RADIUS + 0.25, (WINDOW_HEAD + DECKHEAD) / 2),
    });
    parts.push({
      geometry: new BoxGeometry(0.09, WINDOW_HEAD - FORWARD_SILL_TOP + 0.05, 0.12).rotateX(-0.16),
      color: '#2b323b',
      matrix: facingPlayer(yaw + 7.5, WINDOW_RADIUS + 0.12, (FORWARD_SILL_TOP + WINDOW_HEAD) / 2),
    });
  }
  // The console the player stands at, and the long console under the forward windows.
  parts.push({ geometry: new BoxGeometry(0.9, 1.0, 0.6), color: STEEL, matrix: facingPlayer(0, 1.6, 0.5) });
  for (let yaw = -50; yaw <= 50; yaw += 20)
    parts.push({
      geometry: new BoxGeometry(1.9, 0.8, 0.8).translate(0, 0, 0.4),
      color: '#3c454f',
      matrix: facingPlayer(yaw, WINDOW_RADIUS - 0.2, 0.4),
    });
  // The radio (communicator) and the chart table (watchkeeper); their crew are kit figures (CREW).
  for (const [trade, yaw] of [
    ['navalCommunicator', 118],
    ['bridgeWatchkeeper', 178],
  ] as const) {
    const distance = Math.hypot(DISTRESS_HOTSPOTS[trade][0], DISTRESS_HOTSPOTS[trade][2]);
    parts.push({
      geometry: new BoxGeometry(1.6, trade === 'bridgeWatchkeeper' ? 0.95 : 1.2, 0.8),
      color: STEEL,
      matrix: facingPlayer(yaw, distance + 0.8, trade === 'bridgeWatchkeeper' ? 0.48 : 0.6),
    });
  }
  // The radar plot's console: a desk, the upright display housing its scope, a hood over it.
  parts.push({
    geometry: new BoxGeometry(1.3, 0.78, 0.75),
    color: '#3c454f',
    matrix: facingPlayer(RADAR_PLOT.yaw, RADAR_PLOT.distance + 0.1, 0.39),
  });
  parts.push({
    geometry: new BoxGeometry(1.1, 1.05, 0.35),
    color: STEEL,
    matrix: facingPlayer(RADAR_PLOT.yaw, RADAR_PLOT.distance + 0.35, 0.78 + 0.52),
  });
  parts.push({
    geometry: new BoxGeometry(1.15, 0.08, 0.4),
    color: STEEL_DARK,
    matrix: facingPlayer(RADAR_PLOT.yaw, RADAR_PLOT.distance + 0.25, 1.88),
  });
  // The operator's chair: a post, a seat at the seated pose's hip height, a back behind them.
  const chair = (x: number, y: number, z: number) =>
    new Matrix4()
      .makeRotationY(OPERATOR_HEADING)
      .setPosition(OPERATOR[0], 0, OPERATOR[2])
      .multiply(new Matrix4().makeTranslation(x, y, z));
  parts.push({ geometry: new CylinderGeometry(0.05, 0.05, 0.45, 5), color: STEEL_DARK, matrix: chair(0, 0.22, 0) });
  parts.push({ geometry: new BoxGeometry(0.5, 0.08, 0.5), color: '#14171c', matrix: chair(0, 0.46, 0.02) });
  parts.push({ geometry: new BoxGeometry(0.48, 0.55, 0.07), color: '#14171c', matrix: chair(0, 0.78, -0.24) });
  // A helm chair and a binocular stand to the left of the console.
  parts.push({
    geometry: new CylinderGeometry(0.06, 0.06, 0.9, 5).translate(0, 0.45, 0),
    color: STEEL_DARK,
    matrix: facingPlayer(-38, 2.2, 0),
  });
  parts.push({ geometry: new BoxGeometry(0.6, 0.5, 0.6).translate(0, 1.05, 0), color: '#181c22', matrix: facingPlayer(-38, 2.2, 0) });
  // Overhead: the cable trays and the ventilation trunk under the deckhead, and the repeaters hung from it (their faces are screens).
  for (const yaw of OVERHEAD_TRAYS)
    parts.push({ geometry: new BoxGeometry(0.4, 0.07, 4.4), color: '#4b545f', matrix: facingPlayer(yaw, 3, DECKHEAD - 0.2) });
  parts.push({
    geometry: new CylinderGeometry(0.22, 0.22, 9, 8).rotateZ(Math.PI / 2),
    color: '#56606b',
    matrix: new Matrix4().makeTranslation(0, DECKHEAD - 0.3, 2.2),
  });
  // Pipe runs across the deckhead, pale against it, both ways: the overhead reads as a ship's, not a flat lid.
  for (const along of [-3.2, -1.2, 1.6, 3.4])
    parts.push({
      geometry: new CylinderGeometry(0.07, 0.07, 10, 6).rotateZ(Math.PI / 2),
      color: '#8d97a2',
      matrix: new Matrix4().makeTranslation(0, DECKHEAD - 0.42, along),
    });
  for (const across of [-2.2, 1.8])
    parts.push({
      geometry: new CylinderGeometry(0.09, 0.09, 10, 6).rotateX(Math.PI / 2),
      color: '#a0a9b2',
      matrix: new Matrix4().makeTranslation(across, DECKHEAD - 0.55, 0),
    });
  for (const yaw of OVERHEAD_REPEATERS) {
    parts.push({
      geometry: new BoxGeometry(0.86, 0.4, 0.22).rotateX(REPEATER_TILT),
      color: '#1a1e24',
      matrix: facingPlayer(yaw, REPEATER_OUT, REPEATER_Y),
    });
    parts.push({
      geometry: new BoxGeometry(0.05, DECKHEAD - REPEATER_Y, 0.05),
      color: '#2b323b',
      matrix: facingPlayer(yaw, REPEATER_OUT + 0.1, (DECKHEAD + REPEATER_Y) / 2),
    });
  }
  return mergeFlat(parts);
}

/** Where the deckhead's cable trays run out from over the player (yaw degrees). */
const OVERHEAD_TRAYS = [-150, -110, -70, -30, 10, 50, 90, 130];
/** The overhead repeaters (heading, speed, rudder, wind) round the bridge, hung just inside the windows' head, tilted down to the watch. */
const OVERHEAD_REPEATERS = [-125, -100, -75, -20, 0, 20, 75, 100];
const REPEATER_OUT = 4.3;
const REPEATER_Y = 2.6;
const REPEATER_TILT = 0.45;

/** The stations' screens, the forward console's displays and the deckhead's red night lights: the only light on a darkened bridge. */
export function screensGeometry() {
  const parts: FlatPart[] = [];
  for (let yaw = -50; yaw <= 50; yaw += 20) {
    parts.push({
      geometry: new PlaneGeometry(0.6, 0.22).rotateX(-1.1),
      color: yaw % 40 === 10 ? '#c98a2a' : '#1f8f76',
      matrix: facingPlayer(yaw - 4, WINDOW_RADIUS - 0.75, 0.82),
    });
  }
  // The radio's screen on its station's front; the chart lit on the chart table; the plot console's status strip.
  parts.push({ geometry: new PlaneGeometry(1.2, 0.45), color: '#b6452f', matrix: facingPlayer(118, 4.58, 0.85) });
  parts.push({ geometry: new PlaneGeometry(1.3, 0.6).rotateX(-Math.PI / 2), color: '#a89c74', matrix: facingPlayer(178, 4.8, 0.97) });
  parts.push({
    geometry: new PlaneGeometry(0.9, 0.1),
    color: '#c98a2a',
    matrix: facingPlayer(RADAR_PLOT.yaw, RADAR_PLOT.distance - 0.28, 0.62),
  });
  // Night lights in the deckhead: dim red, so eyes stay used to the dark.
  for (const yaw of [-140, -80, -20, 40, 100, 160])
    parts.push({
      geometry: new PlaneGeometry(0.9, 0.3).rotateX(Math.PI / 2),
      color: '#d0302a',
      matrix: facingPlayer(yaw, 3.4, DECKHEAD - 0.02),
    });
  for (const yaw of [-130, -100, -70, -40, -10, 20, 50, 80, 110])
    parts.push({
      geometry: new PlaneGeometry(0.5, 0.22).rotateX(Math.PI / 2),
      color: '#a8261f',
      matrix: facingPlayer(yaw, 2.5, DECKHEAD - 0.02),
    });
  // The overhead repeaters' faces: amber figures on dark glass, one in green (the wind), facing down to the watch.
  OVERHEAD_REPEATERS.forEach((yaw, index) =>
    parts.push({
      geometry: new PlaneGeometry(0.7, 0.28).rotateX(REPEATER_TILT),
      color: index % 3 === 2 ? '#2fbf8f' : '#d8902c',
      matrix: facingPlayer(yaw, REPEATER_OUT - 0.12, REPEATER_Y),
    }),
  );
  return mergeFlat(parts);
}

/**
 * Below and ahead of the bridge: the frigate's foredeck, its gun and its raked bow, steel grey
 * under the moon, seen over the low forward sill.
 */
export function foredeckGeometry() {
  const deckY = -3.5;
  const length = 64;
  const bow = new BoxGeometry(14, 6, length, 1, 1, 6);
  const position = bow.getAttribute('position');
  // Narrow the hull to a point towards the bow (-z), and rake the stem forward at the deck.
  for (let v = 0; v < position.count; v += 1) {
    const z = position.getZ(v);
    const narrowing = Math.min(1, Math.max(0.06, (z + length / 2) / 40));
    position.setX(v, position.getX(v) * narrowing);
    if (z < -length / 2 + 1 && position.getY(v) > 0) position.setZ(v, z - 4);
  }
  bow.computeVertexNormals();
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  return mergeFlat([
    { geometry: bow, color: (_x, y) => (y > deckY - 0.5 ? DECK_GREY : '#2c333b'), matrix: at(0, deckY - 3, -4 - length / 2) },
    // The superstructure under the bridge, its top just under the bridge's deck.
    { geometry: new BoxGeometry(12, 9, 8), color: '#2f363e', matrix: at(0, -4.6, -2) },
    { geometry: new CylinderGeometry(1.6, 2, 1.3, 10), color: '#59626c', matrix: at(0, deckY + 0.65, -30) },
    { geometry: new CylinderGeometry(0.14, 0.2, 4.2, 6).rotateX(Math.PI / 2), color: '#59626c', matrix: at(0, deckY + 0.9, -33) },
    { geometry: new BoxGeometry(0.25, 1, 0.25), color: '#59626c', matrix: at(-2.4, deckY + 0.5, -46) },
    { geometry: new BoxGeometry(0.25, 1, 0.25), color: '#59626c', matrix: at(2.4, deckY + 0.5, -46) },
    // Bridge wings, port and starboard, with their sidelights' housings.
    { geometry: new BoxGeometry(3.2, 0.3, 2), color: STEEL, matrix: at(-7.4, -0.15, -1) },
    { geometry: new BoxGeometry(3.2, 0.3, 2), color: STEEL, matrix: at(7.4, -0.15, -1) },
  ]);
}
