import { CHAPTERS_BY_SECTION, SECTIONS } from '@mission/content';
import { busEventProblem, isBusEvent, isRetiredBusEvent } from './bus-event-validation';
import { BUS_EVENT_TYPES, type BusEvent } from './bus-events';

const GOOD: BusEvent[] = [
  { type: 'remote.mounted', section: 'army', busContractVersion: '1.2.0' },
  { type: 'chapter.entered', section: 'navy', chapter: 'distress' },
  { type: 'chapter.entered', section: 'air', chapter: 'end' },
  { type: 'chapter.entered', section: 'army', chapter: 'fire', hotspotTotal: 4 },
  { type: 'level.completed', section: 'army', chapter: 'fire', level: 1 },
  { type: 'level.completed', section: 'air', chapter: 'received', level: 2 },
  { type: 'hotspot.interaction', section: 'army', chapter: 'flood', hotspotId: 'combatEngineer' },
  { type: 'hotspot.closed', section: 'army', chapter: 'flood', hotspotId: 'combatEngineer' },
  { type: 'marker.interaction', section: 'navy', chapter: 'overboard', markerId: 'throw1', markerType: 'hold' },
  { type: 'task.completed', section: 'army', chapter: 'flood', taskId: 'gap1', count: 1, target: 4 },
  { type: 'task.completed', section: 'air', chapter: 'airdrop', taskId: 'package3', count: 3, target: 3 },
  { type: 'interstitial.started', sceneName: 'portal' },
  { type: 'interstitial.ended', sceneName: 'portal', skipped: false },
  { type: 'interstitial.ended', sceneName: 'army-fire', skipped: true, failed: false },
  { type: 'interstitial.ended', sceneName: 'army-fire', skipped: false, failed: true },
  { type: 'debrief.viewed', section: 'navy' },
  { type: 'portal.interaction', action: 'enter', portalId: 'main' },
  { type: 'portal.interaction', action: 'exit', portalId: 'main' },
  { type: 'portal.interaction', action: 'interaction', portalId: 'main' },
  { type: 'error.encountered', errorType: 'render', message: 'Cannot read properties of undefined' },
];

const ok = {
  remoteMounted: { type: 'remote.mounted', section: 'army', busContractVersion: '1.2.0' },
  entered: { type: 'chapter.entered', section: 'army', chapter: 'fire' },
  level: { type: 'level.completed', section: 'army', chapter: 'fire', level: 1 },
  hotspot: { type: 'hotspot.interaction', section: 'army', chapter: 'fire', hotspotId: 'firefighter' },
  marker: { type: 'marker.interaction', section: 'army', chapter: 'fire', markerId: 'fire1', markerType: 'fire' },
  task: { type: 'task.completed', section: 'army', chapter: 'fire', taskId: 'fire1', count: 1, target: 3 },
  started: { type: 'interstitial.started', sceneName: 'army-fire' },
  ended: { type: 'interstitial.ended', sceneName: 'army-fire', skipped: false },
  debrief: { type: 'debrief.viewed', section: 'army' },
  portal: { type: 'portal.interaction', action: 'enter', portalId: 'main' },
  error: { type: 'error.encountered', errorType: 'render', message: 'boom' },
} as const;

