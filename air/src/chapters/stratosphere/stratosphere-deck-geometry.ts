// The CC-130J's flight deck: its measures, the floor, the windows' sills and pillars, the back wall, the seats and consoles, the screens.
import { BoxGeometry, CircleGeometry, Matrix4, PlaneGeometry, RingGeometry, TorusGeometry } from 'three';
import { facingPlayer, mergeFlat, type FlatPart } from '@mission/chapter-kit/scene';
import { CANOPY_RIB_YAWS, STRATOSPHERE_HOTSPOTS } from './stratosphere-layout';
import { PANEL, PANEL_LIGHT, FRAME } from './stratosphere-look';

/** The flight deck: its windows stand on a ring this far from the player, the sill this high. */
const DECK_RADIUS = 4.2;

const SILL_HEIGHT = 0.9;

const WINDOW_TOP = 5.2;

/** The pillars between the windows stand at CANOPY_RIB_YAWS; the back wall runs round behind the last ones. */
const BACK_WALL_FROM = 128;

/** Where on the flight deck a hotspot's station stands: its bearing (degrees) and distance. */
function stationOf(trade: keyof typeof STRATOSPHERE_HOTSPOTS) {
  const point = STRATOSPHERE_HOTSPOTS[trade];
  return { yaw: (Math.atan2(-point[0], -point[2]) * 180) / Math.PI, distance: Math.hypot(point[0], point[2]) };
}

/** Whether a bearing (degrees) lies in the back wall, behind the last pillars. */
function inBackWall(yaw: number): boolean {
  return Math.abs(yaw) > BACK_WALL_FROM;
}

/** The flight deck: floor, the sills and pillars of the windows, the back wall, the glare shield, the seats and consoles. */
export function deckGeometry() {
  const parts: FlatPart[] = [{ geometry: new CircleGeometry(DECK_RADIUS + 0.2, 32).rotateX(-Math.PI / 2), color: '#12151d' }];
  // Round the deck in 10 degree panels: a low sill under the windows, a full wall behind.
  const panel = 2 * DECK_RADIUS * Math.tan((5 * Math.PI) / 180) + 0.06;
  for (let yaw = -175; yaw <= 175; yaw += 10) {
    if (inBackWall(yaw)) {
      parts.push({
        geometry: new BoxGeometry(panel, WINDOW_TOP, 0.2).translate(0, WINDOW_TOP / 2, 0),
        color: (_x, y) => (y > 2.4 ? '#1a1f2b' : PANEL),
        matrix: facingPlayer(yaw, DECK_RADIUS, 0),
      });
    } else {
      parts.push({
        geometry: new BoxGeometry(panel, SILL_HEIGHT, 0.2).translate(0, SILL_HEIGHT / 2, 0),
        color: PANEL,
        matrix: facingPlayer(yaw, DECK_RADIUS, 0),
      });
      // The window's top frame, out of the opening view above.
      parts.push({ geometry: new BoxGeometry(panel, 0.35, 0.25), color: FRAME, matrix: facingPlayer(yaw, DECK_RADIUS, WINDOW_TOP) });
    }
  }
  // The pillars between the panes: dark, thick near the windscreen as on a transport's flight deck.
  for (const yaw of CANOPY_RIB_YAWS) {
    const width = Math.abs(yaw) < 30 ? 0.22 : 0.3;
    parts.push({
      geometry: new BoxGeometry(width, WINDOW_TOP - SILL_HEIGHT, 0.28).translate(0, (WINDOW_TOP + SILL_HEIGHT) / 2, 0),
      color: FRAME,
      matrix: facingPlayer(yaw, DECK_RADIUS - 0.05, 0),
    });
  }
  // The roof, seen only looking up.
  parts.push({
    geometry: new CircleGeometry(DECK_RADIUS + 0.3, 24).rotateX(Math.PI / 2),
    color: '#161a24',
    matrix: new Matrix4().makeTranslation(0, WINDOW_TOP + 0.15, 0),
  });
  // The glare shield across the windscreen and the instrument panel under it, round the front.
  for (let yaw = -65; yaw <= 65; yaw += 10) {
    parts.push({
      geometry: new BoxGeometry(0.8, 0.1, 0.75).translate(0, 0, 0.37),
      color: '#0c0e14',
      matrix: facingPlayer(yaw, DECK_RADIUS - 0.1, SILL_HEIGHT + 0.12),
    });
    parts.push({
      geometry: new BoxGeometry(0.8, SILL_HEIGHT + 0.1, 0.12).translate(0, (SILL_HEIGHT + 0.1) / 2, 0),
      color: PANEL_LIGHT,
      matrix: facingPlayer(yaw, DECK_RADIUS - 0.8, 0),
    });
  }
  // The centre console (throttles) between the seats, and the two seats, backs low so the pilots show from the shoulders up.
  parts.push({ geometry: new BoxGeometry(0.5, 0.75, 1.3).translate(0, 0.37, 0), color: PANEL_LIGHT, matrix: facingPlayer(-13, 3.3, 0) });
  for (const [yaw, distance] of [
    [0, 3.1],
    [-27, 3.25],
  ] as const) {
    parts.push({
      geometry: new BoxGeometry(0.7, 0.5, 0.7).translate(0, 0.25, 0),
      color: '#2a2f3b',
      matrix: facingPlayer(yaw, distance + 0.1, 0),
    });
    parts.push({
      geometry: new BoxGeometry(0.66, 0.3, 0.14).translate(0, 0.62, 0),
      color: '#2a2f3b',
      matrix: facingPlayer(yaw, distance - 0.3, 0),
    });
  }
  // The meteorological technician's weather console and the aerospace control officer's radar console, against the back wall.
  for (const trade of ['meteorologicalTechnician', 'aerospaceControlOfficer'] as const) {
    const { yaw, distance } = stationOf(trade);
    parts.push({
      geometry: new BoxGeometry(1.5, 1.0, 0.55).translate(0, 0.5, 0),
      color: '#262c3a',
      matrix: facingPlayer(yaw, distance + 0.6, 0),
    });
    parts.push({
      geometry: new BoxGeometry(1.4, 0.8, 0.12).translate(0, 1.45, 0),
      color: '#20252f',
      matrix: facingPlayer(yaw, distance + 0.8, 0),
    });
  }
  return mergeFlat(parts);
}

