import { spray } from './spray';

describe('spray presets', () => {
  it('rises from each point where the water strikes', () => {
    const hose = spray({
      kind: 'hose',
      at: [
        [1, 0.4, 2],
        [3, 0.4, 4],
      ],
    });
    expect(hose.emitters).toEqual([
      [1, 0.4, 2],
      [3, 0.4, 4],
    ]);
    expect(hose.velocity[1]).toBeGreaterThan(0);
    expect(hose.additive).toBeFalsy();
  });

  it("blows sea spray downwind, wider and longer-lived than a hose's mist", () => {
    const sea = spray({ kind: 'sea', at: [[0, 0, -20]], wind: [3, -1] });
    const hose = spray({ kind: 'hose', at: [[0, 0, -20]] });
    expect(sea.velocity[0]).toBe(3);
    expect(sea.velocity[2]).toBe(-1);
    expect(sea.spread[0]).toBeGreaterThan(hose.spread[0]);
    expect(sea.lifetime).toBeGreaterThan(hose.lifetime);
    expect(spray({ kind: 'sea', at: [[0, 0, 0]], count: 12 }).count).toBe(12);
  });
});
