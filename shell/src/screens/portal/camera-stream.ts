import { useEffect, useRef, type RefObject } from 'react';
import type { ArAction, PermissionOutcome } from '@mission/shared';
import { CAMERA_CONSTRAINTS } from '../../services/permissions/camera-permission';
import type { PortalArStore } from './portal-ar-store';

const REFUSALS = new Set(['NotAllowedError', 'SecurityError']);
/** No camera on this device: nothing broke, the sky is simply the portal's backdrop. */
const NO_CAMERA = new Set(['NotFoundError', 'OverconstrainedError']);

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

/**
 * What a failed camera request means for the AR state: a refusal is camera_denied (the
 * camera-denied gate); no camera at all is stopped (the sky, quietly); a camera that would
 * not start (busy, broken) is failed (the sky too, its reason kept in errorState).
 */
export function arActionsForCameraError(error: unknown): ArAction[] {
  const name = errorName(error);
  const reason = name || String(error);
  if (REFUSALS.has(name))
    return [
      { type: 'error', error: reason },
      { type: 'stage-changed', stage: 'camera_denied' },
    ];
  if (NO_CAMERA.has(name))
    return [
      { type: 'error', error: reason },
      { type: 'stage-changed', stage: 'stopped' },
    ];
  return [
    { type: 'error', error: reason },
    { type: 'stage-changed', stage: 'failed' },
  ];
}

/** What a camera request means for the camera permission: only a stream is a yes (camera-permission.ts reads it the same way). */
export function cameraOutcomeOf(asked: Promise<unknown>): Promise<PermissionOutcome> {
  return asked.then(
    () => 'granted',
    () => 'denied',
  );
}

/** After the next paint: the line the portal says before the prompt is on screen when the prompt opens. */
function afterPaint(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(run);
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * Opens the environment-facing camera into `video` while the component is mounted, telling
 * the AR store each step: requesting_camera first (the portal says why before the browser
 * asks; the request waits for that line to be painted), then has_video, camera_denied,
 * stopped (no camera) or failed. On unmount every track stops (the camera light goes off as
 * the visitor leaves) and the store goes back to stopped. `onAsk` hears the request's
 * outcome, so the camera permission on the bus follows it. `ask` goes from false to true once.
 */
export function useCameraStream(
  video: RefObject<HTMLVideoElement | null>,
  ar: PortalArStore,
  {
    host = navigator,
    onAsk,
    ask = true,
  }: {
    host?: Pick<Navigator, 'mediaDevices'>;
    onAsk?: (outcome: Promise<PermissionOutcome>) => void;
    /** False while another question holds the screen (the motion gate): the camera is asked once it is gone. */
    ask?: boolean;
  } = {},
): void {
  const tell = useRef(onAsk);
  useEffect(() => {
    tell.current = onAsk;
  });
  useEffect(() => {
    let stream: MediaStream | null = null;
    let active = true;
    const element = video.current;
    const getUserMedia = host.mediaDevices?.getUserMedia?.bind(host.mediaDevices);
    if (!getUserMedia) {
      // No camera API at all (insecure page, old browser): the sky from the first frame.
      ar.dispatch({ type: 'error', error: 'no camera API' });
      tell.current?.(Promise.resolve('denied'));
      return () => ar.dispatch({ type: 'reset' });
    }
    if (!ask) return undefined;
    ar.dispatch({ type: 'stage-changed', stage: 'requesting_camera' });
    const cancelAsk = afterPaint(() => {
      const asked = getUserMedia(CAMERA_CONSTRAINTS);
      tell.current?.(cameraOutcomeOf(asked));
      asked.then(
        (opened) => {
          if (!active) {
            opened.getTracks().forEach((track) => track.stop());
            return;
          }
          stream = opened;
          if (element) {
            element.srcObject = opened;
            // Older engines return nothing from play(); a refused autoplay is not an error here.
            void Promise.resolve()
              .then(() => element.play())
              .catch(() => undefined);
          }
          ar.dispatch({ type: 'sensor-changed', sensor: 'camera', available: true });
          ar.dispatch({ type: 'stage-changed', stage: 'has_video' });
        },
        (error: unknown) => {
          if (!active) return;
          console.warn('[portal] no camera feed; showing the sky instead:', error);
          for (const action of arActionsForCameraError(error)) ar.dispatch(action);
        },
      );
    });
    return () => {
      active = false;
      cancelAsk();
      stream?.getTracks().forEach((track) => track.stop());
      if (element) element.srcObject = null;
      ar.dispatch({ type: 'reset' });
    };
  }, [video, host, ar, ask]);
}
