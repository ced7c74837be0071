import type { BusEvent, ChapterPlace } from '@mission/shared';

/**
 * The game flow of one chapter (docs/game-design.md): hidden while loading, Level 1 "Recon" (find
 * every hotspot), Level 2 "Mission" (finish every task target), then complete.
 */
export type ChapterPhase = 'loading' | 'recon' | 'mission' | 'complete';

export interface ChapterPlayState {
  phase: ChapterPhase;
  hotspotIds: readonly string[];
  /** Hotspots opened at least once, in the order they were found. */
  found: readonly string[];
  /** The hotspot whose info overlay is open. */
  openHotspot: string | null;
  taskTargetIds: readonly string[];
  /** Task targets finished (a fire out, a sandbag placed, a debris hauled off), in order. */
  doneTargets: readonly string[];
}

export type ChapterPlayAction =
  | { type: 'revealed' }
  | { type: 'hotspot-opened'; hotspotId: string }
  | { type: 'overlay-closed' }
  | { type: 'task-target-done'; targetId: string };

export function initialChapterPlayState(hotspotIds: readonly string[], taskTargetIds: readonly string[]): ChapterPlayState {
  if (hotspotIds.length === 0 || taskTargetIds.length === 0) {
    throw new RangeError('a chapter needs at least one hotspot (Level 1) and one task target (Level 2)');
  }
  if (new Set(hotspotIds).size !== hotspotIds.length || new Set(taskTargetIds).size !== taskTargetIds.length) {
    throw new RangeError('hotspot ids and task target ids must be unique');
  }
  return { phase: 'loading', hotspotIds, found: [], openHotspot: null, taskTargetIds, doneTargets: [] };
}

export function isReconDone(state: ChapterPlayState): boolean {
  return state.found.length === state.hotspotIds.length;
}

/** The counter's figures: done task targets out of all of them. */
export function taskProgressOf(state: ChapterPlayState): { count: number; target: number } {
  return { count: state.doneTargets.length, target: state.taskTargetIds.length };
}

/**
 * Pure. Anything a state does not allow (a tap while loading, after completion, on an
 * unknown id, a task before Level 1 is done, a second finish of the same target) returns
 * the same state object, so a caller can tell that nothing happened.
 */
export function chapterPlayReducer(state: ChapterPlayState, action: ChapterPlayAction): ChapterPlayState {
  switch (action.type) {
    case 'revealed':
      return state.phase === 'loading' ? { ...state, phase: 'recon' } : state;
    case 'hotspot-opened': {
      if (state.phase === 'loading' || state.phase === 'complete') return state;
      if (!state.hotspotIds.includes(action.hotspotId) || state.openHotspot === action.hotspotId) return state;
      const found = state.found.includes(action.hotspotId) ? state.found : [...state.found, action.hotspotId];
      return { ...state, openHotspot: action.hotspotId, found };
    }
    case 'overlay-closed': {
      if (state.openHotspot === null) return state;
      const closed = { ...state, openHotspot: null };
      // Level 2 starts once the visitor has read the last trade and closed it.
      return closed.phase === 'recon' && isReconDone(closed) ? { ...closed, phase: 'mission' } : closed;
    }
    case 'task-target-done': {
      if (state.phase !== 'mission' || state.openHotspot !== null) return state;
      if (!state.taskTargetIds.includes(action.targetId) || state.doneTargets.includes(action.targetId)) return state;
      const doneTargets = [...state.doneTargets, action.targetId];
      const phase = doneTargets.length === state.taskTargetIds.length ? 'complete' : state.phase;
      return { ...state, doneTargets, phase };
    }
  }
}

/**
 * What the shell must hear about a change, in order: a hotspot's overlay closed or a hotspot
 * opened (the shell's showInfoContentOverlay and hotspotOverlaySlug follow them), Level 1 done,
 * a task step done (with its count), Level 2 done. Levels are 1-based.
 */
export function chapterPlayEvents(before: ChapterPlayState, after: ChapterPlayState, where: ChapterPlace): BusEvent[] {
  if (before === after) return [];
  const events: BusEvent[] = [];
  if (before.openHotspot !== null && after.openHotspot === null) {
    events.push({ type: 'hotspot.closed', ...where, hotspotId: before.openHotspot });
  }
  if (after.openHotspot !== null && after.openHotspot !== before.openHotspot) {
    events.push({ type: 'hotspot.interaction', ...where, hotspotId: after.openHotspot });
  }
  if (!isReconDone(before) && isReconDone(after)) {
    events.push({ type: 'level.completed', ...where, level: 1 });
  }
  if (after.doneTargets.length > before.doneTargets.length) {
    const { target } = taskProgressOf(after);
    after.doneTargets.slice(before.doneTargets.length).forEach((taskId, index) => {
      events.push({ type: 'task.completed', ...where, taskId, count: before.doneTargets.length + index + 1, target });
    });
  }
  if (before.phase !== 'complete' && after.phase === 'complete') {
    events.push({ type: 'level.completed', ...where, level: 2 });
  }
  return events;
}
