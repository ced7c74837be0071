import type { Locale, Section } from '@mission/content';
import type { PageLocation } from './page-location';

/**
 * The analytics catalogue (docs/product-rules.md §7): the 26 event names, exactly as the analytics project
 * knows them, and the properties each one carries (docs/product-rules.md §3 field names, snake_case).
 *
 * Every event also carries the super properties (super-properties.ts): `branch` (the
 * deployment branch: main, qa, staging, develop), `app_version` and `debug`. The military
 * branch is never called "branch" here: it is `section` (a name of the list of branches).
 * A chapter is a mission (`mission_id`, its slug) and, for progress, an experience
 * (`experience_id`): `completed_experiences` counts completed chapters.
 */
export const ANALYTICS_EVENTS = [
  'Page View',
  'Menu Open',
  'Menu Close',
  'Navigate To Page',
  'Language Change',
  'Button Click',
  'Hotspot Interaction',
  'Marker Interaction',
  'Task Completed',
  'Experience Start',
  'Experience Pause',
  'Experience Resume',
  'Experience Complete',
  'Mission Debrief',
  'Audio Toggle',
  'Video Start',
  'Video Complete',
  'Experience Progress',
  'Branch Progress',
  'Overall Progress',
  'Portal Enter',
  'Portal Exit',
  'Portal Interaction',
  'Error Encountered',
  'User Idle',
  'Device Orientation Used',
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** docs/product-rules.md §4 "Experience analytics states". */
export type ExperienceState = 'start' | 'pause' | 'resume' | 'complete';

interface ChapterProperties {
  section: Section;
  /** The chapter's slug (fire, distress, airdrop...). */
  mission_id: string;
}

/** Page View's own properties; callers may add more (they never override these four). */
export interface PageViewProperties {
  /** The page's address without its hash. */
  url: string;
  /** The path without query string or hash. */
  path: string;
  /** The page the visitor came from: document.referrer first, then the previous page of the app. */
  referrer: string;
  /** The deployment branch, as in the super properties. */
  branch: string;
}

interface ProgressCounts {
  /** completed_experiences / total_experiences x 100 (docs/product-rules.md §4), not rounded. */
  progress_percent: number;
  completed_experiences: number;
  total_experiences: number;
}

export interface AnalyticsEventProperties {
  'Page View': PageViewProperties & Record<string, unknown>;
  'Menu Open': { from_path?: string };
  'Menu Close': { from_path?: string };
  'Navigate To Page': { from_location: PageLocation; to_location: PageLocation; from_path: string; to_path: string };
  'Language Change': { from_locale: Locale; to_locale: Locale };
  'Button Click': { button_name: string; category?: string; from_path?: string };
  'Hotspot Interaction': ChapterProperties & { hotspot_id: string };
  'Marker Interaction': ChapterProperties & { marker_id: string; marker_type: string };
  'Task Completed': ChapterProperties & { task_id: string };
  'Experience Start': { state: 'start' };
  'Experience Pause': { state: 'pause' };
  'Experience Resume': { state: 'resume' };
  'Experience Complete': { state: 'complete'; completed_experiences: number; total_experiences: number };
  'Mission Debrief': { section: Section };
  'Audio Toggle': { state: 'on' | 'off' };
  'Video Start': { scene_id: string };
  'Video Complete': { scene_id: string };
  /** One chapter: levels done / levels it has x 100. */
  'Experience Progress': ChapterProperties & { experience_id: string; progress_percent: number };
  /** One military branch: its completed chapters / its chapters x 100. */
  'Branch Progress': ProgressCounts & { section: Section };
  'Overall Progress': ProgressCounts & { completed_branches: Section[] };
  'Portal Enter': { portal_id: string };
  'Portal Exit': { portal_id: string };
  'Portal Interaction': { portal_id: string };
  /** docs/product-rules.md §8: the error event carries an error type and a message. */
  'Error Encountered': { error_type: string; error_message: string };
  'User Idle': { state: 'idle' };
  'Device Orientation Used': { state: 'granted' };
}

// Fails to compile if the catalogue and the properties map ever disagree.
type Unmapped = Exclude<AnalyticsEventName, keyof AnalyticsEventProperties>;
type Unlisted = Exclude<keyof AnalyticsEventProperties, AnalyticsEventName>;
const catalogueMatches: [Unmapped, Unlisted] extends [never, never] ? true : false = true;
void catalogueMatches;

/** The properties argument: optional for the events whose properties are all optional. */
export type PropertiesArgument<E extends AnalyticsEventName> =
  Partial<AnalyticsEventProperties[E]> extends AnalyticsEventProperties[E]
    ? [properties?: AnalyticsEventProperties[E]]
    : [properties: AnalyticsEventProperties[E]];

export function isAnalyticsEventName(value: unknown): value is AnalyticsEventName {
  return typeof value === 'string' && (ANALYTICS_EVENTS as readonly string[]).includes(value);
}
