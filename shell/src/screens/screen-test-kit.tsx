import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { MemoryRouter, Route, Routes, useLocation } from '@mission/shared/routing';
import { CHAPTERS_BY_SECTION, DEBRIEF_SLUG, SECTIONS, localeFromPath } from '@mission/content';
import { hostBus, sectionProgressOf, type SectionProgress } from '@mission/shared';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import type { DeviceStateStore } from '../services/device/device-state-store';
import type { NonFunctionalState } from '../services/device/non-functional-state';
import type { PermissionRequests } from '../services/permissions/permission-store';
import { startShellServices, type ShellServices } from '../services/shell-services';
import { ShellServicesProvider } from '../services/shell-services-context';
import type { KeyValueStorage } from '../services/storage/safe-storage';
import { memoryStorage } from '../test-support/memory-storage';

/** Test support for the shell's screens and gates: real stores on the page's bus, a fake device and browser. */

/**
 * Every chapter of every branch of the list done (both levels), as a finished visit leaves
 * them, with each debrief read too when asked: a new branch's chapters included.
 */
export function everyChapterDone({ debriefs = false }: { debriefs?: boolean } = {}): SectionProgress {
  const branch = (section: (typeof SECTIONS)[number]) => ({
    ...Object.fromEntries(CHAPTERS_BY_SECTION[section].map((chapter) => [chapter, [true, true]])),
    ...(debriefs ? { [DEBRIEF_SLUG]: [true] } : {}),
  });
  return sectionProgressOf(
    Object.fromEntries(SECTIONS.map((section) => [section, branch(section)])) as Parameters<typeof sectionProgressOf>[0],
  );
}

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export function phoneState(overrides: Partial<NonFunctionalState> = {}): NonFunctionalState {
  return {
    deviceRotated: false,
    windowTooSmall: false,
    windowTooLarge: false,
    webGLDisabled: false,
    deviceInfo: { isTouch: true, hasScreenOrientationApi: true, orientationType: 'portrait-primary', userAgent: IPHONE_UA },
    windowSize: { width: 390, height: 664, isMobile: true },
    ...overrides,
  };
}

export function fakeDevice(initial: NonFunctionalState = phoneState()): DeviceStateStore & { set: (state: NonFunctionalState) => void } {
  const subject = new BehaviorSubject(initial);
  return {
    state$: subject.asObservable(),
    getState: () => subject.getValue(),
    refresh: () => undefined,
    dispose: () => subject.complete(),
    set: (state) => subject.next(state),
  };
}

/** Storage holding `initial`'s values as JSON, as the stores write them. */
export function storageWith(initial: Record<string, unknown> = {}): KeyValueStorage {
  return memoryStorage(Object.fromEntries(Object.entries(initial).map(([key, value]) => [key, JSON.stringify(value)])));
}

export interface ScreenOptions {
  device?: DeviceStateStore;
  permissionRequests?: Partial<PermissionRequests>;
  storage?: KeyValueStorage;
}

/** The services of one test, on the page's bus (the screens read it), with iOS-like orientation by default. */
export function testServices({ device = fakeDevice(), permissionRequests, storage = storageWith() }: ScreenOptions = {}): ShellServices {
  hostBus.setState('forceTouchControls', false);
  hostBus.setState('permissions', { deviceOrientation: 'idle', camera: 'idle' });
  return startShellServices({
    bus: hostBus,
    localStorage: storage,
    activityTarget: new EventTarget() as unknown as Window,
    device,
    permissionRequests: {
      orientationNeedsUserGesture: () => true,
      deviceOrientation: async () => 'granted',
      camera: async () => 'granted',
      motion: async () => 'granted',
      ...permissionRequests,
    },
    startAudio: () => () => undefined,
  });
}

/** Shows the current path, so a test sees where a screen went. */
export function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

export async function prepareCopy(): Promise<void> {
  await initTestI18n('en');
}

/** Renders route elements (English and French paths) at `path`, with every other path showing <Where>. */
export async function renderAt(path: string, routes: ReactNode, services: ShellServices = testServices()) {
  const locale = localeFromPath(path);
  hostBus.setState('locale', locale);
  const i18n = await initTestI18n(locale);
  await i18n.changeLanguage(locale === 'fr' ? 'fr-CA' : 'en-US');
  const view = render(
    <ShellServicesProvider services={services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/fr">{routes}</Route>
          <Route path="/">{routes}</Route>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ShellServicesProvider>,
  );
  return { ...view, services };
}
