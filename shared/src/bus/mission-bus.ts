import { EventBus } from './event-bus';

/**
 * The page's one bus. `@mission/shared` is a Module Federation singleton, so the shell and
 * every remote import this same module instance and therefore this same bus.
 */
export const missionBus = new EventBus();
