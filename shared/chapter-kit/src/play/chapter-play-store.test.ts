import type { BusEvent } from '@mission/shared';
import { ChapterPlayStore, soundRolesFor } from './chapter-play-store';
import { initialChapterPlayState } from './chapter-play-state';

const where = { section: 'army', chapter: 'mudslide' } as const;

function setup() {
  const emitted: BusEvent[] = [];
  const store = new ChapterPlayStore(
    initialChapterPlayState(['operator', 'geomatics', 'infantry'], ['boulder', 'logs', 'car']),
    where,
    (event) => emitted.push(event),
  );
  const renders = jest.fn();
  store.subscribe(renders);
  return { store, emitted, renders };
}

describe('chapter play store', () => {
  it('emits the events of each change on the bus once, and notifies React', () => {
    const { store, emitted, renders } = setup();
    store.dispatch({ type: 'revealed' });
    const events = store.dispatch({ type: 'hotspot-opened', hotspotId: 'operator' });
    expect(events).toEqual([{ type: 'hotspot.interaction', ...where, hotspotId: 'operator' }]);
    expect(emitted).toEqual(events);
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('an action that changes nothing emits nothing and renders nothing', () => {
    const { store, emitted, renders } = setup();
    expect(store.dispatch({ type: 'task-target-done', targetId: 'car' })).toEqual([]);
    expect(emitted).toEqual([]);
    expect(renders).not.toHaveBeenCalled();
  });

  it('plays through to the end: three debris, Level 2 complete', () => {
    const { store, emitted } = setup();
    store.dispatch({ type: 'revealed' });
    for (const hotspotId of ['operator', 'geomatics', 'infantry']) {
      store.dispatch({ type: 'hotspot-opened', hotspotId });
      store.dispatch({ type: 'overlay-closed' });
    }
    for (const targetId of ['boulder', 'logs', 'car']) store.dispatch({ type: 'task-target-done', targetId });
    expect(store.getState().phase).toBe('complete');
    expect(emitted.filter((event) => event.type === 'level.completed')).toEqual([
      { type: 'level.completed', ...where, level: 1 },
      { type: 'level.completed', ...where, level: 2 },
    ]);
    expect(emitted.filter((event) => event.type === 'task.completed')).toHaveLength(3);
  });

  it('unsubscribes', () => {
    const { store, renders } = setup();
    const other = jest.fn();
    const stop = store.subscribe(other);
    stop();
    store.dispatch({ type: 'revealed' });
    expect(other).not.toHaveBeenCalled();
    expect(renders).toHaveBeenCalledTimes(1);
  });
});

describe('sounds for play events', () => {
  it('maps hotspots, level-ups, targets and the finale', () => {
    expect(
      soundRolesFor([
        { type: 'hotspot.interaction', ...where, hotspotId: 'operator' },
        { type: 'level.completed', ...where, level: 1 },
        { type: 'task.completed', ...where, taskId: 'car', count: 3, target: 3 },
        { type: 'level.completed', ...where, level: 2 },
        { type: 'debrief.viewed', section: 'army' },
      ]),
    ).toEqual(['hotspot', 'levelUp', 'targetDone', 'complete']);
  });
});
