import { firstValueFrom, skip, take, toArray } from 'rxjs';
import { TRACKING_CHOICE_RECORD, TrackingChoiceStore } from './tracking-choice-store';
import { memoryStorage } from '../../test-support/memory-storage';

const KEY = 'mission.privacy.v1';

describe('TrackingChoiceStore', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('without a record, the visitor has not chosen: tracking is not refused, and nothing is written', () => {
    const storage = memoryStorage();
    expect(new TrackingChoiceStore(storage).dontTrack).toBe(false);
    expect(storage.data.size).toBe(0);
    expect(TRACKING_CHOICE_RECORD.key).toBe(KEY);
  });

  it('keeps the choice as a versioned record, read again on the next visit', () => {
    const storage = memoryStorage();
    new TrackingChoiceStore(storage).setDontTrack(true);
    expect(JSON.parse(storage.data.get(KEY)!)).toEqual({ version: 1, data: { dontTrack: true } });
    expect(new TrackingChoiceStore(storage).dontTrack).toBe(true);
  });

  it('is reversible, and says each change once', async () => {
    const store = new TrackingChoiceStore(memoryStorage());
    const changes = firstValueFrom(store.dontTrack$.pipe(skip(1), take(2), toArray()));
    store.setDontTrack(true);
    store.setDontTrack(true);
    store.setDontTrack(false);
    await expect(changes).resolves.toEqual([true, false]);
    expect(store.dontTrack).toBe(false);
  });

  it.each([
    ['not JSON', '{"version":1,"data":{"dontTr'],
    ['a newer version', JSON.stringify({ version: 2, data: { dontTrack: false } })],
    ['a wrong shape', JSON.stringify({ version: 1, data: { dontTrack: 'no' } })],
  ])('a record it cannot read (%s) counts as "don\'t track", says so once, and is written back readable', (_what, raw) => {
    const storage = memoryStorage({ [KEY]: raw });
    expect(new TrackingChoiceStore(storage).dontTrack).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(KEY);
    expect(JSON.parse(storage.data.get(KEY)!)).toEqual({ version: 1, data: { dontTrack: true } });
    expect(new TrackingChoiceStore(storage).dontTrack).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
