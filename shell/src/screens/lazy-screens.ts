import { lazy } from 'react';

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

export const ExperienceEntry = lazy(async () => ({ default: (await loadScreens()).ExperienceEntry }));
export const Intro = lazy(async () => ({ default: (await loadScreens()).Intro }));
export const HowTo = lazy(async () => ({ default: (await loadScreens()).HowTo }));
export const Permission = lazy(async () => ({ default: (await loadScreens()).Permission }));
export const PortalScreen = lazy(async () => ({ default: (await loadScreens()).PortalScreen }));
export const MissionSelect = lazy(async () => ({ default: (await loadScreens()).MissionSelect }));
export const MissionAccomplished = lazy(async () => ({ default: (await loadScreens()).MissionAccomplished }));
export const Desktop = lazy(async () => ({ default: (await loadScreens()).Desktop }));
export const DebugEntry = lazy(async () => ({ default: (await loadScreens()).DebugEntry }));
export const NotFound = lazy(async () => ({ default: (await loadScreens()).NotFound }));
export const DeviceGate = lazy(async () => ({ default: (await loadScreens()).DeviceGate }));
