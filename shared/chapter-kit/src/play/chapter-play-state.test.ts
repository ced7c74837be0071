import {
  chapterPlayEvents,
  chapterPlayReducer,
  initialChapterPlayState,
  isReconDone,
  taskProgressOf,
  type ChapterPlayAction,
  type ChapterPlayState,
} from './chapter-play-state';

const HOTSPOTS = ['firefighter', 'pilot', 'medic'];
const FIRES = ['fire-1', 'fire-2', 'fire-3'];
const where = { section: 'army', chapter: 'fire' } as const;

function run(state: ChapterPlayState, actions: ChapterPlayAction[]) {
  const events = [];
  let current = state;
  for (const action of actions) {
    const next = chapterPlayReducer(current, action);
    events.push(...chapterPlayEvents(current, next, where));
    current = next;
  }
  return { state: current, events };
}

const findAll: ChapterPlayAction[] = HOTSPOTS.flatMap((hotspotId) => [{ type: 'hotspot-opened', hotspotId }, { type: 'overlay-closed' }]);

describe('chapter play state (Level 1 recon, Level 2 mission)', () => {
  const start = initialChapterPlayState(HOTSPOTS, FIRES);

  it('starts loading, and taps while loading change nothing', () => {
    expect(start.phase).toBe('loading');
    expect(chapterPlayReducer(start, { type: 'hotspot-opened', hotspotId: 'pilot' })).toBe(start);
    expect(chapterPlayReducer(start, { type: 'task-target-done', targetId: 'fire-1' })).toBe(start);
  });

  it('Level 1 ends when the third hotspot opens, with one level.completed event; each close is told', () => {
    const { state, events } = run(start, [{ type: 'revealed' }, ...findAll.slice(0, 5)]);
    expect(isReconDone(state)).toBe(true);
    expect(state.phase).toBe('recon');
    expect(events).toEqual([
      { type: 'hotspot.interaction', ...where, hotspotId: 'firefighter' },
      { type: 'hotspot.closed', ...where, hotspotId: 'firefighter' },
      { type: 'hotspot.interaction', ...where, hotspotId: 'pilot' },
      { type: 'hotspot.closed', ...where, hotspotId: 'pilot' },
      { type: 'hotspot.interaction', ...where, hotspotId: 'medic' },
      { type: 'level.completed', ...where, level: 1 },
    ]);
  });

  it('Level 2 starts once the last trade overlay is closed', () => {
    const { state } = run(start, [{ type: 'revealed' }, ...findAll]);
    expect(state.phase).toBe('mission');
  });

  it('reopening a found hotspot is an interaction but not a second find', () => {
    const { state, events } = run(start, [
      { type: 'revealed' },
      { type: 'hotspot-opened', hotspotId: 'pilot' },
      { type: 'overlay-closed' },
      { type: 'hotspot-opened', hotspotId: 'pilot' },
    ]);
    expect(state.found).toEqual(['pilot']);
    expect(events.filter((event) => event.type === 'hotspot.interaction')).toHaveLength(2);
    expect(events.some((event) => event.type === 'level.completed')).toBe(false);
  });

  it('ignores unknown hotspots and task steps before Level 2', () => {
    const recon = chapterPlayReducer(start, { type: 'revealed' });
    expect(chapterPlayReducer(recon, { type: 'hotspot-opened', hotspotId: 'nobody' })).toBe(recon);
    expect(chapterPlayReducer(recon, { type: 'task-target-done', targetId: 'fire-1' })).toBe(recon);
  });

  it('counts each task target once, emits task.completed per step, then Level 2 and complete', () => {
    const { state, events } = run(start, [
      { type: 'revealed' },
      ...findAll,
      { type: 'task-target-done', targetId: 'fire-2' },
      { type: 'task-target-done', targetId: 'fire-2' },
      { type: 'task-target-done', targetId: 'fire-1' },
      { type: 'task-target-done', targetId: 'fire-3' },
    ]);
    expect(state.phase).toBe('complete');
    expect(taskProgressOf(state)).toEqual({ count: 3, target: 3 });
    expect(events.slice(-4)).toEqual([
      { type: 'task.completed', ...where, taskId: 'fire-2', count: 1, target: 3 },
      { type: 'task.completed', ...where, taskId: 'fire-1', count: 2, target: 3 },
      { type: 'task.completed', ...where, taskId: 'fire-3', count: 3, target: 3 },
      { type: 'level.completed', ...where, level: 2 },
    ]);
  });

  it('a task step while a trade overlay is open changes nothing', () => {
    const { state } = run(start, [{ type: 'revealed' }, ...findAll, { type: 'hotspot-opened', hotspotId: 'medic' }]);
    expect(chapterPlayReducer(state, { type: 'task-target-done', targetId: 'fire-1' })).toBe(state);
  });

  it('after completion, taps change nothing', () => {
    const { state } = run(start, [
      { type: 'revealed' },
      ...findAll,
      ...FIRES.map((targetId) => ({ type: 'task-target-done', targetId }) as const),
    ]);
    expect(chapterPlayReducer(state, { type: 'hotspot-opened', hotspotId: 'pilot' })).toBe(state);
    expect(chapterPlayReducer(state, { type: 'task-target-done', targetId: 'fire-1' })).toBe(state);
    expect(chapterPlayReducer(state, { type: 'revealed' })).toBe(state);
  });

  it('the flood counts four sandbags', () => {
    const gaps = ['gap-1', 'gap-2', 'gap-3', 'gap-4'];
    const { state, events } = run(initialChapterPlayState(['engineer', 'technician', 'logistics'], gaps), [
      { type: 'revealed' },
      ...['engineer', 'technician', 'logistics'].flatMap((hotspotId) => [
        { type: 'hotspot-opened', hotspotId } as const,
        { type: 'overlay-closed' } as const,
      ]),
      ...gaps.map((targetId) => ({ type: 'task-target-done', targetId }) as const),
    ]);
    expect(taskProgressOf(state)).toEqual({ count: 4, target: 4 });
    expect(events.filter((event) => event.type === 'task.completed').map((event) => 'count' in event && event.count)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a chapter without hotspots or targets, or with repeated ids', () => {
    expect(() => initialChapterPlayState([], FIRES)).toThrow(RangeError);
    expect(() => initialChapterPlayState(HOTSPOTS, [])).toThrow(RangeError);
    expect(() => initialChapterPlayState(['a', 'a'], FIRES)).toThrow(RangeError);
  });

  it('no change, no events', () => {
    expect(chapterPlayEvents(start, start, where)).toEqual([]);
  });
});