/** Everything that glows on the deck: the displays in the instrument panel, the consoles' screens, the radar scope. */
export function screensGeometry() {
  const parts: FlatPart[] = [];
  // The glass cockpit: four displays across the panel in front of each pilot, the middle ones amber and green.
  for (const yaw of [0, -27]) {
    const panelAt = facingPlayer(yaw, DECK_RADIUS - 0.8 - 0.07, 0);
    [-0.55, -0.18, 0.18, 0.55].forEach((offset, index) => {
      const colour = index === 1 ? '#3fae6a' : index === 2 ? '#c9852e' : '#2d6fb4';
      parts.push({ geometry: new PlaneGeometry(0.3, 0.26).translate(offset, SILL_HEIGHT - 0.12, 0), color: colour, matrix: panelAt });
    });
  }
  const met = stationOf('meteorologicalTechnician');
  parts.push({
    geometry: new PlaneGeometry(0.55, 0.5).translate(-0.32, 1.45, 0),
    color: '#2b6fb0',
    matrix: facingPlayer(met.yaw, met.distance + 0.73, 0),
  });
  parts.push({
    geometry: new PlaneGeometry(0.55, 0.5).translate(0.32, 1.45, 0),
    color: '#3dbb8a',
    matrix: facingPlayer(met.yaw, met.distance + 0.73, 0),
  });
  const radar = stationOf('aerospaceControlOfficer');
  parts.push({
    geometry: new CircleGeometry(0.3, 20).translate(0, 1.45, 0),
    color: '#1f9e6e',
    matrix: facingPlayer(radar.yaw, radar.distance + 0.73, 0),
  });
  parts.push({
    geometry: new RingGeometry(0.17, 0.185, 20).translate(0, 1.45, 0.002),
    color: '#7dffc2',
    matrix: facingPlayer(radar.yaw, radar.distance + 0.73, 0),
  });
  // Night lighting: a dim amber strip along the floor's edge.
  parts.push({
    geometry: new TorusGeometry(DECK_RADIUS - 0.15, 0.02, 3, 48).rotateX(Math.PI / 2),
    color: '#b86a2a',
    matrix: new Matrix4().makeTranslation(0, 0.05, 0),
  });
  return mergeFlat(parts);
}
