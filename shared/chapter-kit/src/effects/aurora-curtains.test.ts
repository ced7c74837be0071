import { Color } from 'three';
import { auroraGeometry, CURTAIN_COLUMNS, CURTAIN_ROWS, MAX_CURTAINS, vividAuroraColour } from './aurora-curtains';

const GREEN = { yaw: 45, distance: 160, low: '#4dffa0', high: '#2fd4c0' };
const VIOLET = { yaw: -90, distance: 170, low: '#b56bff', high: '#5a6bff' };

describe('aurora curtains', () => {
  it('builds every curtain in one geometry, each vertex naming its curtain', () => {
    const geometry = auroraGeometry([GREEN, VIOLET]);
    const per = (CURTAIN_COLUMNS + 1) * (CURTAIN_ROWS + 1);
    expect(geometry.getAttribute('position').count).toBe(per * 2);
    const which = geometry.getAttribute('aCurtain').array;
    expect(which[0]).toBe(0);
    expect(which[per]).toBe(1);
    expect(geometry.index!.count).toBe(2 * CURTAIN_COLUMNS * CURTAIN_ROWS * 6);
  });

  it('hangs each curtain at its bearing and distance, high over the player', () => {
    const geometry = auroraGeometry([GREEN]);
    const positions = geometry.getAttribute('position').array;
    // The middle column of the foot row faces the curtain's bearing (polar: -sin, -cos).
    const middle = CURTAIN_COLUMNS / 2;
    const [x, y, z] = [positions[middle * 3]!, positions[middle * 3 + 1]!, positions[middle * 3 + 2]!];
    const bearing = (Math.atan2(-x, -z) * 180) / Math.PI;
    expect(bearing).toBeCloseTo(45, 0);
    expect(Math.hypot(x, z)).toBeGreaterThan(140);
    expect(Math.hypot(x, z)).toBeLessThan(180);
    expect(y).toBeGreaterThan(10);
  });

  it('draws no more curtains than it has uniforms for', () => {
    const many = Array.from({ length: MAX_CURTAINS + 2 }, (_, i) => ({ ...GREEN, yaw: i * 50 }));
    expect(Math.max(...auroraGeometry(many).getAttribute('aCurtain').array)).toBe(MAX_CURTAINS - 1);
  });
});

describe('vividAuroraColour', () => {
  const grey = (colour: { r: number; g: number; b: number }) => colour.r * 0.2126 + colour.g * 0.7152 + colour.b * 0.0722;

  it('pushes a curtain colour away from its grey, past zero where a vivid green needs less than no red', () => {
    const plain = new Color('#3dff8e');
    const vivid = vividAuroraColour('#3dff8e');
    expect(vivid.g).toBeGreaterThan(plain.g);
    expect(vivid.r).toBeLessThan(0);
    expect(grey(vivid)).toBeCloseTo(grey(plain), 5);
  });

  it('leaves a grey as it is, and a colour as it is at a saturation of one', () => {
    expect(vividAuroraColour('#808080').toArray()).toEqual(new Color('#808080').toArray().map((value) => expect.closeTo(value, 6)));
    expect(vividAuroraColour('#ff4fd0', 1).toArray()).toEqual(new Color('#ff4fd0').toArray().map((value) => expect.closeTo(value, 6)));
  });
});
