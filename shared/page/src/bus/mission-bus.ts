import { EventBus } from './event-bus';
import type { MissionBus } from './mission-bus-type';

/**
 * The page's one bus. `@mission/shared` is a Module Federation singleton, so the shell and
 * every remote import this same module instance and therefore this same bus. Both handles
 * below are this one object: they differ only in type.
 */
const pageBus = new EventBus();

/** Everyone's handle: emit, listen, read state. It cannot write the shell's state. */
export const missionBus: MissionBus = pageBus;

/**
 * The host's handle, the only one typed to publish state: for the shell and for the team
 * harness (the host of a team's own page). ESLint keeps it out of the remotes and the
 * chapter kit.
 */
export const hostBus: EventBus = pageBus;
