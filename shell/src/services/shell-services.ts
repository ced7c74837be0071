import type { Observable } from 'rxjs';
import type { EventBus, MissionBus } from '@mission/shared';
import { startShellAudio } from './audio/start-shell-audio';
import { createDeviceStateStore, type DeviceStateStore } from './device/device-state-store';
import { watchUserIdle } from './idle/user-idle';
import { createPermissionStore, type PermissionRequests, type PermissionStore } from './permissions/permission-store';
import { PersistentStore } from './persistent/persistent-store';
import { TrackingChoiceStore } from './privacy/tracking-choice-store';
import { ProgressStore } from './progress/progress-store';
import { browserLocalStorage, type KeyValueStorage } from './storage/safe-storage';
import { AppUiStore } from './ui/app-ui-store';

export interface ShellServices {
  progress: ProgressStore;
  persistent: PersistentStore;
  ui: AppUiStore;
  permissions: PermissionStore;
  device: DeviceStateStore;
  /** "Don't track my visit", from the menu. */
  trackingChoice: TrackingChoiceStore;
  userIdle$: Observable<boolean>;
  stop: () => void;
}

export interface ShellServiceOptions {
  /** The host's handle: the stores publish progress, permissions and settings on it. */
  bus: EventBus;
  localStorage?: KeyValueStorage;
  activityTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  permissionRequests?: Partial<PermissionRequests>;
  device?: DeviceStateStore;
  /** Starts the shell's audio (mute from the bus, page lifecycle, its sound sets); returns its stop. */
  startAudio?: (bus: MissionBus) => () => void;
}

/** The shell's state services, connected to the bus: the one place they are created. */
export function startShellServices({
  bus,
  localStorage = browserLocalStorage(),
  activityTarget = window,
  permissionRequests,
  device = createDeviceStateStore(),
  startAudio = startShellAudio,
}: ShellServiceOptions): ShellServices {
  const progress = new ProgressStore(localStorage, bus);
  const persistent = new PersistentStore(localStorage, bus);
  const ui = new AppUiStore(bus);
  const trackingChoice = new TrackingChoiceStore(localStorage);
  const permissions = createPermissionStore(bus, permissionRequests);
  // docs/product-rules.md §4: granted at once where no permission API exists; iOS waits for the permission screen's tap.
  if (!permissions.orientationNeedsUserGesture()) void permissions.requestDeviceOrientation();
  const userIdle$ = watchUserIdle(activityTarget);
  const idleSubscription = userIdle$.subscribe((idle) => progress.dispatch({ type: 'user-idle', idle }));
  const disconnects = [progress.connectBus(), persistent.connectBus(), ui.connectBus(), startAudio(bus)];
  return {
    progress,
    persistent,
    ui,
    permissions,
    device,
    trackingChoice,
    userIdle$,
    stop: () => {
      idleSubscription.unsubscribe();
      permissions.dispose();
      device.dispose();
      disconnects.forEach((disconnect) => disconnect());
    },
  };
}
