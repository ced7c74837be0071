import { bowlHeight, groundPainter } from './bowl-terrain';

const OPTIONS = { flat: 40, rim: 0.25, roughness: 1 };

describe('bowl terrain', () => {
  it('is level where the player stands', () => {
    expect(bowlHeight(0, 0, OPTIONS)).toBe(0);
    expect(Math.abs(bowlHeight(2, -3, OPTIONS))).toBe(0);
  });

  it('rises to hills beyond the flat play area, at the edge of the fog', () => {
    expect(bowlHeight(0, -120, OPTIONS)).toBeGreaterThan(bowlHeight(0, -60, OPTIONS) + 5);
    expect(bowlHeight(0, -120, { ...OPTIONS, rim: 0.5 })).toBeGreaterThan(bowlHeight(0, -120, OPTIONS));
  });

  it('paints low faces in the low colour and high ones towards the high colour, the same for the same seed', () => {
    const first = groundPainter('#000000', '#ffffff', 0, 5);
    const second = groundPainter('#000000', '#ffffff', 0, 5);
    expect(first(0, 0)).toBe(0x000000);
    expect(first(0, 8)).toBe(0xffffff);
    expect(second(0, 4)).toBe(first(0, 4));
  });
});
