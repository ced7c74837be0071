/**
 * AR state (docs/product-rules.md §3 "AR state", docs/product-rules.md §4 "AR permission stage"): where the camera/motion
 * start-up of an AR chapter stands, which message that stage shows, and which wayspots
 * (real-world anchors) the scene has found. Pure, so a chapter can hold it in any store.
 */

/**
 * The start-up stages of an AR view, in the order they usually happen. `stopped` (no AR
 * running) and `has_video` (the camera feed is up) show nothing; every other stage shows
 * its message (docs/product-rules.md §8 catalogue).
 */
export const AR_PERMISSION_STAGES = [
  'stopped',
  'requesting_camera',
  'camera_denied',
  'requesting_motion',
  'motion_denied',
  'has_video',
  'failed',
] as const;

export type ArPermissionStage = (typeof AR_PERMISSION_STAGES)[number];

export interface Wayspot {
  name: string;
  found: boolean;
}

export interface ArState {
  permissionStage: ArPermissionStage;
  /** Why the AR view failed, for logs and the error screen; null while all is well. */
  errorState: string | null;
  wayspots: readonly Wayspot[];
  /** Whether each sensor is usable (granted and delivering). */
  camera: boolean;
  motion: boolean;
  orientation: boolean;
}

export type ArSensor = 'camera' | 'motion' | 'orientation';

export type ArAction =
  | { type: 'stage-changed'; stage: ArPermissionStage }
  | { type: 'error'; error: string | null }
  | { type: 'sensor-changed'; sensor: ArSensor; available: boolean }
  | { type: 'wayspots-set'; names: readonly string[] }
  | { type: 'wayspot-found'; name: string }
  | { type: 'reset' };

export function initialArState(): ArState {
  return {
    permissionStage: 'stopped',
    errorState: null,
    wayspots: [],
    camera: false,
    motion: false,
    orientation: false,
  };
}

/**
 * The AR reducer. It returns the same object when an action changes nothing, so
 * subscribers that compare by reference (the bus, React) skip a render.
 */
export function arStateReducer(state: ArState, action: ArAction): ArState {
  switch (action.type) {
    case 'stage-changed':
      return state.permissionStage === action.stage ? state : { ...state, permissionStage: action.stage };
    case 'error':
      return state.errorState === action.error ? state : { ...state, errorState: action.error };
    case 'sensor-changed':
      return state[action.sensor] === action.available ? state : { ...state, [action.sensor]: action.available };
    case 'wayspots-set':
      return { ...state, wayspots: declaredWayspots(state.wayspots, action.names) };
    case 'wayspot-found':
      return markWayspotFound(state, action.name);
    case 'reset':
      return initialArState();
  }
}

/** The scene's list, once per name; a wayspot already found stays found when re-declared. */
function declaredWayspots(current: readonly Wayspot[], names: readonly string[]): Wayspot[] {
  const found = new Set(current.filter((wayspot) => wayspot.found).map((wayspot) => wayspot.name));
  return [...new Set(names)].map((name) => ({ name, found: found.has(name) }));
}

/**
 * Idempotent: finding a wayspot twice changes nothing. A name the scene never declared is
 * ignored, so the list stays the scene's own and its count stays meaningful.
 */
function markWayspotFound(state: ArState, name: string): ArState {
  const index = state.wayspots.findIndex((wayspot) => wayspot.name === name);
  if (index === -1 || state.wayspots[index]?.found) return state;
  return {
    ...state,
    wayspots: state.wayspots.map((wayspot, at) => (at === index ? { ...wayspot, found: true } : wayspot)),
  };
}

/** True when every declared wayspot has been found (and there is at least one). */
export function allWayspotsFound(state: ArState): boolean {
  return state.wayspots.length > 0 && state.wayspots.every((wayspot) => wayspot.found);
}

/** The i18n namespace of every key below (content/locales/<tag>/errors.json). */
export const AR_MESSAGE_NAMESPACE = 'errors';

/** What a stage's button does: reload the page, or go on (a user gesture for iOS motion). */
export type ArStageActionKind = 'refresh' | 'continue';

export interface ArStageMessage {
  /** Keys in the `errors` namespace. */
  titleKey: string;
  messageKey: string;
  action: { kind: ArStageActionKind; labelKey: string } | null;
}

const STAGE_COPY: Record<ArPermissionStage, { copy: string; action: ArStageActionKind | null } | null> = {
  stopped: null,
  has_video: null,
  requesting_camera: { copy: 'requestingCamera', action: null },
  // docs/product-rules.md §8: "Camera access denied", Refresh button; the message says the visitor can still play
  // (the gate offers "Continue without the camera"), not the catalogue's untrue "to use this site" (docs/decisions.md).
  camera_denied: { copy: 'cameraDenied', action: 'refresh' },
  // docs/product-rules.md §8: "Motion requesting: Continue button"; the tap is the user gesture iOS requires.
  requesting_motion: { copy: 'requestingMotion', action: 'continue' },
  // docs/product-rules.md §8: "Motion access denied / ...restart your browser"; no refresh button: a refresh cannot
  // help. The message says the visitor can still play by touch (the gate offers it), not "to use this site".
  motion_denied: { copy: 'motionDenied', action: null },
  failed: { copy: 'failed', action: 'refresh' },
};

/** The copy a stage shows, or null for the stages that show nothing (docs/product-rules.md §4). */
export function arStageMessage(stage: ArPermissionStage): ArStageMessage | null {
  const entry = STAGE_COPY[stage];
  if (!entry) return null;
  const base = `arPermission.${entry.copy}`;
  return {
    titleKey: `${base}.title`,
    messageKey: `${base}.message`,
    action: entry.action ? { kind: entry.action, labelKey: `${base}.action` } : null,
  };
}

/** The message key of a stage in the `errors` namespace, or null for stopped and has_video. */
export function arStageMessageKey(stage: ArPermissionStage): string | null {
  return arStageMessage(stage)?.messageKey ?? null;
}
