import { BANK, worldTurn } from './stratosphere-bank';

describe('the bank away from the aurora', () => {
  it('flies level until the chapter is complete', () => {
    expect(worldTurn(-1, false)).toEqual({ roll: 0, yaw: 0 });
    expect(worldTurn(-1, true)).toEqual({ roll: 0, yaw: 0 });
  });

  it('rolls in first, turns, and holds the bank within the 2.5 s before the complete card', () => {
    expect(BANK.seconds).toBeLessThanOrEqual(2.5);
    const early = worldTurn(BANK.seconds / 4, false);
    expect(early.roll / BANK.roll).toBeGreaterThan(early.yaw / BANK.turn);
    let last = worldTurn(0, false);
    for (let since = 0.1; since <= BANK.seconds; since += 0.1) {
      const now = worldTurn(since, false);
      expect(now.roll).toBeGreaterThanOrEqual(last.roll);
      expect(now.yaw).toBeGreaterThanOrEqual(last.yaw);
      last = now;
    }
    expect(worldTurn(BANK.seconds, false)).toEqual({ roll: BANK.roll, yaw: BANK.turn });
    expect(worldTurn(BANK.seconds + 5, false)).toEqual({ roll: BANK.roll, yaw: BANK.turn });
  });

  it('banks far enough to read as a turn, not a wobble (20° or more), and no steeper than a transport turns (30°)', () => {
    expect(BANK.roll).toBeGreaterThanOrEqual((20 * Math.PI) / 180);
    expect(BANK.roll).toBeLessThanOrEqual((30 * Math.PI) / 180);
  });

  it('shows the end attitude at once with reduced motion', () => {
    expect(worldTurn(0, true)).toEqual({ roll: BANK.roll, yaw: BANK.turn });
  });
});
