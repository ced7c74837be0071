import { CHAPTERS_BY_SECTION, SECTIONS } from '@mission/content';
import { emptySectionProgress, type SectionProgress } from '@mission/shared';
import { debriefSummary, debriefWayOn } from './debrief-summary';

const empty = emptySectionProgress();
const Icon = () => null;
const ARMY_TRADES = [
  ['fire', 'firefighter'],
  ['fire', 'armourSoldier'],
  ['fire', 'medicalTechnician'],
  ['flood', 'combatEngineer'],
  ['flood', 'vehicleTechnician'],
  ['flood', 'logisticsOfficer'],
  ['mudslide', 'heavyEquipmentOperator'],
  ['mudslide', 'geomaticsTechnician'],
  ['mudslide', 'infantrySoldier'],
].map(([chapter, trade]) => ({ chapter: chapter as 'fire' | 'flood' | 'mudslide', trade: trade!, Icon }));
const done = { fire: [true, true], flood: [true, true], mudslide: [true, true] };

describe('debrief summary', () => {
  it('starts at 0 with nothing met', () => {
    const summary = debriefSummary('army', ARMY_TRADES, empty);
    expect(summary.percent).toBe(0);
    expect(summary.finished).toBe(false);
    expect(summary.trades).toHaveLength(9);
    expect(summary.trades.some((trade) => trade.met)).toBe(false);
  });

  it('counts trades met from Level 1 and chapters complete from both levels', () => {
    const summary = debriefSummary('army', ARMY_TRADES, { ...empty, army: { fire: [true, true], flood: [true, false] } });
    expect(summary.percent).toBe(30);
    expect(summary.chapters).toEqual([
      { chapter: 'fire', complete: true },
      { chapter: 'flood', complete: false },
      { chapter: 'mudslide', complete: false },
    ]);
    expect(summary.trades.filter((trade) => trade.met).map((trade) => trade.trade)).toEqual([
      'firefighter',
      'armourSoldier',
      'medicalTechnician',
      'combatEngineer',
      'vehicleTechnician',
      'logisticsOfficer',
    ]);
  });

  it('is finished at 90 (30 per chapter), and 100 once the debrief flag is recorded (+10)', () => {
    expect(debriefSummary('army', ARMY_TRADES, { ...empty, army: done })).toMatchObject({
      percent: 90,
      finished: true,
      experienceFinished: false,
    });
    expect(debriefSummary('army', ARMY_TRADES, { ...empty, army: { ...done, end: [true] } }).percent).toBe(100);
  });

  it('knows when every chapter of every branch is complete', () => {
    const all = Object.fromEntries(
      SECTIONS.map((section) => [section, Object.fromEntries(CHAPTERS_BY_SECTION[section].map((chapter) => [chapter, [true, true]]))]),
    ) as SectionProgress;
    const last = SECTIONS[SECTIONS.length - 1]!;
    const lastChapter = CHAPTERS_BY_SECTION[last][CHAPTERS_BY_SECTION[last].length - 1]!;
    expect(debriefSummary(last, [], { ...all, [last]: { ...all[last], [lastChapter]: [true, false] } }).experienceFinished).toBe(false);
    expect(debriefSummary(last, [], all).experienceFinished).toBe(true);
  });

  it('lists a trade met in two chapters once, met as soon as either chapter’s Level 1 is done', () => {
    const navy = [
      { chapter: 'response' as const, trade: 'boatswain', Icon },
      { chapter: 'response' as const, trade: 'marineTechnician', Icon },
      { chapter: 'overboard' as const, trade: 'clearanceDiver', Icon },
      { chapter: 'overboard' as const, trade: 'boatswain', Icon },
    ];
    const before = debriefSummary('navy', navy, empty);
    expect(before.trades.map(({ trade, chapter }) => [trade, chapter])).toEqual([
      ['boatswain', 'response'],
      ['marineTechnician', 'response'],
      ['clearanceDiver', 'overboard'],
    ]);
    const afterOverboard = debriefSummary('navy', navy, { ...empty, navy: { overboard: [true, false] } });
    expect(afterOverboard.trades.map(({ trade, met }) => [trade, met])).toEqual([
      ['boatswain', true],
      ['marineTechnician', false],
      ['clearanceDiver', true],
    ]);
  });

  it('reads only its own branch', () => {
    const summary = debriefSummary('navy', [], { ...empty, army: done });
    expect(summary).toMatchObject({ percent: 0, finished: false });
    expect(summary.chapters.map(({ chapter }) => chapter)).toEqual(['distress', 'response', 'overboard']);
  });
});

describe('the way on from a debrief', () => {
  it('leads the Army to the Navy and the Navy to the Air Force until every branch is done', () => {
    expect(debriefWayOn('army', false)).toEqual({ path: '/navy', to: 'branch' });
    expect(debriefWayOn('navy', false)).toEqual({ path: '/air', to: 'branch' });
  });

  it('leads every branch to Mission Accomplished once every branch is done', () => {
    for (const section of SECTIONS) expect(debriefWayOn(section, true)).toEqual({ path: '/mission-accomplished', to: 'accomplished' });
  });

  it('leads the last branch nowhere before every branch is done', () => {
    expect(debriefWayOn(SECTIONS[SECTIONS.length - 1]!, false)).toBeNull();
  });
});
