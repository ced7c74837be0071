/** @jest-environment node */
import { REMOTE_RETRY } from './remote-retry.mjs';

describe('the retry bounds of a remote’s files', () => {
  it('tries three times in all, 300 then 900 ms apart', () => {
    expect(REMOTE_RETRY).toEqual({ attempts: 3, backoffMs: [300, 900] });
  });

  it('cannot be changed by one of its readers', () => {
    expect(Object.isFrozen(REMOTE_RETRY)).toBe(true);
    expect(Object.isFrozen(REMOTE_RETRY.backoffMs)).toBe(true);
  });
});
