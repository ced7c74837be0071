import type { ChapterSlug } from '@mission/content';
import { EventBus, emptySectionProgress, sectionPercent, type BusEvent, type ChapterLevel } from '@mission/shared';
import { createSafeStorage, type KeyValueStorage } from '../storage/safe-storage';
import { ProgressStore, PROGRESS_RECORD } from './progress-store';
import { memoryStorage } from '../../test-support/memory-storage';

function setup(storage: KeyValueStorage = memoryStorage()) {
  const bus = new EventBus();
  const store = new ProgressStore(storage, bus);
  const disconnect = store.connectBus();
  return { bus, store, storage, disconnect };
}

const level = (chapter: ChapterSlug<'army'>, n: ChapterLevel): BusEvent => ({
  type: 'level.completed',
  section: 'army',
  chapter,
  level: n,
});

describe('ProgressStore', () => {
  it('publishes each bus event with the level flags before and after it took it (what analytics reads)', () => {
    const { bus, store } = setup();
    const decisions: { type: string; before: unknown; after: unknown }[] = [];
    store.decisions$.subscribe(({ event, before, after }) => decisions.push({ type: event.type, before, after }));
    const start = store.state.sectionProgress;
    bus.emit(level('fire', 1));
    const afterLevel = store.state.sectionProgress;
    bus.emit({ type: 'hotspot.interaction', section: 'army', chapter: 'fire', hotspotId: 'medic' });
    expect(afterLevel).not.toBe(start);
    expect(afterLevel.army.fire).toEqual([true]);
    expect(decisions).toEqual([
      { type: 'level.completed', before: start, after: afterLevel },
      { type: 'hotspot.interaction', before: afterLevel, after: afterLevel },
    ]);
  });

  it('marks the level and sets the current section and chapter on a remote’s "level completed"', () => {
    const { bus, store } = setup();
    bus.emit({ type: 'level.completed', section: 'air', chapter: 'airdrop', level: 1 });
    expect(store.state.sectionProgress.air.airdrop).toEqual([true]);
    expect([store.state.currentSection, store.state.currentChapter, store.state.currentLevel]).toEqual(['air', 'airdrop', 1]);
  });

  it('publishes sectionProgress on the bus: the menu reads 30, 60, 90, then 100 after the debrief', () => {
    const { bus } = setup();
    const percents: number[] = [];
    bus.watch('sectionProgress', (progress) => percents.push(sectionPercent(progress, 'army')));
    for (const chapter of ['fire', 'flood', 'mudslide'] as const) {
      bus.emit(level(chapter, 1));
      bus.emit(level(chapter, 2));
    }
    bus.emit({ type: 'debrief.viewed', section: 'army' });
    expect([...new Set(percents)]).toEqual([0, 30, 60, 90, 100]);
  });

  it('saves every change under the versioned key and restores it in a new visit', () => {
    const storage = memoryStorage();
    const first = setup(storage);
    first.bus.emit(level('fire', 1));
    first.bus.emit(level('fire', 2));
    expect(JSON.parse(storage.data.get('mission.progress.v1') ?? '')).toMatchObject({ version: 1 });

    const second = setup(storage);
    expect(second.store.state.sectionProgress.army.fire).toEqual([true, true]);
    expect(second.bus.getState('sectionProgress').army.fire).toEqual([true, true]);
  });

  it('counts completed tasks and follows chapter entry', () => {
    const { bus, store } = setup();
    bus.emit({ type: 'chapter.entered', section: 'navy', chapter: 'response' });
    bus.emit({ type: 'task.completed', section: 'navy', chapter: 'response', taskId: 'rescue-1', count: 1, target: 3 });
    expect(store.state.currentChapter).toBe('response');
    expect(store.state.tasksCompleted).toBe(1);
  });

  it('never hears of a level the chapter does not have: the bus drops it with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bus, store } = setup();
    bus.emit({ type: 'level.completed', section: 'army', chapter: 'fire', level: 3 } as unknown as BusEvent);
    bus.emit({ type: 'level.completed', section: 'army', chapter: 'overboard', level: 1 } as unknown as BusEvent);
    expect(store.state.sectionProgress.army).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('reset clears all progress, saved and published', () => {
    const { bus, store, storage } = setup();
    bus.emit(level('fire', 1));
    store.reset();
    // Every branch of the list empty: the product's three, and any added since.
    expect(emptySectionProgress()).toMatchObject({ army: {}, navy: {}, air: {} });
    expect(store.state.sectionProgress).toEqual(emptySectionProgress());
    expect(bus.getState('sectionProgress')).toEqual(emptySectionProgress());
    expect(JSON.parse(storage.getItem(PROGRESS_RECORD.key) ?? '').data.sectionProgress).toEqual(emptySectionProgress());
  });

  it('keeps working in memory when localStorage throws', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { bus, store } = setup(createSafeStorage(() => broken, 'localStorage'));
    bus.emit(level('flood', 1));
    expect(store.state.sectionProgress.army.flood).toEqual([true]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('stops listening once disconnected', () => {
    const { bus, store, disconnect } = setup();
    disconnect();
    bus.emit(level('fire', 1));
    expect(store.state.sectionProgress.army).toEqual({});
  });
});
