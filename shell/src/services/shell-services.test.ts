import { EventBus } from '@mission/shared';
import type { DeviceStateStore } from './device/device-state-store';
import { startShellServices } from './shell-services';
import { memoryStorage } from '../test-support/memory-storage';

describe('startShellServices', () => {
  it('connects every store to the bus, and stop disconnects them', () => {
    const bus = new EventBus();
    const stopAudio = jest.fn();
    const services = startShellServices({
      bus,
      localStorage: memoryStorage(),
      activityTarget: new EventTarget() as unknown as Window,
      device: { dispose: jest.fn() } as unknown as DeviceStateStore,
      startAudio: () => stopAudio,
    });
    bus.emit({ type: 'level.completed', section: 'army', chapter: 'fire', level: 1 });
    bus.emit({ type: 'interstitial.started', sceneName: 'army-fire' });
    bus.emit({ type: 'interstitial.ended', sceneName: 'army-fire', skipped: false });
    expect(services.progress.state.sectionProgress.army.fire).toEqual([true]);
    expect(services.persistent.state.watchedInterstitials).toEqual(['army-fire']);
    expect(services.ui.state.interstitialPlaying).toBe(false);

    services.stop();
    expect(services.device.dispose).toHaveBeenCalled();
    expect(stopAudio).toHaveBeenCalled();
    bus.emit({ type: 'level.completed', section: 'army', chapter: 'fire', level: 2 });
    expect(services.progress.state.sectionProgress.army.fire).toEqual([true]);
  });
});

describe('device orientation at start (docs/product-rules.md §4)', () => {
  const quiet = {
    localStorage: memoryStorage(),
    activityTarget: new EventTarget() as unknown as Window,
    startAudio: () => () => undefined,
  };

  it('is granted at once where no permission API exists', async () => {
    const bus = new EventBus();
    const services = startShellServices({
      bus,
      ...quiet,
      device: { dispose: jest.fn() } as unknown as DeviceStateStore,
      permissionRequests: { orientationNeedsUserGesture: () => false, deviceOrientation: async () => 'granted' },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bus.getState('permissions').deviceOrientation).toBe('granted');
    services.stop();
  });

  it('is not asked before a tap where the browser needs one (iOS)', async () => {
    const bus = new EventBus();
    const ask = jest.fn(async (): Promise<'granted'> => 'granted');
    const services = startShellServices({
      bus,
      ...quiet,
      device: { dispose: jest.fn() } as unknown as DeviceStateStore,
      permissionRequests: { orientationNeedsUserGesture: () => true, deviceOrientation: ask },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ask).not.toHaveBeenCalled();
    expect(bus.getState('permissions').deviceOrientation).toBe('idle');
    services.stop();
  });
});
