import type { PermissionOutcome } from '@mission/shared';

/** What the camera request needs from `navigator`; a fake in tests. */
export interface CameraHost {
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
}

/** The rear camera: AR scenes film the world, not the visitor (docs/product-rules.md §6 "environment-facing"). */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'environment' },
  audio: false,
};

/**
 * Asks for the camera only to learn the answer (docs/product-rules.md §4: "granted, the stream is released
 * at once"): every track is stopped at once, so the camera light goes off and the AR view
 * opens its own stream later. Never throws. A refusal (NotAllowedError, SecurityError) is
 * denied; so is no camera API (insecure page, old browser) or a camera that cannot start
 * (NotFoundError, NotReadableError...): the visitor cannot go on either way, and the
 * warning in the console says which it was.
 */
export async function requestCameraPermission(host: CameraHost = navigator): Promise<PermissionOutcome> {
  const getUserMedia = host.mediaDevices?.getUserMedia?.bind(host.mediaDevices);
  if (!getUserMedia) {
    console.warn('[permissions] no camera API here (navigator.mediaDevices is missing; an insecure page?)');
    return 'denied';
  }
  try {
    const stream = await getUserMedia(CAMERA_CONSTRAINTS);
    for (const track of stream.getTracks()) track.stop();
    return 'granted';
  } catch (error) {
    const refused = REFUSALS.has(errorName(error));
    console.warn(refused ? '[permissions] camera access was denied:' : '[permissions] the camera could not start:', error);
    return 'denied';
  }
}

/** The DOMException names of a visitor's (or a policy's) "no", as opposed to a broken camera. */
const REFUSALS = new Set(['NotAllowedError', 'SecurityError']);

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}
