import { armyDebriefSummary } from './debrief-summary';

const empty = { army: {}, navy: {}, air: {} };

describe('army debrief summary', () => {
  it('starts at 0 with nothing met', () => {
    const summary = armyDebriefSummary(empty);
    expect(summary.percent).toBe(0);
    expect(summary.finished).toBe(false);
    expect(summary.trades).toHaveLength(9);
    expect(summary.trades.some((trade) => trade.met)).toBe(false);
  });

  it('counts trades met from Level 1 and chapters complete from both levels', () => {
    const summary = armyDebriefSummary({ ...empty, army: { fire: [true, true], flood: [true, false] } });
    expect(summary.percent).toBe(30);
    expect(summary.chapters).toEqual([
      { chapter: 'fire', complete: true },
      { chapter: 'flood', complete: false },
      { chapter: 'mudslide', complete: false },
    ]);
    expect(summary.trades.filter((trade) => trade.met).map((trade) => trade.trade)).toEqual([
      'firefighter',
      'helicopterPilot',
      'medicalTechnician',
      'combatEngineer',
      'vehicleTechnician',
      'logisticsOfficer',
    ]);
  });

  it('is finished at 90, and 100 once the debrief flag is recorded', () => {
    const done = { fire: [true, true], flood: [true, true], mudslide: [true, true] };
    expect(armyDebriefSummary({ ...empty, army: done })).toMatchObject({ percent: 90, finished: true });
    expect(armyDebriefSummary({ ...empty, army: { ...done, end: [true] } }).percent).toBe(100);
  });
});
