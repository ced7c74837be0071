import { EventBus } from '@mission/shared';
import type { KeyValueStorage } from './storage/safe-storage';
import { startShellServices } from './shell-services';

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

describe('startShellServices', () => {
  it('connects every store to the bus, and stop disconnects them', () => {
    const bus = new EventBus();
    const services = startShellServices({ bus, localStorage: memoryStorage(), activityTarget: new EventTarget() as unknown as Window });
    bus.emit({ type: 'level.completed', section: 'army', chapter: 'fire', level: 1 });
    bus.emit({ type: 'interstitial.started', sceneName: 'army-fire' });
    bus.emit({ type: 'interstitial.ended', sceneName: 'army-fire', skipped: false });
    expect(services.progress.state.sectionProgress.army.fire).toEqual([true]);
    expect(services.persistent.state.watchedInterstitials).toEqual(['army-fire']);
    expect(services.ui.state.interstitialPlaying).toBe(false);

    services.stop();
    bus.emit({ type: 'level.completed', section: 'army', chapter: 'fire', level: 2 });
    expect(services.progress.state.sectionProgress.army.fire).toEqual([true]);
  });
});
