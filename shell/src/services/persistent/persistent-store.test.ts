import { EventBus } from '@mission/shared';
import { readStoredRecord } from '../storage/stored-record';
import { MAX_WATCHED_INTERSTITIALS } from './persistent-state';
import { PERSISTENT_RECORD, PersistentStore } from './persistent-store';
import { memoryStorage } from '../../test-support/memory-storage';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('PersistentStore', () => {
  it('adds a scene to watchedInterstitials when its interstitial ends, once, and publishes it', () => {
    const bus = new EventBus();
    const store = new PersistentStore(memoryStorage(), bus);
    store.connectBus();
    bus.emit({ type: 'interstitial.ended', sceneName: 'army-fire', skipped: false });
    bus.emit({ type: 'interstitial.ended', sceneName: 'army-fire', skipped: true });
    bus.emit({ type: 'interstitial.ended', sceneName: 'army-flood', skipped: true });
    expect(store.state.watchedInterstitials).toEqual(['army-fire', 'army-flood']);
    expect(bus.getState('watchedInterstitials')).toEqual(['army-fire', 'army-flood']);
  });

  it('does not remember an interstitial that failed to play, so the next visit tries it again', () => {
    const bus = new EventBus();
    const store = new PersistentStore(memoryStorage(), bus);
    store.connectBus();
    bus.emit({ type: 'interstitial.ended', sceneName: 'army-mudslide', skipped: false, failed: true });
    expect(store.state.watchedInterstitials).toEqual([]);
    bus.emit({ type: 'interstitial.ended', sceneName: 'army-mudslide', skipped: false });
    expect(store.state.watchedInterstitials).toEqual(['army-mudslide']);
  });

  it('saves completedHowTo and the watched list for the next visit', () => {
    const storage = memoryStorage();
    const first = new PersistentStore(storage, new EventBus());
    first.setCompletedHowTo(true);
    first.markInterstitialWatched('portal');
    const bus = new EventBus();
    const second = new PersistentStore(storage, bus);
    expect(second.state).toEqual({ completedHowTo: true, watchedInterstitials: ['portal'] });
    expect(bus.getState('watchedInterstitials')).toEqual(['portal']);
  });

  it('refuses a scene name that is not a slug', () => {
    const store = new PersistentStore(memoryStorage(), new EventBus());
    store.markInterstitialWatched('<script>');
    store.markInterstitialWatched('');
    expect(store.state.watchedInterstitials).toEqual([]);
  });
});

describe(`reading "${PERSISTENT_RECORD.key}"`, () => {
  const envelope = (data: unknown) => JSON.stringify({ version: 1, data });

  it.each([
    ['a corrupted record', '{"version":1,"data":{"completedHowTo":tru', { completedHowTo: false, watchedInterstitials: [] }],
    [
      'a future version',
      JSON.stringify({ version: 9, data: { completedHowTo: true } }),
      { completedHowTo: false, watchedInterstitials: [] },
    ],
    [
      'duplicates in the list',
      envelope({ completedHowTo: true, watchedInterstitials: ['army-fire', 'army-fire'] }),
      { completedHowTo: true, watchedInterstitials: ['army-fire'] },
    ],
    [
      'non-slug entries',
      envelope({ watchedInterstitials: ['army-fire', 7, '../etc', null] }),
      { completedHowTo: false, watchedInterstitials: ['army-fire'] },
    ],
    [
      'completedHowTo as text',
      envelope({ completedHowTo: 'yes', watchedInterstitials: ['portal'] }),
      { completedHowTo: false, watchedInterstitials: ['portal'] },
    ],
    [
      'a list that is a string',
      envelope({ completedHowTo: true, watchedInterstitials: 'army-fire' }),
      { completedHowTo: true, watchedInterstitials: [] },
    ],
    [
      'an oversized list',
      envelope({ watchedInterstitials: Array.from({ length: MAX_WATCHED_INTERSTITIALS + 1 }, (_, i) => `scene-${i}`) }),
      { completedHowTo: false, watchedInterstitials: [] },
    ],
  ])('survives %s with one warning, keeping what is valid', (_name, raw, expected) => {
    expect(readStoredRecord(memoryStorage({ [PERSISTENT_RECORD.key]: raw }), PERSISTENT_RECORD)).toEqual(expected);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
