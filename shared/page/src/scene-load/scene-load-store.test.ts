import type { BusEvent } from '../bus/bus-events';
import { EventBus } from '../bus/event-bus';
import { SceneLoadStore } from './scene-load-store';

function setup() {
  const bus = new EventBus();
  const events: BusEvent[] = [];
  bus.onAny((event) => events.push(event));
  return { bus, events, store: new SceneLoadStore(bus) };
}

describe('SceneLoadStore', () => {
  it('keeps load progress in its own state, off the bus (no one else reads it: contract 1.4)', () => {
    const { store, events } = setup();
    store.dispatch({ type: 'scene-started', sceneName: 'army-fire', hasInterstitial: true });
    store.dispatch({ type: 'canvas-progress', percent: 40 });
    expect(store.state.loadingProgressCanvas).toBe(40);
    expect(events).toEqual([]);
  });

  it('announces the interstitial start and its end once', () => {
    const { store, events } = setup();
    store.dispatch({ type: 'scene-started', sceneName: 'army-fire', hasInterstitial: true });
    store.dispatch({ type: 'interstitial-started', playbackId: 'v1' });
    store.dispatch({ type: 'interstitial-ended' });
    store.dispatch({ type: 'interstitial-ended' });
    const interstitialEvents = events.filter((event) => event.type.startsWith('interstitial.'));
    expect(interstitialEvents).toEqual([
      { type: 'interstitial.started', sceneName: 'army-fire' },
      { type: 'interstitial.ended', sceneName: 'army-fire', skipped: false },
    ]);
  });

  it('ends a playing interstitial as skipped when the visitor leaves the chapter during it, and only then', () => {
    const { store, events } = setup();
    store.dispatch({ type: 'scene-started', sceneName: 'army-flood', hasInterstitial: true });
    store.dispatch({ type: 'interstitial-started', playbackId: 'v1' });
    store.dispatch({ type: 'scene-cleared' });
    store.dispatch({ type: 'scene-started', sceneName: 'army-fire', hasInterstitial: true });
    store.dispatch({ type: 'interstitial-started', playbackId: 'v2' });
    store.dispatch({ type: 'interstitial-ended' });
    store.dispatch({ type: 'scene-cleared' });
    expect(events.filter((event) => event.type.startsWith('interstitial.'))).toEqual([
      { type: 'interstitial.started', sceneName: 'army-flood' },
      { type: 'interstitial.ended', sceneName: 'army-flood', skipped: true },
      { type: 'interstitial.started', sceneName: 'army-fire' },
      { type: 'interstitial.ended', sceneName: 'army-fire', skipped: false },
    ]);
  });

  it('marks a skipped interstitial as skipped and reveals the loaded scene', () => {
    const { store, events } = setup();
    store.dispatch({ type: 'scene-started', sceneName: 'army-flood', hasInterstitial: true });
    store.dispatch({ type: 'canvas-complete' });
    store.dispatch({ type: 'interstitial-started', playbackId: 'v1' });
    store.skipInterstitial();
    expect(events.at(-1)).toEqual({ type: 'interstitial.ended', sceneName: 'army-flood', skipped: true });
    expect(store.state.revealScene).toBe(true);
  });

  it('ends a failed interstitial as failed (not watched), reveals the scene and reports the error once', () => {
    const { store, events } = setup();
    store.dispatch({ type: 'scene-started', sceneName: 'army-flood', hasInterstitial: true });
    store.dispatch({ type: 'canvas-complete' });
    store.dispatch({ type: 'interstitial-started', playbackId: 'v1' });
    store.failInterstitial('media error 4');
    store.failInterstitial('media error 4');
    expect(events.slice(-2)).toEqual([
      { type: 'interstitial.ended', sceneName: 'army-flood', skipped: false, failed: true },
      { type: 'error.encountered', errorType: 'interstitial', message: 'army-flood: media error 4' },
    ]);
    expect(events.filter((event) => event.type === 'interstitial.ended')).toHaveLength(1);
    expect(store.state.revealScene).toBe(true);
  });

  it('runs the render loop only while revealed, and stops it when the scene is cleared', () => {
    const { store } = setup();
    const loop: boolean[] = [];
    const subscription = store.renderLoopActive$.subscribe((active) => loop.push(active));
    store.dispatch({ type: 'scene-started', sceneName: 'army-mudslide', hasInterstitial: false });
    store.dispatch({ type: 'canvas-progress', percent: 70 });
    store.dispatch({ type: 'canvas-complete' });
    store.dispatch({ type: 'scene-cleared' });
    subscription.unsubscribe();
    expect(loop).toEqual([false, true, false]);
  });
});
