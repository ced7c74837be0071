import { Box3, Vector3 } from 'three';
import { gableGeometry, houseRowGeometry, houseWindowGeometry, powerLineGeometry, type HouseSpot } from './flood-street';

const BUNGALOW: HouseSpot = { kind: 'bungalow', position: [0, 0, 10], rotationY: 0, siding: '#8b9ba6' };
const TWO_STOREY: HouseSpot = { kind: 'twoStorey', position: [0, 0, 10], rotationY: 0, siding: '#8b9ba6' };

function bounds(geometry: ReturnType<typeof houseRowGeometry>): Box3 {
  geometry.computeBoundingBox();
  return geometry.boundingBox!;
}

describe('the flooded street', () => {
  it('pulls a gable roof to a ridge along its width', () => {
    const roof = gableGeometry(8, 2, 6);
    const position = roof.getAttribute('position');
    for (let v = 0; v < position.count; v += 1) {
      if (position.getY(v) > 0) expect(position.getZ(v)).toBe(0);
      else expect(Math.abs(position.getZ(v))).toBe(3);
    }
  });

  it('stands a two-storey house taller than a bungalow, each on the ground with its roof over the walls', () => {
    const low = bounds(houseRowGeometry([BUNGALOW]));
    const high = bounds(houseRowGeometry([TWO_STOREY]));
    expect(low.min.y).toBeCloseTo(0, 5);
    expect(high.max.y).toBeGreaterThan(low.max.y + 2);
    // Eaves and porch reach past the walls (8 m wide) on either side and towards the street.
    expect(low.max.x - low.min.x).toBeGreaterThan(8.5);
    expect(low.min.z).toBeLessThan(10 - 1.5);
  });

  it('faces a house turned a quarter towards the middle of the street', () => {
    const turned = bounds(houseRowGeometry([{ ...BUNGALOW, position: [20, 0, 0], rotationY: Math.PI / 2 }]));
    // Its porch reaches towards -x, the street, and its body lies beyond +x.
    expect(turned.min.x).toBeLessThan(18.5);
    expect(turned.max.x).toBeGreaterThan(26);
  });

  it('sandbags a doorway only where asked', () => {
    const plain = houseRowGeometry([BUNGALOW]).getAttribute('position').count;
    const bagged = houseRowGeometry([{ ...BUNGALOW, sandbagged: true }]).getAttribute('position').count;
    expect(bagged).toBeGreaterThan(plain);
  });

  it('lights windows on every storey of a house and none on a garage', () => {
    const one = houseWindowGeometry([BUNGALOW]).getAttribute('position').count;
    const two = houseWindowGeometry([TWO_STOREY]).getAttribute('position').count;
    expect(two).toBeGreaterThan(one);
    expect(houseWindowGeometry([{ ...BUNGALOW, kind: 'garage' }]).getAttribute('position').count).toBe(0);
  });

  it('strings lines between the poles, sagging between them', () => {
    const lines = powerLineGeometry(
      [
        [0, 0],
        [12, 0],
      ],
      8,
    );
    const box = bounds(lines);
    expect(box.max.y).toBeLessThanOrEqual(8.01);
    expect(box.containsPoint(new Vector3(6, 7.1, 0))).toBe(true);
    const onePole = powerLineGeometry([[0, 0]], 8).getAttribute('position').count;
    expect(lines.getAttribute('position').count).toBeGreaterThan(onePole * 2);
  });
});
