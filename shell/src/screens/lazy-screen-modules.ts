// The pages behind lazy-screens.ts, gathered into its one chunk.
// (The device gate too: it stands only in front of pages of this chunk.)
export { DebugEntry } from './debug-entry';
export { Desktop } from './desktop';
export { ExperienceEntry } from './experience-entry';
export { HowTo } from './how-to';
export { Intro } from './intro';
export { MissionAccomplished } from './mission-accomplished';
export { MissionSelect } from './mission-select';
export { NotFound } from './not-found';
export { Permission } from './permission';
export { PortalScreen } from './portal/portal-screen';
export { DeviceGate } from '../gates/device-gate';
