import type { BusEventType } from './bus-events';

/** The parts that emit bus events, each named by where it lives. */
export const BUS_EMITTERS = {
  'branch routes': 'shared/page/src/branch/branch-routes.tsx',
  'chapter stage': 'shared/chapter-kit/src/stage/chapter-stage.tsx',
  'branch debrief': 'shared/chapter-kit/src/debrief/branch-debrief.tsx',
  'scene load store': 'shared/page/src/scene-load/scene-load-store.ts',
  'accessible mission pages': 'accessible/src/pages/',
  'shell portal screen': 'shell/src/screens/portal/portal-screen.tsx',
  'shell route error boundary': 'shell/src/screens/route-error-boundary.tsx',
} as const;

/** The parts that consume bus events (all in the host: the shell, or the team page's harness). */
export const BUS_CONSUMERS = {
  'progress store': 'shell/src/services/progress/progress-store.ts (through progressActionFor)',
  'team harness': 'shared/chapter-kit/dev-harness/harness-memory.ts (through progressActionFor)',
  analytics: 'shell/src/services/analytics/bus-analytics-map.ts',
  'app UI store': 'shell/src/services/ui/app-ui-store.ts',
  'persistent store': 'shell/src/services/persistent/persistent-store.ts',
  'debug event log': 'shell/src/bus/bus-event-log.ts (window.__MISSION_DEBUG__, read by QA and e2e)',
} as const;

export type BusEmitter = keyof typeof BUS_EMITTERS;
export type BusConsumer = keyof typeof BUS_CONSUMERS;

/** How often an event is emitted. */
export type BusCadence =
  | 'once per remote mount'
  | 'once per chapter visit'
  | 'once per level'
  | 'per tap'
  | 'per task target'
  | 'per video'
  | 'per portal step'
  | 'per failure';

export interface BusEventDeclaration {
  /** What it tells, in a line. */
  means: string;
  emittedBy: readonly BusEmitter[];
  cadence: BusCadence;
  /**
   * Who acts on it. The debug event log sees every event; it is named only where it is the
   * reason the event exists.
   */
  consumedBy: readonly BusConsumer[];
}

/**
 * Who emits each event, how often, and who consumes it: the contract's other half. Tests
 * hold the code to it (progress, the harness and analytics follow exactly the events listed
 * here), and docs/bus-events.md is generated from it (`npm run docs:bus`).
 */
export const BUS_EVENT_DECLARATIONS: { readonly [T in BusEventType]: BusEventDeclaration } = {
  'remote.mounted': {
    means: 'a remote mounted its routes on the one shared bus, built against this contract version',
    emittedBy: ['branch routes'],
    cadence: 'once per remote mount',
    consumedBy: ['debug event log'],
  },
  'chapter.entered': {
    means: 'the visitor entered a chapter or a debrief; a chapter tells its trade hotspot total',
    emittedBy: ['chapter stage', 'branch debrief', 'accessible mission pages'],
    cadence: 'once per chapter visit',
    consumedBy: ['progress store', 'team harness', 'app UI store'],
  },
  'level.completed': {
    means: 'Level 1 (Recon) or Level 2 (Mission) of a chapter is done',
    emittedBy: ['chapter stage', 'accessible mission pages'],
    cadence: 'once per level',
    consumedBy: ['progress store', 'team harness', 'analytics'],
  },
  'hotspot.interaction': {
    means: 'a trade hotspot was opened',
    emittedBy: ['chapter stage'],
    cadence: 'per tap',
    consumedBy: ['app UI store', 'analytics'],
  },
  'hotspot.closed': {
    means: "the open hotspot's info overlay was closed",
    emittedBy: ['chapter stage'],
    cadence: 'per tap',
    consumedBy: ['app UI store'],
  },
  'marker.interaction': {
    means: 'a task target of Level 2 was tapped',
    emittedBy: ['chapter stage'],
    cadence: 'per tap',
    consumedBy: ['analytics'],
  },
  'task.completed': {
    means: 'one task target is done: count of target, this one included',
    emittedBy: ['chapter stage', 'accessible mission pages'],
    cadence: 'per task target',
    consumedBy: ['progress store', 'team harness', 'analytics'],
  },
  'interstitial.started': {
    means: 'a briefing video (or the portal video) started to play',
    emittedBy: ['scene load store'],
    cadence: 'per video',
    consumedBy: ['app UI store', 'analytics'],
  },
  'interstitial.ended': {
    means: 'the video ended, was skipped, or failed to play (then it was not seen)',
    emittedBy: ['scene load store'],
    cadence: 'per video',
    consumedBy: ['app UI store', 'persistent store', 'team harness', 'analytics'],
  },
  'debrief.viewed': {
    means: "the branch's debrief was reached: its one level",
    emittedBy: ['branch debrief'],
    cadence: 'once per chapter visit',
    consumedBy: ['progress store', 'team harness', 'analytics'],
  },
  'portal.interaction': {
    means: 'the portal doorway was entered, left or tapped',
    emittedBy: ['shell portal screen'],
    cadence: 'per portal step',
    consumedBy: ['analytics'],
  },
  'error.encountered': {
    means: 'something went wrong that the visitor may have seen',
    emittedBy: ['chapter stage', 'scene load store', 'shell route error boundary'],
    cadence: 'per failure',
    consumedBy: ['analytics'],
  },
};

/** The event types a consumer is declared for, in contract order. */
export function eventTypesConsumedBy(consumer: BusConsumer): BusEventType[] {
  return (Object.keys(BUS_EVENT_DECLARATIONS) as BusEventType[]).filter((type) =>
    BUS_EVENT_DECLARATIONS[type].consumedBy.includes(consumer),
  );
}
