import { DEBRIEF_SLUG } from '@mission/content';
import { initialProgressState, progressReducer, type EventBus } from '@mission/shared';

/**
 * What the shell would keep, kept in memory for the team's own page: progress from the bus
 * (the same pure rules the shell's store uses) and the briefings seen, published back on the
 * bus, so the branch's chapters, percent and debrief behave as in the product. Nothing is
 * stored: a reload starts a fresh visit.
 */
export function startHarnessMemory(bus: EventBus): () => void {
  let progress = initialProgressState();
  const publish = (next: typeof progress) => {
    progress = next;
    bus.setState('sectionProgress', progress.sectionProgress);
  };
  const stops = [
    bus.on('level.completed', ({ section, chapter, level }) => publish(progressReducer(progress, { type: 'level-completed', section, chapter, level }))),
    bus.on('debrief.viewed', ({ section }) => publish(progressReducer(progress, { type: 'level-completed', section, chapter: DEBRIEF_SLUG, level: 1 }))),
    bus.on('interstitial.ended', ({ sceneName, failed }) => {
      const watched = bus.getState('watchedInterstitials');
      if (!failed && !watched.includes(sceneName)) bus.setState('watchedInterstitials', [...watched, sceneName]);
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
