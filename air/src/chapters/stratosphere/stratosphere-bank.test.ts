import { BANK, bankSideAwayFrom, worldTurn } from './stratosphere-bank';

describe('the bank away from the aurora', () => {
  it('flies level until the ending starts', () => {
    expect(worldTurn(0, 1)).toEqual({ roll: 0, yaw: 0 });
    expect(worldTurn(0, -1)).toEqual({ roll: -0, yaw: -0 });
  });

  it('rolls in first, turns, and holds the bank within the 2.4 s the kit plays before the complete card', () => {
    expect(BANK.seconds).toBeLessThanOrEqual(2.4);
    const early = worldTurn(0.25, 1);
    expect(early.roll / BANK.roll).toBeGreaterThan(early.yaw / BANK.turn);
    let last = worldTurn(0, 1);
    for (let progress = 0.05; progress <= 1; progress += 0.05) {
      const now = worldTurn(progress, 1);
      expect(now.roll).toBeGreaterThanOrEqual(last.roll);
      expect(now.yaw).toBeGreaterThanOrEqual(last.yaw);
      last = now;
    }
    expect(worldTurn(1, 1)).toEqual({ roll: BANK.roll, yaw: BANK.turn });
  });

  it('banks far enough to read as a turn, not a wobble (20° or more), and no steeper than a transport turns (30°)', () => {
    expect(BANK.roll).toBeGreaterThanOrEqual((20 * Math.PI) / 180);
    expect(BANK.roll).toBeLessThanOrEqual((30 * Math.PI) / 180);
  });

  it('turns little enough that a band centred in the view stays in a phone’s narrow frame (about 22° either side)', () => {
    expect(BANK.turn).toBeLessThan((20 * Math.PI) / 180);
  });

  it('banks away from where the player looks, so the wing on their side rises and the view keeps its sky', () => {
    expect(bankSideAwayFrom(0.98)).toBe(-1);
    expect(bankSideAwayFrom(-0.98)).toBe(1);
    expect(bankSideAwayFrom(0)).toBe(1);
    // Looking right (+x) while the world rolls by the end attitude: the horizon there drops below the eye.
    const { roll } = worldTurn(1, bankSideAwayFrom(1));
    const rightHorizonHeight = Math.sin(roll);
    expect(rightHorizonHeight).toBeLessThan(0);
    const left = worldTurn(1, bankSideAwayFrom(-1));
    expect(-Math.sin(left.roll)).toBeLessThan(0);
  });
});
