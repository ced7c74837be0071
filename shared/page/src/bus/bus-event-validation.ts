import { DEBRIEF_SLUG, isChapterOf, isSection } from '@mission/content';
import { BUS_EVENT_TYPES, PORTAL_ACTIONS, RETIRED_BUS_EVENT_TYPES, type BusEvent, type BusEventOf, type BusEventType } from './bus-events';

/**
 * Run-time check of a whole bus message, not just its `type`: remotes are built and
 * deployed apart from the shell, so their payloads are only as good as their builds.
 * Fields beyond the contract are let through: a remote on a newer minor may add one.
 */

/** Why a message is not a bus event: its type (null when it has no known one) and the first bad field. */
export interface BusEventProblem {
  type: BusEventType | null;
  field: string;
}

type Message = Readonly<Record<string, unknown>>;
/** Checks one field; gets the whole message for fields that depend on another (a chapter on its section). */
type FieldCheck = (value: unknown, message: Message) => boolean;

const text: FieldCheck = (value) => typeof value === 'string' && value.trim() !== '';
const flag: FieldCheck = (value) => typeof value === 'boolean';
const optionalFlag: FieldCheck = (value) => value === undefined || typeof value === 'boolean';
const section: FieldCheck = (value) => isSection(value);
const chapterOfSection: FieldCheck = (value, message) => isSection(message.section) && isChapterOf(message.section, value);
const chapterOrDebrief: FieldCheck = (value, message) => value === DEBRIEF_SLUG || chapterOfSection(value, message);
/** Level 1 (Recon) or Level 2 (Mission); the debrief's level is recorded from `debrief.viewed`. */
const chapterLevel: FieldCheck = (value) => value === 1 || value === 2;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
// A bad target is reported as the target, so the count is compared only with a valid one.
const countUpToTarget: FieldCheck = (value, message) => isCount(value) && (!isCount(message.target) || value <= message.target);
const count: FieldCheck = (value) => isCount(value);
const optionalCount: FieldCheck = (value) => value === undefined || isCount(value);
const portalAction: FieldCheck = (value) => (PORTAL_ACTIONS as readonly unknown[]).includes(value);

type FieldsOf<T extends BusEventType> = Exclude<keyof BusEventOf<T>, 'type'>;

/** Every field of every event, in the order they are checked; a new event or field will not compile without its check. */
const FIELD_CHECKS: { [T in BusEventType]: { [F in FieldsOf<T>]: FieldCheck } } = {
  'remote.mounted': { section, busContractVersion: text },
  'chapter.entered': { section, chapter: chapterOrDebrief, hotspotTotal: optionalCount },
  'level.completed': { section, chapter: chapterOfSection, level: chapterLevel },
  'hotspot.interaction': { section, chapter: chapterOfSection, hotspotId: text },
  'hotspot.closed': { section, chapter: chapterOfSection, hotspotId: text },
  'marker.interaction': { section, chapter: chapterOfSection, markerId: text, markerType: text },
  'task.completed': { section, chapter: chapterOfSection, taskId: text, count: countUpToTarget, target: count },
  'interstitial.started': { sceneName: text },
  'interstitial.ended': { sceneName: text, skipped: flag, failed: optionalFlag },
  'debrief.viewed': { section },
  'portal.interaction': { action: portalAction, portalId: text },
  'error.encountered': { errorType: text, message: text },
};

function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBusEventType(value: unknown): value is BusEventType {
  return (BUS_EVENT_TYPES as readonly unknown[]).includes(value);
}

/** What is wrong with a message, or null when it is a bus event in every field. */
export function busEventProblem(value: unknown): BusEventProblem | null {
  if (!isMessage(value) || !isBusEventType(value.type)) return { type: null, field: 'type' };
  const checks: Readonly<Record<string, FieldCheck>> = FIELD_CHECKS[value.type];
  for (const [field, check] of Object.entries(checks)) {
    if (!check(value[field], value)) return { type: value.type, field };
  }
  return null;
}

export function isBusEvent(value: unknown): value is BusEvent {
  return busEventProblem(value) === null;
}

/** A message of an event type an older contract had and this one retired (see `RETIRED_BUS_EVENT_TYPES`). */
export function isRetiredBusEvent(value: unknown): boolean {
  return isMessage(value) && RETIRED_BUS_EVENT_TYPES.includes(value.type as string);
}

/** The fields of an event type besides `type`, in the order they are checked. */
export function busEventFieldNames(type: BusEventType): string[] {
  return Object.keys(FIELD_CHECKS[type]);
}
