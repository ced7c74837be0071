import { SECTIONS } from '@mission/content';
import { lazyNamed } from '../lib/lazy-named';
import { withCopy } from '../lib/with-copy';

/*
 * Every page but the start screen loads on demand (the first screen `/` carries only
 * Home). They share one chunk, so the first navigation asks for one file, and the
 * navigation's fade out is its time to arrive (see preloadScreens).
 */
const loadScreens = () => import(/* webpackChunkName: "screens" */ './lazy-screen-modules');

/** Starts loading the pages' chunk; harmless to call again (the import is cached). */
export function preloadScreens(): void {
  // A failure surfaces where the page renders (the route's error page), not here.
  loadScreens().catch(() => undefined);
}

// Mission Select's cards name every branch's chapters; the not-found page is an error page.
const loadScreensWithBranchCopy = withCopy(loadScreens, SECTIONS);
const loadScreensWithErrorCopy = withCopy(loadScreens, ['errors']);

export const ExperienceEntry = lazyNamed(loadScreens, 'ExperienceEntry');
export const Intro = lazyNamed(loadScreens, 'Intro');
export const HowTo = lazyNamed(loadScreens, 'HowTo');
export const Permission = lazyNamed(loadScreens, 'Permission');
export const PortalScreen = lazyNamed(loadScreens, 'PortalScreen');
export const MissionSelect = lazyNamed(loadScreensWithBranchCopy, 'MissionSelect');
export const MissionAccomplished = lazyNamed(loadScreens, 'MissionAccomplished');
export const Desktop = lazyNamed(loadScreens, 'Desktop');
export const DebugEntry = lazyNamed(loadScreens, 'DebugEntry');
export const NotFound = lazyNamed(loadScreensWithErrorCopy, 'NotFound');
export const DeviceGate = lazyNamed(loadScreens, 'DeviceGate');
