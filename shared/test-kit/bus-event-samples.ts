import type { BusEventOf, BusEventType } from '@mission/shared';

/**
 * One valid event of every type, for tests that check each event against its declaration
 * (who consumes it). A new event type does not compile until it has a sample here.
 */
export const BUS_EVENT_SAMPLES: { [T in BusEventType]: BusEventOf<T> } = {
  'remote.mounted': { type: 'remote.mounted', section: 'army', busContractVersion: '1.4.0' },
  'chapter.entered': { type: 'chapter.entered', section: 'army', chapter: 'fire', hotspotTotal: 3 },
  'level.completed': { type: 'level.completed', section: 'army', chapter: 'fire', level: 1 },
  'hotspot.interaction': { type: 'hotspot.interaction', section: 'army', chapter: 'fire', hotspotId: 'firefighter' },
  'hotspot.closed': { type: 'hotspot.closed', section: 'army', chapter: 'fire', hotspotId: 'firefighter' },
  'marker.interaction': { type: 'marker.interaction', section: 'army', chapter: 'fire', markerId: 'fire1', markerType: 'fire' },
  'task.completed': { type: 'task.completed', section: 'army', chapter: 'fire', taskId: 'fire1', count: 1, target: 2 },
  'interstitial.started': { type: 'interstitial.started', sceneName: 'army-fire' },
  'interstitial.ended': { type: 'interstitial.ended', sceneName: 'army-fire', skipped: false },
  'debrief.viewed': { type: 'debrief.viewed', section: 'army' },
  'portal.interaction': { type: 'portal.interaction', action: 'enter', portalId: 'main' },
  'error.encountered': { type: 'error.encountered', errorType: 'render', message: 'boom' },
};
