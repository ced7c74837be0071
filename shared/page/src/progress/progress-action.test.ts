import { BUS_EVENT_SAMPLES } from '@mission/test-kit/bus-event-samples';
import { BUS_EVENT_DECLARATIONS } from '../bus/bus-event-declarations';
import { BUS_EVENT_TYPES, type BusEvent } from '../bus/bus-events';
import { progressActionFor, progressAfterEvent } from './progress-action';
import { initialProgressState } from './progress-state';

describe('progressActionFor: the one reading of the bus for progress', () => {
  it.each([
    [
      { type: 'level.completed', section: 'navy', chapter: 'distress', level: 2 },
      { type: 'level-completed', section: 'navy', chapter: 'distress', level: 2 },
    ],
    [
      { type: 'chapter.entered', section: 'air', chapter: 'end' },
      { type: 'chapter-entered', section: 'air', chapter: 'end' },
    ],
    [{ type: 'task.completed', section: 'army', chapter: 'flood', taskId: 'gap1', count: 1, target: 4 }, { type: 'task-completed' }],
    // Reaching the debrief is its one level.
    [
      { type: 'debrief.viewed', section: 'army' },
      { type: 'level-completed', section: 'army', chapter: 'end', level: 1 },
    ],
  ] satisfies [BusEvent, unknown][])('%o becomes %o', (event, action) => {
    expect(progressActionFor(event)).toEqual(action);
  });

  it.each(BUS_EVENT_TYPES.map((type) => [type, BUS_EVENT_DECLARATIONS[type].consumedBy.includes('progress store')] as const))(
    '%s moves progress exactly when the bus declares the progress store its consumer (%p), and then the harness too',
    (type, declared) => {
      expect(progressActionFor(BUS_EVENT_SAMPLES[type]) !== null).toBe(declared);
      // The harness follows progress the same way, and keeps the briefings seen besides.
      expect(!declared || BUS_EVENT_DECLARATIONS[type].consumedBy.includes('team harness')).toBe(true);
    },
  );

  it('progressAfterEvent leaves the state itself for an event progress does not follow', () => {
    const state = initialProgressState();
    expect(progressAfterEvent(state, BUS_EVENT_SAMPLES['hotspot.interaction'])).toBe(state);
  });
});
