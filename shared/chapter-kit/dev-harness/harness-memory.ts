import { initialProgressState, progressAfterEvent, type EventBus } from '@mission/shared';

/**
 * What the shell would keep, kept in memory for the team's own page: progress from the bus
 * (the same `progressActionFor` and reducer the shell's store uses) and the briefings seen,
 * published back on the bus, so the branch's chapters, percent and debrief behave as in the product. Nothing is
 * stored: a reload starts a fresh visit.
 */
export function startHarnessMemory(bus: EventBus): () => void {
  let progress = initialProgressState();
  const progressEvents = bus.allEvents().subscribe((event) => {
    const before = progress;
    progress = progressAfterEvent(progress, event);
    if (progress.sectionProgress !== before.sectionProgress) bus.setState('sectionProgress', progress.sectionProgress);
  });
  const stops = [
    () => progressEvents.unsubscribe(),
    bus.on('interstitial.ended', ({ sceneName, failed }) => {
      const watched = bus.getState('watchedInterstitials');
      if (!failed && !watched.includes(sceneName)) bus.setState('watchedInterstitials', [...watched, sceneName]);
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
