import type { Parsed } from '../storage/stored-record';

/** The visitor's own choice, from the menu: whether analytics may count this device's visits. */
export interface TrackingChoice {
  dontTrack: boolean;
}

/**
 * Keeps a valid choice. Anything else was a choice that can no longer be read: it is taken as
 * "don't track" (the safe reading of a privacy choice) until the visitor chooses again.
 */
export function parseTrackingChoice(data: unknown): Parsed<TrackingChoice> {
  if (typeof data === 'object' && data !== null && typeof (data as { dontTrack?: unknown }).dontTrack === 'boolean') {
    return { value: { dontTrack: (data as TrackingChoice).dontTrack }, dropped: [] };
  }
  return {
    value: { dontTrack: true },
    dropped: ['the tracking choice, unreadable (kept as "don\'t track" until the visitor chooses again)'],
  };
}
