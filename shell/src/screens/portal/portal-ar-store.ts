import { BehaviorSubject, type Observable } from 'rxjs';
import { arStateReducer, initialArState, type ArAction, type ArState } from '@mission/shared';

/** The camera feed behind the portal: what became of asking for it. */
export type CameraFeed = 'unknown' | 'granted' | 'refused' | 'unavailable';

/**
 * The portal's AR state (docs/product-rules.md §3 "AR state", §4 "AR permission stage"): the
 * permission stage, the error, and the camera, motion and orientation flags, held while the
 * portal is open. What the visitor sees follows it: the line said before the camera prompt
 * (requesting_camera), the camera-denied gate (camera_denied), the picture (has_video) or the
 * sky, said in words (stopped or failed, with the reason in errorState).
 */
export class PortalArStore {
  private readonly subject = new BehaviorSubject<ArState>(initialArState());

  get state$(): Observable<ArState> {
    return this.subject.asObservable();
  }

  getState(): ArState {
    return this.subject.getValue();
  }

  dispatch(action: ArAction): void {
    const before = this.subject.getValue();
    const after = arStateReducer(before, action);
    if (after !== before) this.subject.next(after);
  }
}

/** The feed the portal's gates and scene read, from the AR state. */
export function cameraFeedOf(state: ArState): CameraFeed {
  switch (state.permissionStage) {
    case 'has_video':
      return 'granted';
    case 'camera_denied':
      return 'refused';
    case 'failed':
      return 'unavailable';
    case 'stopped':
      // Stopped with a reason: there was no camera to ask (the sky). Stopped without one: not asked yet.
      return state.errorState === null ? 'unknown' : 'unavailable';
    default:
      return 'unknown';
  }
}

/** Whether the portal is saying its line before the browser's camera prompt. */
export function isAskingForCamera(state: ArState): boolean {
  return state.permissionStage === 'requesting_camera';
}
