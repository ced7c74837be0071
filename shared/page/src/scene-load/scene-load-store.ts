import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { MissionBus } from '../bus/mission-bus-type';
import { initialSceneLoadState, isRenderLoopActive, sceneLoadReducer, type SceneLoadAction, type SceneLoadState } from './scene-load-state';

/**
 * The scene load state of one chapter view, driven by the chapter kit. Load progress stays
 * here (the kit's loading screen reads it); the shell hears over the bus only the
 * interstitial's start and end (the header hides while one plays; the shell persists the
 * scene as watched when it ends).
 */
export class SceneLoadStore {
  private readonly subject = new BehaviorSubject<SceneLoadState>(initialSceneLoadState());

  constructor(private readonly bus: MissionBus) {}

  get state(): SceneLoadState {
    return this.subject.getValue();
  }

  get state$(): Observable<SceneLoadState> {
    return this.subject.asObservable();
  }

  /** True only while the scene is revealed: the canvas's frameloop follows this. */
  get renderLoopActive$(): Observable<boolean> {
    return this.subject.pipe(map(isRenderLoopActive), distinctUntilChanged());
  }

  dispatch(action: SceneLoadAction): void {
    const before = this.subject.getValue();
    const after = sceneLoadReducer(before, action);
    if (after === before) return;
    this.subject.next(after);
    this.announce(before, after);
  }

  private announce(before: SceneLoadState, after: SceneLoadState): void {
    const sceneName = after.sceneName ?? before.sceneName;
    if (sceneName === null) return;
    if (after.interstitialIsPlaying && !before.interstitialIsPlaying) {
      this.bus.emit({ type: 'interstitial.started', sceneName });
    }
    if (after.interstitialPlaybackEnded && !before.interstitialPlaybackEnded) {
      this.bus.emit({ type: 'interstitial.ended', sceneName, skipped: false });
    }
    // Left while the video played (back button, a link): every start has its end, as a skip,
    // or the shell would keep the header hidden for the rest of the visit.
    if (before.interstitialIsPlaying && after.sceneName === null) {
      this.bus.emit({ type: 'interstitial.ended', sceneName, skipped: true });
    }
  }

  /** The visitor skipped the video: same as an end for reveal and persistence, marked as skipped. */
  skipInterstitial(): void {
    this.endInterstitialEarly({ skipped: true });
  }

  /**
   * The video could not play: the scene is revealed as after an end, the header comes back,
   * and the end is marked failed so the shell does not remember the video as watched.
   */
  failInterstitial(reason: string): void {
    const sceneName = this.subject.getValue().sceneName;
    if (this.endInterstitialEarly({ skipped: false, failed: true }) && sceneName !== null) {
      this.bus.emit({ type: 'error.encountered', errorType: 'interstitial', message: `${sceneName}: ${reason}` });
    }
  }

  private endInterstitialEarly(how: { skipped: boolean; failed?: true }): boolean {
    const before = this.subject.getValue();
    if (before.sceneName === null || before.interstitialPlaybackEnded) return false;
    const after = sceneLoadReducer(before, { type: 'interstitial-ended' });
    if (after === before) return false;
    this.subject.next(after);
    this.bus.emit({ type: 'interstitial.ended', sceneName: before.sceneName, ...how });
    return true;
  }
}
