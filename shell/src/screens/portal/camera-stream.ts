import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PermissionOutcome } from '@mission/shared';
import { CAMERA_CONSTRAINTS } from '../../services/permissions/camera-permission';

/** The camera feed behind the portal: what became of asking for it. */
export type CameraFeed = 'unknown' | 'granted' | 'refused' | 'unavailable';

const REFUSALS = new Set(['NotAllowedError', 'SecurityError']);

/** A refusal shows the camera-denied gate; no camera at all (or a broken one) quietly shows the sky. */
export function classifyCameraError(error: unknown): CameraFeed {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return REFUSALS.has(name) ? 'refused' : 'unavailable';
}

/** What a camera request means for the camera permission: only a stream is a yes (camera-permission.ts reads it the same way). */
export function cameraOutcomeOf(asked: Promise<unknown>): Promise<PermissionOutcome> {
  return asked.then(
    () => 'granted',
    () => 'denied',
  );
}

/**
 * Opens the environment-facing camera into `video` while the component is mounted, and
 * stops every track when it unmounts (the camera light goes off as the visitor leaves).
 * `onAsk` hears the request's outcome, so the camera permission on the bus follows it.
 */
export function useCameraStream(
  video: RefObject<HTMLVideoElement | null>,
  host: Pick<Navigator, 'mediaDevices'> = navigator,
  onAsk?: (outcome: Promise<PermissionOutcome>) => void,
): CameraFeed {
  // No camera API at all (insecure page, old browser): the sky from the first frame.
  const [feed, setFeed] = useState<CameraFeed>(() => (typeof host.mediaDevices?.getUserMedia === 'function' ? 'unknown' : 'unavailable'));
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
      tell.current?.(Promise.resolve('denied'));
      return undefined;
    }
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
        setFeed('granted');
      },
      (error: unknown) => {
        if (!active) return;
        console.warn('[portal] no camera feed; showing the sky instead:', error);
        setFeed(classifyCameraError(error));
      },
    );
    return () => {
      active = false;
      stream?.getTracks().forEach((track) => track.stop());
      if (element) element.srcObject = null;
    };
  }, [video, host]);
  return feed;
}
