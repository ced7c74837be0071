import { auroraGeometry, CURTAIN_COLUMNS, CURTAIN_ROWS, MAX_CURTAINS } from './aurora-curtains';

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
