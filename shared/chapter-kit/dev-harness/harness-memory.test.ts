import { EventBus } from '@mission/shared';
import { startHarnessMemory } from './harness-memory';

describe("the team page's memory", () => {
  it('turns levels and the debrief into the percent a branch shows, as the shell would (30 per chapter, +10 for the debrief)', () => {
    const bus = new EventBus();
    const stop = startHarnessMemory(bus);
    for (const chapter of ['fire', 'flood', 'mudslide'] as const) {
      bus.emit({ type: 'level.completed', section: 'army', chapter, level: 1 });
      bus.emit({ type: 'level.completed', section: 'army', chapter, level: 2 });
    }
    expect(bus.getState('sectionProgress').army).toEqual({ fire: [true, true], flood: [true, true], mudslide: [true, true] });
    bus.emit({ type: 'debrief.viewed', section: 'army' });
    expect(bus.getState('sectionProgress').army.end).toEqual([true]);
    stop();
    bus.emit({ type: 'level.completed', section: 'navy', chapter: 'distress', level: 1 });
    expect(bus.getState('sectionProgress').navy).toEqual({});
  });

  it('follows chapter entries and tasks as the store does, publishing only when the level flags change', () => {
    const bus = new EventBus();
    startHarnessMemory(bus);
    const published: unknown[] = [];
    bus.watch('sectionProgress', (progress) => published.push(progress));
    bus.emit({ type: 'chapter.entered', section: 'army', chapter: 'fire' });
    bus.emit({ type: 'task.completed', section: 'army', chapter: 'fire', taskId: 'fire1', count: 1, target: 2 });
    expect(published).toHaveLength(1);
    bus.emit({ type: 'level.completed', section: 'army', chapter: 'fire', level: 1 });
    bus.emit({ type: 'level.completed', section: 'army', chapter: 'fire', level: 1 });
    expect(published).toHaveLength(2);
  });

  it('remembers a briefing seen, once, and not one that failed to play', () => {
    const bus = new EventBus();
    startHarnessMemory(bus);
    bus.emit({ type: 'interstitial.ended', sceneName: 'army-fire', skipped: true });
    bus.emit({ type: 'interstitial.ended', sceneName: 'army-fire', skipped: false });
    bus.emit({ type: 'interstitial.ended', sceneName: 'army-flood', skipped: false, failed: true });
    expect(bus.getState('watchedInterstitials')).toEqual(['army-fire']);
  });
});
