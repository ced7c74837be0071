import { smokeAndEmbersFields, smokeIntensity, SMOKE_AFTER_FIRE } from './smoke-and-embers';

describe('smoke and embers', () => {
  const sites = [
    [0, 0, -10],
    [5, 1, -12],
  ] as const;

  it('rises from each fire: embers low and additive, smoke higher and fogged', () => {
    const { embers, smoke } = smokeAndEmbersFields({ sites });
    expect(embers.emitters).toEqual([
      [0, 0.6, -10],
      [5, 1.6, -12],
    ]);
    expect(smoke.emitters).toEqual([
      [0, 1.2, -10],
      [5, 2.2, -12],
    ]);
    expect(embers.additive).toBe(true);
    expect(smoke.additive).toBeFalsy();
    expect(smoke.velocity[1]).toBeGreaterThan(0);
    expect(embers.seed).not.toBe(smoke.seed);
  });

  it('scales the plume with the fire', () => {
    const big = smokeAndEmbersFields({ sites, size: 2, smoke: 10 });
    const small = smokeAndEmbersFields({ sites });
    expect(big.smoke.size).toBe(small.smoke.size * 2);
    expect(big.smoke.count).toBe(10);
  });

  it('leaves a wisp of smoke over a fire that is out', () => {
    expect(smokeIntensity(0)).toBe(SMOKE_AFTER_FIRE);
    expect(smokeIntensity(1)).toBe(1);
    expect(smokeIntensity(2)).toBe(1);
    expect(smokeIntensity(0.5)).toBeCloseTo(0.6);
  });
});
