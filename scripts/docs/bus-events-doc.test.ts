/** @jest-environment node */
import { BUS_EVENT_TYPES } from '@mission/shared';
import { BUS_EVENTS_DOC, renderBusEventsDoc } from './bus-events-doc';
import { expectGeneratedFile } from './generated-doc';

describe('docs/bus-events.md, generated from the bus declaration', () => {
  it('lists every event with its emitters, cadence and consumers', () => {
    const doc = renderBusEventsDoc();
    for (const type of BUS_EVENT_TYPES) expect(doc).toContain(`| \`${type}\` |`);
    expect(doc).toContain('| `level.completed` | `section`, `chapter`, `level` |');
    expect(doc).toMatch(/\| `interstitial\.ended` \|.*\| per video \| app UI store, persistent store, team harness, analytics \|/);
  });

  it('is checked in as generated (npm run docs:bus)', () => {
    expectGeneratedFile(BUS_EVENTS_DOC, renderBusEventsDoc(), 'npm run docs:bus');
  });
});
