import { resources } from '@mission/content/all-copy';
import { compassBearingOf, SIGNAL_BEARINGS } from './distress-layout';

/**
 * The accessible Distress Signal names each bearing in degrees; the scene draws the signals and
 * their radar blips at SIGNAL_BEARINGS. Both tell one story (docs/fact-sources/navy.md): the
 * same bearings, and craft that just separated lying roughly one way.
 */
const ITEMS = ['bearing1', 'bearing2', 'bearing3'] as const;

function degreesIn(text: string): number {
  const match = /(\d{3})[ \u00a0](?:degrees|degrés)/.exec(text);
  if (!match) throw new Error(`no bearing in "${text}"`);
  return Number(match[1]);
}

describe('Distress Signal bearings', () => {
  it.each(['en-US', 'fr-CA'] as const)('the accessible mission in %s names the bearings the scene draws, in order', (locale) => {
    type Items = Record<(typeof ITEMS)[number], { action: string; done: string }>;
    const copy = resources[locale] as unknown as { accessible: { missions: { navy: { distress: { task: { items: Items } } } } } };
    const items = copy.accessible.missions.navy.distress.task.items;
    const named = ITEMS.map((item) => degreesIn(items[item].action));
    expect(named).toEqual(SIGNAL_BEARINGS.map(({ yaw }) => compassBearingOf(yaw)));
    expect(ITEMS.map((item) => degreesIn(items[item].done))).toEqual(named);
  });

  it('keeps the three contacts within 60 degrees of each other, off one bow', () => {
    const bearings = SIGNAL_BEARINGS.map(({ yaw }) => compassBearingOf(yaw));
    expect(Math.max(...bearings) - Math.min(...bearings)).toBeLessThanOrEqual(60);
    expect(bearings.every((bearing) => bearing > 0 && bearing < 90)).toBe(true);
  });

  it('reads a yaw to the left as a bearing to port (a compass turns right)', () => {
    expect(compassBearingOf(0)).toBe(0);
    expect(compassBearingOf(-15)).toBe(15);
    expect(compassBearingOf(90)).toBe(270);
  });
});
