import { CHAPTERS_BY_SECTION, SECTIONS, type ChapterSlug, type Section } from '@mission/content';
import {
  BUS_EVENT_DECLARATIONS,
  BUS_EVENT_TYPES,
  EventBus,
  emptySectionProgress,
  percentOf,
  progressAfterEvent,
  initialProgressState,
  withLevelFlags,
  type BusEvent,
  type SectionProgress,
} from '@mission/shared';
import { BUS_EVENT_SAMPLES } from '@mission/test-kit/bus-event-samples';
import { memoryStorage } from '../../test-support/memory-storage';
import { ProgressStore } from '../progress/progress-store';
import { createAnalytics } from './analytics';
import { analyticsCallFor, progressCallsFor, startBusAnalytics } from './bus-analytics-map';
import type { AnalyticsClient } from './mixpanel-client';

const empty = emptySectionProgress();

/** The level flags after one event, as the progress store decides them (the test's own reading of the rules). */
const storeAfter = (sectionProgress: SectionProgress, event: BusEvent) =>
  progressAfterEvent({ ...initialProgressState(), sectionProgress }, event).sectionProgress;

function withChapters(chapters: { [S in Section]?: readonly ChapterSlug<S>[] }, debrief: Section[] = []): SectionProgress {
  let progress = emptySectionProgress();
  for (const section of SECTIONS) {
    for (const slug of chapters[section] ?? []) progress = withLevelFlags(progress, section, slug, [true, true]);
  }
  for (const section of debrief) progress = withLevelFlags(progress, section, 'end', [true]);
  return progress;
}

/** Every chapter of every branch of the list: the product's nine, and any added since. */
const EVERY_CHAPTER = Object.fromEntries(SECTIONS.map((section) => [section, CHAPTERS_BY_SECTION[section]])) as {
  [S in Section]: readonly ChapterSlug<S>[];
};
const everything = withChapters(EVERY_CHAPTER);
const TOTAL = SECTIONS.reduce((sum, section) => sum + CHAPTERS_BY_SECTION[section].length, 0);

describe('analyticsCallFor: bus events from the remotes', () => {
  it.each<[string, BusEvent, unknown]>([
    [
      'hotspot.interaction',
      { type: 'hotspot.interaction', section: 'army', chapter: 'fire', hotspotId: 'firefighter' },
      { event: 'Hotspot Interaction', properties: { section: 'army', mission_id: 'fire', hotspot_id: 'firefighter' } },
    ],
    [
      'marker.interaction',
      { type: 'marker.interaction', section: 'navy', chapter: 'distress', markerId: 'm1', markerType: 'wayspot' },
      { event: 'Marker Interaction', properties: { section: 'navy', mission_id: 'distress', marker_id: 'm1', marker_type: 'wayspot' } },
    ],
    [
      'task.completed',
      { type: 'task.completed', section: 'army', chapter: 'flood', taskId: 'sandbag-2', count: 2, target: 4 },
      { event: 'Task Completed', properties: { section: 'army', mission_id: 'flood', task_id: 'sandbag-2' } },
    ],
    [
      'interstitial.started',
      { type: 'interstitial.started', sceneName: 'army-fire' },
      { event: 'Video Start', properties: { scene_id: 'army-fire' } },
    ],
    [
      'interstitial.ended, watched',
      { type: 'interstitial.ended', sceneName: 'army-fire', skipped: false },
      { event: 'Video Complete', properties: { scene_id: 'army-fire' } },
    ],
    ['interstitial.ended, skipped', { type: 'interstitial.ended', sceneName: 'army-fire', skipped: true }, null],
    ['interstitial.ended, failed', { type: 'interstitial.ended', sceneName: 'army-fire', skipped: false, failed: true }, null],
    [
      'portal enter',
      { type: 'portal.interaction', action: 'enter', portalId: 'main' },
      { event: 'Portal Enter', properties: { portal_id: 'main' } },
    ],
    [
      'portal exit',
      { type: 'portal.interaction', action: 'exit', portalId: 'main' },
      { event: 'Portal Exit', properties: { portal_id: 'main' } },
    ],
    [
      'portal tap',
      { type: 'portal.interaction', action: 'interaction', portalId: 'main' },
      { event: 'Portal Interaction', properties: { portal_id: 'main' } },
    ],
    ['debrief.viewed', { type: 'debrief.viewed', section: 'air' }, { event: 'Mission Debrief', properties: { section: 'air' } }],
    [
      'error.encountered (error type and message, docs/product-rules.md §8)',
      { type: 'error.encountered', errorType: 'webgl', message: 'Context lost' },
      { event: 'Error Encountered', properties: { error_type: 'webgl', error_message: 'Context lost' } },
    ],
    ['remote.mounted', { type: 'remote.mounted', section: 'army', busContractVersion: '1.2.0' }, null],
    ['chapter.entered', { type: 'chapter.entered', section: 'army', chapter: 'fire' }, null],
    ['hotspot.closed (UI state only)', { type: 'hotspot.closed', section: 'army', chapter: 'fire', hotspotId: 'medic' }, null],
  ])('%s', (_name, event, expected) => {
    expect(analyticsCallFor(event, empty)).toEqual(expected);
  });

  it('level.completed: the chapter progress in the store’s result, levels done / 2 x 100, the same before or after the store counted it', () => {
    const event: BusEvent = { type: 'level.completed', section: 'army', chapter: 'fire', level: 1 };
    const expected = {
      event: 'Experience Progress',
      properties: { section: 'army', mission_id: 'fire', experience_id: 'fire', progress_percent: 50 },
    };
    expect(analyticsCallFor(event, storeAfter(empty, event))).toEqual(expected);
    const counted = emptySectionProgress();
    counted.army.fire = [true];
    expect(analyticsCallFor(event, storeAfter(counted, event))).toEqual(expected);
    expect(analyticsCallFor({ ...event, level: 2 }, storeAfter(counted, { ...event, level: 2 }))).toMatchObject({
      properties: { progress_percent: 100 },
    });
  });

  it.each(BUS_EVENT_TYPES.map((type) => [type, BUS_EVENT_DECLARATIONS[type].consumedBy.includes('analytics')] as const))(
    '%s is tracked exactly when the bus declares analytics its consumer (%p)',
    (type, declared) => {
      const event = BUS_EVENT_SAMPLES[type];
      expect(analyticsCallFor(event, storeAfter(empty, event)) !== null).toBe(declared);
    },
  );
});

