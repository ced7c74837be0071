import { pairwise, skip, type Observable } from 'rxjs';
import { CHAPTERS_BY_SECTION, SECTIONS } from '@mission/content';
import {
  completedChapterCount,
  isExperienceFinished,
  levelCountOf,
  levelsDoneCount,
  overallProgress,
  percentOf,
  type BusEvent,
  type BusState,
  type MissionBus,
  type SectionProgress,
} from '@mission/shared';
import type { ProgressDecision } from '../progress/progress-decision';
import type { Analytics } from './analytics';
import type { AnalyticsEventName, AnalyticsEventProperties } from './analytics-events';

/**
 * THE one place where what happens on the bus becomes analytics. Remotes never call
 * analytics (architecture: boundaries); they report on the bus and the shell tracks here.
 */
export type AnalyticsCall = { [E in AnalyticsEventName]: { event: E; properties: AnalyticsEventProperties[E] } }[AnalyticsEventName];

function call<E extends AnalyticsEventName>(event: E, properties: AnalyticsEventProperties[E]): AnalyticsCall {
  return { event, properties } as AnalyticsCall;
}

const PORTAL_EVENTS = { enter: 'Portal Enter', exit: 'Portal Exit', interaction: 'Portal Interaction' } as const;

/**
 * The analytics event one bus event stands for, or null. `progressAfter` is what the progress
 * store decided for this event (its `decisions$`), for the chapter's progress after a level:
 * analytics reads it, never derives progress on its own.
 */
export function analyticsCallFor(event: BusEvent, progressAfter: SectionProgress): AnalyticsCall | null {
  switch (event.type) {
    case 'hotspot.interaction':
      return call('Hotspot Interaction', { section: event.section, mission_id: event.chapter, hotspot_id: event.hotspotId });
    case 'marker.interaction':
      return call('Marker Interaction', {
        section: event.section,
        mission_id: event.chapter,
        marker_id: event.markerId,
        marker_type: event.markerType,
      });
    case 'task.completed':
      return call('Task Completed', { section: event.section, mission_id: event.chapter, task_id: event.taskId });
    case 'interstitial.started':
      return call('Video Start', { scene_id: event.sceneName });
    case 'interstitial.ended':
      // A skipped video was not watched to its end; a failed one reports its own error.encountered.
      return event.skipped || event.failed ? null : call('Video Complete', { scene_id: event.sceneName });
    case 'portal.interaction': {
      const name = PORTAL_EVENTS[event.action];
      return name ? call(name, { portal_id: event.portalId }) : null;
    }
    case 'debrief.viewed':
      return call('Mission Debrief', { section: event.section });
    case 'error.encountered':
      return call('Error Encountered', { error_type: event.errorType, error_message: event.message });
    case 'level.completed': {
      // The bus let through only a level (1 or 2) of one of this branch's chapters.
      const { section, chapter } = event;
      const done = levelsDoneCount(progressAfter, section, chapter);
      return call('Experience Progress', {
        section,
        mission_id: chapter,
        experience_id: chapter,
        progress_percent: percentOf(done, levelCountOf(chapter)),
      });
    }
    default:
      return null;
  }
}

/**
 * What a change of sectionProgress means for analytics: Branch Progress for each branch
 * that completed a chapter, Overall Progress when the total grew, Experience Complete when
 * the whole experience just became finished. A reset or a restore that lowers the counts
 * sends nothing.
 */
export function progressCallsFor(before: SectionProgress, after: SectionProgress): AnalyticsCall[] {
  const calls: AnalyticsCall[] = [];
  for (const section of SECTIONS) {
    const completed = completedChapterCount(after, section);
    if (completed <= completedChapterCount(before, section)) continue;
    const total = CHAPTERS_BY_SECTION[section].length;
    calls.push(
      call('Branch Progress', {
        section,
        progress_percent: percentOf(completed, total),
        completed_experiences: completed,
        total_experiences: total,
      }),
    );
  }
  const overallBefore = overallProgress(before);
  const overall = overallProgress(after);
  if (overall.completedExperiences > overallBefore.completedExperiences) {
    calls.push(
      call('Overall Progress', {
        progress_percent: overall.progressPercent,
        completed_experiences: overall.completedExperiences,
        total_experiences: overall.totalExperiences,
        completed_branches: overall.completedBranches,
      }),
    );
  }
  if (isExperienceFinished(after) && !isExperienceFinished(before)) {
    calls.push(
      call('Experience Complete', {
        state: 'complete',
        completed_experiences: overall.completedExperiences,
        total_experiences: overall.totalExperiences,
      }),
    );
  }
  return calls;
}

/** Sends one call; analytics never breaks what the visitor does, so a throw is only logged. */
function send(analytics: Analytics, { event, properties }: AnalyticsCall): void {
  try {
    (analytics.track as (event: AnalyticsEventName, properties: object) => void)(event, properties);
  } catch (error) {
    console.error('[analytics] Failed to track', event, error);
  }
}

function permissionGranted(before: BusState['permissions'], after: BusState['permissions']): boolean {
  return after.deviceOrientation === 'granted' && before.deviceOrientation !== 'granted';
}

/**
 * Connects the bus to analytics: each bus event as the progress store took it (`decisions`,
 * the store's `decisions$`), and the bus's state. The current state values (replayed at once)
 * are the starting point: only later changes are tracked. Returns the disconnect.
 */
export function startBusAnalytics(bus: MissionBus, decisions: Observable<ProgressDecision>, analytics: Analytics): () => void {
  let experienceCompleted = false;
  const subscriptions = [
    // Every event here passed the bus's payload check, so reading it cannot throw.
    decisions.subscribe(({ event, after }) => {
      const mapped = analyticsCallFor(event, after);
      if (mapped) send(analytics, mapped);
    }),
    bus
      .state$('sectionProgress')
      .pipe(pairwise())
      .subscribe(([before, after]) => {
        for (const mapped of progressCallsFor(before, after)) {
          // Experience Complete is sent once per visit, even after a reset and a replay.
          if (mapped.event === 'Experience Complete') {
            if (experienceCompleted) continue;
            experienceCompleted = true;
          }
          send(analytics, mapped);
        }
      }),
    bus
      .state$('audioEnabled')
      .pipe(skip(1))
      .subscribe((enabled) => send(analytics, call('Audio Toggle', { state: enabled ? 'on' : 'off' }))),
    bus
      .state$('permissions')
      .pipe(pairwise())
      .subscribe(([before, after]) => {
        if (permissionGranted(before, after)) send(analytics, call('Device Orientation Used', { state: 'granted' }));
      }),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
