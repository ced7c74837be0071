import { BUS_CONSUMERS, BUS_EMITTERS, BUS_EVENT_DECLARATIONS, eventTypesConsumedBy } from './bus-event-declarations';
import { BUS_EVENT_TYPES } from './bus-events';

describe('the bus declarations: who emits each event and who consumes it', () => {
  it('declares every event of the contract, in its order, and nothing else', () => {
    expect(Object.keys(BUS_EVENT_DECLARATIONS)).toEqual([...BUS_EVENT_TYPES]);
  });

  it.each(BUS_EVENT_TYPES)('%s has an emitter and a consumer (an event no one consumes goes, with a contract step)', (type) => {
    const { emittedBy, consumedBy, means } = BUS_EVENT_DECLARATIONS[type];
    expect(emittedBy.length).toBeGreaterThan(0);
    expect(consumedBy.length).toBeGreaterThan(0);
    expect(means.trim()).not.toBe('');
  });

  it('names only known parts, each with the place it lives', () => {
    for (const { emittedBy, consumedBy } of Object.values(BUS_EVENT_DECLARATIONS)) {
      for (const emitter of emittedBy) expect(Object.keys(BUS_EMITTERS)).toContain(emitter);
      for (const consumer of consumedBy) expect(Object.keys(BUS_CONSUMERS)).toContain(consumer);
    }
  });

  it('uses every part it names: no emitter or consumer is left over', () => {
    const declarations = Object.values(BUS_EVENT_DECLARATIONS);
    expect(new Set(declarations.flatMap((declaration) => declaration.emittedBy))).toEqual(new Set(Object.keys(BUS_EMITTERS)));
    expect(new Set(declarations.flatMap((declaration) => declaration.consumedBy))).toEqual(new Set(Object.keys(BUS_CONSUMERS)));
  });

  it('lists what one consumer follows, in contract order', () => {
    expect(eventTypesConsumedBy('persistent store')).toEqual(['interstitial.ended']);
    expect(eventTypesConsumedBy('progress store')).toEqual(['chapter.entered', 'level.completed', 'task.completed', 'debrief.viewed']);
  });
});