describe('progressCallsFor: sectionProgress changes', () => {
  it('a first chapter: Branch Progress 1/3 and Overall Progress 1/9, completed / total x 100', () => {
    expect(progressCallsFor(empty, withChapters({ army: ['fire'] }))).toEqual([
      {
        event: 'Branch Progress',
        properties: { section: 'army', progress_percent: percentOf(1, 3), completed_experiences: 1, total_experiences: 3 },
      },
      {
        event: 'Overall Progress',
        properties: { progress_percent: percentOf(1, TOTAL), completed_experiences: 1, total_experiences: TOTAL, completed_branches: [] },
      },
    ]);
    expect(percentOf(1, 3)).toBeCloseTo(33.333, 3);
    expect(percentOf(1, 9)).toBeCloseTo(11.111, 3);
  });

  it('a finished branch is listed in completed_branches', () => {
    const before = withChapters({ navy: ['distress', 'overboard'] });
    const after = withChapters({ navy: ['distress', 'overboard', 'response'] });
    expect(progressCallsFor(before, after)).toEqual([
      { event: 'Branch Progress', properties: { section: 'navy', progress_percent: 100, completed_experiences: 3, total_experiences: 3 } },
      {
        event: 'Overall Progress',
        properties: {
          progress_percent: percentOf(3, TOTAL),
          completed_experiences: 3,
          total_experiences: TOTAL,
          completed_branches: ['navy'],
        },
      },
    ]);
  });

  it('the last chapter: Experience Complete too, at 100 percent', () => {
    // Every chapter but the last branch's last one.
    const last = SECTIONS[SECTIONS.length - 1]!;
    const before = withChapters({ ...EVERY_CHAPTER, [last]: CHAPTERS_BY_SECTION[last].slice(0, -1) });
    const calls = progressCallsFor(before, everything);
    expect(calls.map((c) => c.event)).toEqual(['Branch Progress', 'Overall Progress', 'Experience Complete']);
    expect(calls[1]).toMatchObject({ properties: { progress_percent: 100, completed_branches: [...SECTIONS] } });
    expect(calls[2]).toEqual({
      event: 'Experience Complete',
      properties: { state: 'complete', completed_experiences: TOTAL, total_experiences: TOTAL },
    });
    expect(SECTIONS.slice(0, 3).reduce((sum, section) => sum + CHAPTERS_BY_SECTION[section].length, 0)).toBe(9);
  });

  it('a level that completes no chapter, a debrief, a reset: nothing', () => {
    const half = emptySectionProgress();
    half.army.fire = [true];
    expect(progressCallsFor(empty, half)).toEqual([]);
    expect(progressCallsFor(empty, withChapters({}, ['army']))).toEqual([]);
    expect(progressCallsFor(everything, empty)).toEqual([]);
  });
});

