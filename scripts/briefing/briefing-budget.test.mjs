/** @jest-environment node */
import { AUDIO_KBPS, MAX_BYTES, overBudget, retryKbps, videoKbpsFor } from './briefing-budget.mjs';

describe('the briefing size budget', () => {
  it('aims the picture at what the budget leaves after the sound', () => {
    const kbps = videoKbpsFor(MAX_BYTES, 6, AUDIO_KBPS.webm);
    expect(kbps).toBe(344);
    // Picture and sound at their rates fill the budget with room for the container.
    const bytes = ((kbps + AUDIO_KBPS.webm) * 1000 * 6) / 8;
    expect(bytes).toBeLessThan(MAX_BYTES * 0.92);
    expect(bytes).toBeGreaterThan(MAX_BYTES * 0.85);
    expect(videoKbpsFor(MAX_BYTES, 6, AUDIO_KBPS.mp4)).toBeLessThan(kbps);
  });

  it('keeps a file that fits, and lowers the rate below the overshoot for one that does not', () => {
    expect(retryKbps(344, MAX_BYTES, MAX_BYTES)).toBeNull();
    expect(retryKbps(344, 200_000, MAX_BYTES)).toBeNull();
    const next = retryKbps(344, 340_000, MAX_BYTES);
    expect(next).not.toBeNull();
    expect(Number(next)).toBeLessThan((344 * MAX_BYTES) / 340_000);
  });

  it('names every file over the budget, and only those', () => {
    expect(
      overBudget(
        [
          { file: 'a.webm', bytes: 300_000 },
          { file: 'a.mp4', bytes: 307_201 },
        ],
        MAX_BYTES,
      ),
    ).toEqual(['a.mp4 is 307201 bytes, over 307200']);
    expect(overBudget([{ file: 'a.webm', bytes: MAX_BYTES }], MAX_BYTES)).toEqual([]);
  });
});
