// The frigate's flight deck: its measures, markings, netting, hull and hangar, and the hangar's lights.
import { BoxGeometry, CircleGeometry, Color, CylinderGeometry, Matrix4, PlaneGeometry, RingGeometry } from 'three';
import { mergeFlat, type FlatPart } from '@mission/chapter-kit/scene';
import { HELICOPTER_AT } from './response-layout';
import { DECK_GREY, HULL_GREY } from './response-look';

/** The ship's deck is this far above the sea. */
export const DECK_ABOVE_SEA = 6;

export const DECK = { halfWidth: 8, front: -30, stern: 12 } as const;

/** The flight deck, its markings, the netting along its edges, the hull below and the hangar with the ship beyond. */
export function shipGeometry() {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const length = DECK.stern - DECK.front;
  const middle = (DECK.stern + DECK.front) / 2;
  const [hx, , hz] = HELICOPTER_AT;
  const parts: FlatPart[] = [
    // In 2 m panels of non-skid, each its own grey (laid and worn at different times), darker where wheels and boots go.
    {
      geometry: new BoxGeometry(DECK.halfWidth * 2, 0.3, length, DECK.halfWidth, 1, Math.round(length / 2)),
      color: deckPanelColour,
      matrix: at(0, -0.15, middle),
    },
    // The deck's edge lines, white along both sides, and the tie-down points across it in a 2 m grid.
    ...[-1, 1].map((side) => ({
      geometry: new PlaneGeometry(0.16, length - 1).rotateX(-Math.PI / 2),
      color: '#d9d6cc',
      matrix: at(side * (DECK.halfWidth - 0.6), 0.015, middle + 0.5),
    })),
    ...tieDownParts(),
    // The landing circle around the helicopter's spot, the centreline, the red-and-white stern edge.
    { geometry: new RingGeometry(5.6, 5.9, 40).rotateX(-Math.PI / 2), color: '#e2c23a', matrix: at(hx, 0.02, hz) },
    ...Array.from({ length: 7 }, (_, i) => ({
      geometry: new PlaneGeometry(0.18, 1.4).rotateX(-Math.PI / 2),
      color: '#e8e6df',
      matrix: at(0, 0.02, hz + 6.5 + i * 2.2),
    })),
    ...Array.from({ length: 8 }, (_, i) => ({
      geometry: new BoxGeometry(2, 0.32, 0.3),
      color: i % 2 ? '#e8e6df' : '#b8322a',
      matrix: at(-7 + i * 2, 0, DECK.stern - 0.15),
    })),
    // Safety nets, a little below the deck edge.
    { geometry: new BoxGeometry(1.2, 0.08, length), color: '#2a2e33', matrix: at(-DECK.halfWidth - 0.6, -0.4, middle) },
    { geometry: new BoxGeometry(1.2, 0.08, length), color: '#2a2e33', matrix: at(DECK.halfWidth + 0.6, -0.4, middle) },
    // The hull under the deck, down to the sea.
    {
      geometry: new BoxGeometry(DECK.halfWidth * 2 - 0.6, DECK_ABOVE_SEA + 2, length + 60),
      color: HULL_GREY,
      matrix: at(0, -DECK_ABOVE_SEA / 2 - 1.3, middle - 30),
    },
    // The hangar, its door open and lit; the funnel and the mast beyond.
    { geometry: new BoxGeometry(DECK.halfWidth * 2 - 1, 7, 12), color: '#59616b', matrix: at(0, 3.5, DECK.front - 6) },
    { geometry: new BoxGeometry(7, 9, 8), color: '#545c66', matrix: at(0, 8, DECK.front - 16) },
    { geometry: new CylinderGeometry(0.25, 0.4, 12, 6), color: '#4a5159', matrix: at(0, 18, DECK.front - 17) },
    { geometry: new BoxGeometry(3.2, 0.2, 0.2), color: '#4a5159', matrix: at(0, 21, DECK.front - 17) },
    ...hangarDoorParts(),
  ];
  return mergeFlat(parts);
}

/** A deck panel's grey: a little lighter or darker each (a fixed pattern), worn darker along the centreline and round the spot. */
function deckPanelColour(x: number, y: number, z: number): string {
  if (y < 0) return DECK_GREY;
  const cell = Math.floor(x / 2) * 7 + Math.floor(z / 2) * 13;
  const shade = [0, 0.05, -0.04, 0.08, -0.02, 0.03, -0.06][((cell % 7) + 7) % 7]!;
  const [hx, , hz] = HELICOPTER_AT;
  const worn = Math.abs(x) < 2.2 || Math.hypot(x - hx, z - hz) < 5 ? -0.07 : 0;
  return `#${new Color(DECK_GREY).offsetHSL(0, 0, shade * 0.35 + worn * 0.5).getHexString()}`;
}

/** The tie-down points: small dark cups let into the deck, one every 2 m, the lashings' anchors. */
function tieDownParts(): FlatPart[] {
  const parts: FlatPart[] = [];
  for (let x = -DECK.halfWidth + 3; x <= DECK.halfWidth - 3; x += 2)
    for (let z = DECK.front + 2; z <= DECK.stern - 1.5; z += 2)
      parts.push({
        geometry: new CircleGeometry(0.13, 6).rotateX(-Math.PI / 2),
        color: '#1f2429',
        matrix: new Matrix4().makeTranslation(x, 0.012, z),
      });
  return parts;
}

/**
 * The hangar's lit inside seen through its open door, and the lights that read as a frigate's
 * flight deck at dusk: the horizon reference bar across the hangar's face (the pilot's
 * horizon when the ship rolls) and the amber deck-edge lights along both sides.
 */
export function hangarLightGeometry() {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const parts: FlatPart[] = [
    { geometry: new PlaneGeometry(10, 5.5), color: '#f4dcaa', matrix: at(0, 2.75, DECK.front + 0.02) },
    { geometry: new BoxGeometry(9, 0.14, 0.1), color: '#6dff9e', matrix: at(0, 6.4, DECK.front + 0.05) },
  ];
  for (let z = DECK.front + 3; z < DECK.stern; z += 5) {
    for (const side of [-1, 1])
      parts.push({ geometry: new BoxGeometry(0.25, 0.12, 0.25), color: '#ffb347', matrix: at(side * (DECK.halfWidth - 0.2), 0.06, z) });
  }
  return mergeFlat(parts);
}

/** The hangar door's frame, its roller door rolled up under the lintel, and the rails it runs in. */
function hangarDoorParts(): FlatPart[] {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  return [
    { geometry: new BoxGeometry(11, 0.6, 0.4), color: '#3d444c', matrix: at(0, 5.8, DECK.front + 0.1) },
    { geometry: new BoxGeometry(0.5, 5.5, 0.4), color: '#3d444c', matrix: at(-5.25, 2.75, DECK.front + 0.1) },
    { geometry: new BoxGeometry(0.5, 5.5, 0.4), color: '#3d444c', matrix: at(5.25, 2.75, DECK.front + 0.1) },
    { geometry: new BoxGeometry(10, 0.5, 0.3), color: '#6b737c', matrix: at(0, 5.35, DECK.front + 0.2) },
  ];
}