describe('startBusAnalytics', () => {
  let error: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  function connected(bus = new EventBus()) {
    const analytics = createAnalytics();
    const client: AnalyticsClient & { track: jest.Mock } = {
      track: jest.fn(),
      register: jest.fn(),
      setDebug: jest.fn(),
      setSessionRecording: jest.fn(),
      pause: jest.fn(),
      resume: jest.fn(),
    };
    analytics.connect({ client, pageViews: false, deployBranch: 'qa' });
    // The real progress store decides: analytics reads its decisions, as in the shell.
    const progress = new ProgressStore(memoryStorage(), bus);
    const disconnectProgress = progress.connectBus();
    const stopAnalytics = startBusAnalytics(bus, progress.decisions$, analytics);
    const stop = () => {
      stopAnalytics();
      disconnectProgress();
    };
    return { bus, client, stop, names: () => client.track.mock.calls.map(([name]) => name as string) };
  }

  it('tracks remote events and nothing for the replayed state it starts from', () => {
    const bus = new EventBus();
    bus.setState('sectionProgress', withChapters({ army: ['fire'] }));
    bus.setState('audioEnabled', false);
    const { client, names } = connected(bus);
    expect(client.track).not.toHaveBeenCalled();
    bus.emit({ type: 'hotspot.interaction', section: 'army', chapter: 'fire', hotspotId: 'h1' });
    expect(names()).toEqual(['Hotspot Interaction']);
  });

  it('progress: a completed chapter sends Experience Progress, then Branch and Overall Progress as the store decided them', () => {
    const { bus, client, names } = connected();
    bus.emit({ type: 'level.completed', section: 'air', chapter: 'airdrop', level: 1 });
    bus.emit({ type: 'level.completed', section: 'air', chapter: 'airdrop', level: 2 });
    expect(names()).toEqual(['Experience Progress', 'Branch Progress', 'Overall Progress', 'Experience Progress']);
    expect(client.track.mock.calls.filter(([name]) => name === 'Experience Progress').map(([, properties]) => properties)).toEqual([
      expect.objectContaining({ mission_id: 'airdrop', progress_percent: 50 }),
      expect.objectContaining({ mission_id: 'airdrop', progress_percent: 100 }),
    ]);
  });

  it('a level done twice is sent with the progress the store holds, never counted again', () => {
    const { bus, client } = connected();
    const event: BusEvent = { type: 'level.completed', section: 'army', chapter: 'fire', level: 1 };
    bus.emit(event);
    bus.emit(event);
    const percents = client.track.mock.calls.filter(([name]) => name === 'Experience Progress').map(([, properties]) => properties);
    expect(percents).toEqual([expect.objectContaining({ progress_percent: 50 }), expect.objectContaining({ progress_percent: 50 })]);
  });

  it('Experience Complete is sent once per visit, even after a reset and a second finish', () => {
    const { bus, names } = connected();
    bus.setState('sectionProgress', everything);
    bus.setState('sectionProgress', emptySectionProgress());
    bus.setState('sectionProgress', everything);
    expect(names().filter((name) => name === 'Experience Complete')).toHaveLength(1);
  });

  it('Audio Toggle on each change of audioEnabled', () => {
    const { bus, client } = connected();
    bus.setState('audioEnabled', false);
    bus.setState('audioEnabled', true);
    expect(client.track.mock.calls).toEqual([
      ['Audio Toggle', { state: 'off' }],
      ['Audio Toggle', { state: 'on' }],
    ]);
  });

  it('Device Orientation Used when the permission becomes granted', () => {
    const { bus, client } = connected();
    bus.setState('permissions', { deviceOrientation: 'prompt', camera: 'idle' });
    bus.setState('permissions', { deviceOrientation: 'granted', camera: 'idle' });
    bus.setState('permissions', { deviceOrientation: 'granted', camera: 'granted' });
    expect(client.track.mock.calls).toEqual([['Device Orientation Used', { state: 'granted' }]]);
  });

  it('a failing portal tracking call is only logged to the console (docs/product-rules.md §7)', () => {
    const { bus, client } = connected();
    const failure = new Error('blocked');
    client.track.mockImplementationOnce(() => {
      throw failure;
    });
    const other = jest.fn();
    bus.on('portal.interaction', other);
    expect(() => bus.emit({ type: 'portal.interaction', action: 'enter', portalId: 'main' })).not.toThrow();
    expect(error).toHaveBeenCalledWith('[analytics] Failed to track', 'Portal Enter', failure);
    expect(other).toHaveBeenCalledTimes(1);
    bus.emit({ type: 'portal.interaction', action: 'exit', portalId: 'main' });
    expect(client.track).toHaveBeenLastCalledWith('Portal Exit', { portal_id: 'main' });
  });

  it.each([
    ['an unknown branch', { section: 'marines', chapter: 'x', level: 1 }],
    ['a chapter of another branch', { section: 'army', chapter: 'distress', level: 1 }],
    ['level 3', { section: 'army', chapter: 'fire', level: 3 }],
    ['the debrief (Mission Debrief covers it)', { section: 'army', chapter: 'end', level: 1 }],
  ])('a level.completed for %s never reaches analytics: the bus drops it with one warning', (_what, payload) => {
    const { bus, client } = connected();
    bus.emit({ type: 'level.completed', ...payload } as unknown as BusEvent);
    expect(client.track).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('stops tracking once disconnected', () => {
    const { bus, client, stop } = connected();
    stop();
    bus.emit({ type: 'debrief.viewed', section: 'army' });
    bus.setState('audioEnabled', false);
    expect(client.track).not.toHaveBeenCalled();
  });
});
