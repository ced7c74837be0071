import type { EventBus } from '@mission/shared';
import { createDeviceStateStore, type DeviceWindow } from '../services/device/device-state-store';
import { startShellServices, type ShellServices } from '../services/shell-services';
import type { KeyValueStorage } from '../services/storage/safe-storage';

/**
 * The shell's services as a first-time visitor's phone starts them, for rendering pages at
 * build time (docs/prerendered-pages.md): nothing stored, nothing asked, no sound, no timers
 * left running. The phone's size is the mobile profile's, so the markup is the one a phone hydrates.
 */
export function startBuildTimeServices(bus: EventBus): ShellServices {
  const quiet = { addEventListener: () => undefined, removeEventListener: () => undefined };
  const phone: DeviceWindow = {
    ...quiet,
    innerWidth: 390,
    innerHeight: 844,
    navigator: { maxTouchPoints: 5, userAgent: 'prerender' },
    screen: { orientation: { ...quiet, type: 'portrait-primary', angle: 0 } },
  };
  const nothingStored: KeyValueStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  const notAsked = () => new Promise<never>(() => undefined);
  return startShellServices({
    bus,
    localStorage: nothingStored,
    activityTarget: quiet,
    permissionRequests: { deviceOrientation: notAsked, camera: notAsked, motion: notAsked, orientationNeedsUserGesture: () => true },
    device: createDeviceStateStore({ window: phone, development: false, detectWebGL: () => true }),
    startAudio: () => () => undefined,
  });
}
