import { useSyncExternalStore } from 'react';
import type { QualityTier } from './quality-tiers';

/**
 * The tier the canvas draws at now, for what the scene draws (the effects' particle counts,
 * docs/decisions.md "Effects"). The frame renderer sets it as the governor steps; a page has
 * one chapter canvas at a time, so one value serves. Before any canvas has set it: medium.
 */
export interface DrawnTierStore {
  get: () => QualityTier;
  set: (tier: QualityTier) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createDrawnTierStore(initial: QualityTier = 'medium'): DrawnTierStore {
  let tier = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => tier,
    set: (next) => {
      if (next === tier) return;
      tier = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one store (the frame renderer writes it, the effects read it). */
export const drawnTier = createDrawnTierStore();

/** The tier drawn now; re-renders the caller when the governor steps. */
export function useDrawnTier(store: DrawnTierStore = drawnTier): QualityTier {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