/** [what, message, the field reported]: each breaks exactly one field of a valid event. */
const BAD: [string, Record<string, unknown>, string][] = [
  ['remote.mounted from an unknown branch', { ...ok.remoteMounted, section: 'marines' }, 'section'],
  ['remote.mounted without a version', { ...ok.remoteMounted, busContractVersion: undefined }, 'busContractVersion'],
  ['remote.mounted with an empty version', { ...ok.remoteMounted, busContractVersion: '' }, 'busContractVersion'],
  ['remote.mounted with a numeric version', { ...ok.remoteMounted, busContractVersion: 1.2 }, 'busContractVersion'],
  ['chapter.entered without a section', { ...ok.entered, section: undefined }, 'section'],
  ['chapter.entered with a section in capitals', { ...ok.entered, section: 'Army' }, 'section'],
  ['chapter.entered with a chapter of another branch', { ...ok.entered, chapter: 'distress' }, 'chapter'],
  ['chapter.entered with an unknown chapter', { ...ok.entered, chapter: 'volcano' }, 'chapter'],
  ['chapter.entered with a number for chapter', { ...ok.entered, chapter: 1 }, 'chapter'],
  ['chapter.entered, a negative hotspot total', { ...ok.entered, hotspotTotal: -1 }, 'hotspotTotal'],
  ['chapter.entered, a fractional hotspot total', { ...ok.entered, hotspotTotal: 2.5 }, 'hotspotTotal'],
  ['chapter.entered, hotspot total as text', { ...ok.entered, hotspotTotal: '4' }, 'hotspotTotal'],
  ['level.completed for the debrief', { ...ok.level, chapter: 'end' }, 'chapter'],
  ['level.completed for a chapter of another branch', { ...ok.level, section: 'air', chapter: 'fire' }, 'chapter'],
  ['level.completed, level 0', { ...ok.level, level: 0 }, 'level'],
  ['level.completed, level 3', { ...ok.level, level: 3 }, 'level'],
  ['level.completed, level 1.5', { ...ok.level, level: 1.5 }, 'level'],
  ['level.completed, level as text', { ...ok.level, level: '1' }, 'level'],
  ['level.completed, level NaN', { ...ok.level, level: Number.NaN }, 'level'],
  ['hotspot.interaction on the debrief', { ...ok.hotspot, chapter: 'end' }, 'chapter'],
  ['hotspot.interaction with an empty id', { ...ok.hotspot, hotspotId: '' }, 'hotspotId'],
  ['hotspot.interaction with a blank id', { ...ok.hotspot, hotspotId: '   ' }, 'hotspotId'],
  ['hotspot.interaction with an id as a number', { ...ok.hotspot, hotspotId: 7 }, 'hotspotId'],
  ['hotspot.closed on the debrief', { type: 'hotspot.closed', section: 'army', chapter: 'end', hotspotId: 'medic' }, 'chapter'],
  ['hotspot.closed without an id', { type: 'hotspot.closed', section: 'army', chapter: 'fire', hotspotId: '' }, 'hotspotId'],
  ['marker.interaction in an unknown branch', { ...ok.marker, section: 'space' }, 'section'],
  ['marker.interaction without an id', { ...ok.marker, markerId: undefined }, 'markerId'],
  ['marker.interaction with an empty kind', { ...ok.marker, markerType: '' }, 'markerType'],
  ['task.completed for a chapter of another branch', { ...ok.task, chapter: 'airdrop' }, 'chapter'],
  ['task.completed with an empty task id', { ...ok.task, taskId: '' }, 'taskId'],
  ['task.completed, count above the target', { ...ok.task, count: 4, target: 3 }, 'count'],
  ['task.completed, a negative count', { ...ok.task, count: -1 }, 'count'],
  ['task.completed, a fractional count', { ...ok.task, count: 1.5 }, 'count'],
  ['task.completed, count as text', { ...ok.task, count: '1' }, 'count'],
  ['task.completed, an infinite count', { ...ok.task, count: Number.POSITIVE_INFINITY, target: Number.POSITIVE_INFINITY }, 'count'],
  ['task.completed, a negative target', { ...ok.task, count: 0, target: -3 }, 'target'],
  ['task.completed, target as text', { ...ok.task, target: '3' }, 'target'],
  ['task.completed without a target', { ...ok.task, target: undefined }, 'target'],
  ['interstitial.started without a scene', { ...ok.started, sceneName: undefined }, 'sceneName'],
  ['interstitial.ended, skipped as a number', { ...ok.ended, skipped: 0 }, 'skipped'],
  ['interstitial.ended without skipped', { ...ok.ended, skipped: undefined }, 'skipped'],
  ['interstitial.ended, failed as text', { ...ok.ended, failed: 'yes' }, 'failed'],
  ['interstitial.ended, failed null', { ...ok.ended, failed: null }, 'failed'],
  ['debrief.viewed from an unknown branch', { ...ok.debrief, section: 'marines' }, 'section'],
  ['debrief.viewed with a section as a list', { ...ok.debrief, section: ['army'] }, 'section'],
  ['portal.interaction with an unknown action', { ...ok.portal, action: 'jump' }, 'action'],
  ['portal.interaction without an id', { ...ok.portal, portalId: '' }, 'portalId'],
  ['error.encountered without a type', { ...ok.error, errorType: '' }, 'errorType'],
  ['error.encountered with an empty message', { ...ok.error, message: '' }, 'message'],
  ['error.encountered with an Error for a message', { ...ok.error, message: new Error('boom') }, 'message'],
];

describe('isBusEvent: the whole payload, not just the type', () => {
  it.each(GOOD.map((event) => [event.type, event] as const))('accepts a valid %s', (_type, event) => {
    expect(busEventProblem(event)).toBeNull();
    expect(isBusEvent(event)).toBe(true);
  });

  it('has a valid example of every event type above', () => {
    expect(new Set(GOOD.map((event) => event.type))).toEqual(new Set(BUS_EVENT_TYPES));
  });

  it.each(SECTIONS.flatMap((section) => CHAPTERS_BY_SECTION[section].map((chapter) => [section, chapter] as const)))(
    'accepts a level of %s/%s, and its chapter entry',
    (section, chapter) => {
      expect(isBusEvent({ type: 'level.completed', section, chapter, level: 2 })).toBe(true);
      expect(isBusEvent({ type: 'chapter.entered', section, chapter })).toBe(true);
    },
  );

  it('lets through a field the contract does not know yet (a remote on a newer minor)', () => {
    expect(isBusEvent({ ...ok.debrief, viewedAt: 12 })).toBe(true);
  });

  it('lets through the field contract 1.4 retired, as a remote built on 1.3 still sends it', () => {
    expect(isBusEvent({ ...ok.entered, placeholder: false })).toBe(true);
  });

  it('knows a retired event (contract 1.4) as retired, and as no bus event', () => {
    const load = { type: 'scene.load-progress', sceneName: 'army-fire', canvas: 10, interstitial: 0 };
    expect(isRetiredBusEvent(load)).toBe(true);
    expect(isBusEvent(load)).toBe(false);
    expect(isRetiredBusEvent(ok.entered)).toBe(false);
    expect(isRetiredBusEvent(null)).toBe(false);
  });

  it.each(BAD)('refuses %s, naming the field', (_what, message, field) => {
    expect(busEventProblem(message)).toEqual({ type: message.type, field });
    expect(isBusEvent(message)).toBe(false);
  });

  it.each([
    ['null', null],
    ['a string', 'chapter.entered'],
    ['a list', [ok.debrief]],
    ['no type', { section: 'army' }],
    ['an unknown type', { type: 'chapter.exploded', section: 'army' }],
    ['a type that is not a string', { type: 7 }],
  ])('refuses %s as having no known type', (_what, message) => {
    expect(busEventProblem(message)).toEqual({ type: null, field: 'type' });
  });
});
