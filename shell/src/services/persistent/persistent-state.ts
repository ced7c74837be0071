import type { Parsed } from '../storage/stored-record';

/** docs/product-rules.md §3 "Persistent state": what survives a visit besides progress. */
export interface PersistentState {
  completedHowTo: boolean;
  /** Scene names whose interstitial was seen; no duplicates. */
  watchedInterstitials: string[];
}

/** Scene names are slugs like "<branch>-<chapter>" or "portal"; anything else is not ours. */
const SCENE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** Far more than the product has scenes: a longer list is someone else's data. */
export const MAX_WATCHED_INTERSTITIALS = 64;

export function isSceneName(value: unknown): value is string {
  return typeof value === 'string' && SCENE_NAME.test(value);
}

export function initialPersistentState(): PersistentState {
  return { completedHowTo: false, watchedInterstitials: [] };
}

/** Adds a scene once; returns the same state when it is already there (or not a scene name). */
export function withWatchedInterstitial(state: PersistentState, sceneName: string): PersistentState {
  if (!isSceneName(sceneName) || state.watchedInterstitials.includes(sceneName)) return state;
  return { ...state, watchedInterstitials: [...state.watchedInterstitials, sceneName] };
}

export function parsePersistentState(data: unknown): Parsed<PersistentState> {
  const value = initialPersistentState();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { value, dropped: ['all persistent state (not a record)'] };
  }
  const record = data as Record<string, unknown>;
  const dropped: string[] = [];

  if (typeof record.completedHowTo === 'boolean') value.completedHowTo = record.completedHowTo;
  else if (record.completedHowTo !== undefined) dropped.push('completedHowTo');

  const watched = record.watchedInterstitials;
  if (Array.isArray(watched) && watched.length <= MAX_WATCHED_INTERSTITIALS) {
    const names = watched.filter(isSceneName);
    value.watchedInterstitials = [...new Set(names)];
    if (names.length !== watched.length) dropped.push('watchedInterstitials entries that are not scene names');
    if (value.watchedInterstitials.length !== names.length) dropped.push('duplicate watchedInterstitials');
  } else if (watched !== undefined) {
    dropped.push('watchedInterstitials (not a list of scene names)');
  }
  return { value, dropped };
}
