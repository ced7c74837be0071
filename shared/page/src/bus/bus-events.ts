import type { Section } from '@mission/content';
import type { ChapterPlace, ProgressPlace } from './chapter-place';

/** Level 1 (Recon) and Level 2 (Mission) of a chapter. */
export type ChapterLevel = 1 | 2;

/**
 * Everything a part of the experience can tell the others. One discriminated union:
 * `type` names the event, every payload is typed. Remotes emit; the shell turns these
 * into progress, persistence and analytics. `section` and `chapter` travel as a pair: the
 * chapter is one of that branch's (or, on entry, its debrief `end`). Who emits and who
 * consumes each one: `bus-event-declarations.ts` (and docs/bus-events.md, generated from it).
 */
export type BusEvent =
  | { type: 'remote.mounted'; section: Section; busContractVersion: string }
  /** `hotspotTotal`: the chapter's trade hotspots, for the shell's totalHotspots (contract 1.3; absent on the debrief and from older remotes). */
  | ({ type: 'chapter.entered'; hotspotTotal?: number } & ProgressPlace)
  | ({ type: 'level.completed'; level: ChapterLevel } & ChapterPlace)
  | ({ type: 'hotspot.interaction'; hotspotId: string } & ChapterPlace)
  /** The open hotspot's info overlay was closed (contract 1.3): the shell's showInfoContentOverlay goes back to false. */
  | ({ type: 'hotspot.closed'; hotspotId: string } & ChapterPlace)
  | ({ type: 'marker.interaction'; markerId: string; markerType: string } & ChapterPlace)
  /** `count` targets done of `target`, this one included. */
  | ({ type: 'task.completed'; taskId: string; count: number; target: number } & ChapterPlace)
  | { type: 'interstitial.started'; sceneName: string }
  /** `failed`: the video could not play, so it was not seen: the shell does not remember it as watched (contract 1.2). */
  | { type: 'interstitial.ended'; sceneName: string; skipped: boolean; failed?: boolean }
  | { type: 'debrief.viewed'; section: Section }
  /** The portal doorway (shell screen, or a remote's own portal): entered, left, tapped. */
  | { type: 'portal.interaction'; action: PortalAction; portalId: string }
  /** Something went wrong that the visitor may have seen; the shell reports it to analytics. */
  | { type: 'error.encountered'; errorType: string; message: string };

export const PORTAL_ACTIONS = ['enter', 'exit', 'interaction'] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;

/** Every event type, so a message from a remote built elsewhere can be checked at run time. */
export const BUS_EVENT_TYPES = [
  'remote.mounted',
  'chapter.entered',
  'level.completed',
  'hotspot.interaction',
  'hotspot.closed',
  'marker.interaction',
  'task.completed',
  'interstitial.started',
  'interstitial.ended',
  'debrief.viewed',
  'portal.interaction',
  'error.encountered',
] as const satisfies readonly BusEventType[];

/**
 * Events of an older contract that no one consumed (contract 1.4 retired them): a remote
 * built before may still send one, and the bus drops it without a warning.
 */
export const RETIRED_BUS_EVENT_TYPES: readonly string[] = ['scene.load-progress'];

// Fails to compile if a member of the union is missing from the list above.
type MissingEventTypes = Exclude<BusEventType, (typeof BUS_EVENT_TYPES)[number]>;
const everyTypeListed: MissingEventTypes extends never ? true : false = true;
void everyTypeListed;
