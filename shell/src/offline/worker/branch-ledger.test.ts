import { OFFLINE_CAP_BYTES, ownersToEvict, parseLedger, recordUse, totalBytes, withoutOwners } from './branch-ledger';

const MB = 1024 * 1024;

describe('recordUse', () => {
  test('adds bytes to an owner and moves its last use', () => {
    let ledger = recordUse([], 'army', 3 * MB, 100);
    ledger = recordUse(ledger, 'navy', 2 * MB, 200);
    ledger = recordUse(ledger, 'army', 1 * MB, 300);
    expect(ledger).toEqual(
      expect.arrayContaining([
        { owner: 'army', bytes: 4 * MB, lastUsed: 300 },
        { owner: 'navy', bytes: 2 * MB, lastUsed: 200 },
      ]),
    );
    expect(totalBytes(ledger)).toBe(6 * MB);
  });

  test('a use without bytes only moves the last use', () => {
    expect(recordUse([{ owner: 'air', bytes: 5, lastUsed: 1 }], 'air', 0, 9)).toEqual([{ owner: 'air', bytes: 5, lastUsed: 9 }]);
  });
});

describe('ownersToEvict', () => {
  const ledger = [
    { owner: 'navy', bytes: 10 * MB, lastUsed: 200 },
    { owner: 'army', bytes: 10 * MB, lastUsed: 100 },
    { owner: 'air', bytes: 10 * MB, lastUsed: 300 },
  ];

  test('under the cap, nothing goes', () => {
    expect(ownersToEvict(ledger.slice(0, 2), OFFLINE_CAP_BYTES, [])).toEqual([]);
  });

  test('over the cap, the least recently used goes first, only as many as needed', () => {
    expect(ownersToEvict(ledger, OFFLINE_CAP_BYTES, [])).toEqual(['army']);
    expect(ownersToEvict(ledger, 5 * MB, [])).toEqual(['army', 'navy', 'air']);
  });

  test('the branch being visited is never evicted, even when it is the oldest', () => {
    expect(ownersToEvict(ledger, OFFLINE_CAP_BYTES, ['army'])).toEqual(['navy']);
    expect(ownersToEvict([{ owner: 'army', bytes: 40 * MB, lastUsed: 1 }], OFFLINE_CAP_BYTES, ['army'])).toEqual([]);
  });

  test('withoutOwners drops the evicted', () => {
    expect(withoutOwners(ledger, ['army', 'air']).map((entry) => entry.owner)).toEqual(['navy']);
  });
});

describe('parseLedger', () => {
  test('keeps well-formed entries, drops the rest', () => {
    expect(parseLedger([{ owner: 'army', bytes: 1, lastUsed: 2 }, { owner: 3 }, null])).toEqual([{ owner: 'army', bytes: 1, lastUsed: 2 }]);
    expect(parseLedger('garbage')).toEqual([]);
  });
});
