import { EventBus } from '@mission/shared';
import { AppUiStore } from './app-ui-store';

function setup() {
  const bus = new EventBus();
  const store = new AppUiStore(bus);
  store.connectBus();
  return { bus, store };
}

describe('AppUiStore', () => {
  it('writes audio, touch controls and compass to the bus and mirrors them back', () => {
    const { bus, store } = setup();
    store.dispatch({ type: 'audio-enabled-set', enabled: false });
    store.dispatch({ type: 'force-touch-controls-set', force: true });
    store.dispatch({ type: 'compass-visible-set', visible: false });
    expect([bus.getState('audioEnabled'), bus.getState('forceTouchControls'), bus.getState('compassVisible')]).toEqual([
      false,
      true,
      false,
    ]);
    expect(store.state).toMatchObject({ isAudioEnabled: false, forceTouchControls: true, isCompassVisible: false });
  });

  it('follows a change another part made on the bus (e.g. orientation denied forces touch controls)', () => {
    const { bus, store } = setup();
    bus.setState('forceTouchControls', true);
    expect(store.state.forceTouchControls).toBe(true);
  });

  it('raises the interstitial-playing flag between start and end', () => {
    const { bus, store } = setup();
    bus.emit({ type: 'interstitial.started', sceneName: 'army-fire' });
    expect(store.state.interstitialPlaying).toBe(true);
    bus.emit({ type: 'interstitial.ended', sceneName: 'army-fire', skipped: true });
    expect(store.state.interstitialPlaying).toBe(false);
  });

  it('follows a chapter’s hotspots: total on entry, each one opened, the overlay open and closed (docs/product-rules.md §3)', () => {
    const { bus, store } = setup();
    bus.emit({ type: 'chapter.entered', section: 'army', chapter: 'fire', hotspotTotal: 3 });
    expect(store.state).toMatchObject({ totalHotspots: 3, clickedHotspots: [], showInfoContentOverlay: false, hotspotOverlaySlug: null });
    bus.emit({ type: 'hotspot.interaction', section: 'army', chapter: 'fire', hotspotId: 'firefighter' });
    expect(store.state).toMatchObject({
      clickedHotspots: ['firefighter'],
      showInfoContentOverlay: true,
      hotspotOverlaySlug: 'firefighter',
    });
    bus.emit({ type: 'hotspot.closed', section: 'army', chapter: 'fire', hotspotId: 'firefighter' });
    expect(store.state).toMatchObject({ clickedHotspots: ['firefighter'], showInfoContentOverlay: false, hotspotOverlaySlug: null });
    bus.emit({ type: 'hotspot.interaction', section: 'army', chapter: 'fire', hotspotId: 'medic' });
    bus.emit({ type: 'chapter.entered', section: 'army', chapter: 'flood', hotspotTotal: 4 });
    expect(store.state).toMatchObject({ totalHotspots: 4, clickedHotspots: [], showInfoContentOverlay: false, hotspotOverlaySlug: null });
    // The debrief (or an older remote) gives no total: none is counted.
    bus.emit({ type: 'chapter.entered', section: 'army', chapter: 'end' });
    expect(store.state.totalHotspots).toBe(0);
  });

  it('counts hotspots the remotes report, per chapter', () => {
    const { bus, store } = setup();
    bus.emit({ type: 'hotspot.interaction', section: 'army', chapter: 'fire', hotspotId: 'firefighter' });
    expect(store.state.clickedHotspots).toEqual(['firefighter']);
    bus.emit({ type: 'chapter.entered', section: 'army', chapter: 'flood' });
    expect(store.state.clickedHotspots).toEqual([]);
  });
});
