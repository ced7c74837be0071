import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import type { PerspectiveCamera } from 'three';
import { lookQuat } from '@mission/shared/orientation';
import { briefingCameraAt, type BriefingShot, type CameraAt } from '../view/briefing-camera-path';
import { FILM_FRAME_GLOBAL, type FilmPin } from '../view/film-pin';

/**
 * The film's clock at frame 0 (seconds): frames before it (negative) let the scene's effects
 * run in (smoke risen, flames up, rain falling) before the first frame kept.
 */
export const FILM_LEAD_S = 2;

/**
 * The briefing film's frames (view/film-pin.ts, `npm run briefing-videos`): the canvas's loop is
 * stopped, and each frame is drawn when the page's FILM_FRAME_GLOBAL is called with its number:
 * the scene's clock set to that frame's moment (r3f's `advance`), the camera turned and zoomed
 * along the briefing's move (view/briefing-camera-path.ts), then drawn through the tier's image
 * chain. The promise settles once the frame has reached the screen, for the screenshot.
 */
export function FilmFrames({ pin, shot }: { pin: FilmPin; shot: BriefingShot }) {
  const advance = useThree((state) => state.advance);
  const cameraAt = useRef<CameraAt | null>(null);

  useEffect(() => {
    const page = window as unknown as Record<string, unknown>;
    page[FILM_FRAME_GLOBAL] = (frame: number) => {
      const seconds = frame / pin.fps;
      cameraAt.current = briefingCameraAt(shot, Math.max(0, seconds));
      advance(FILM_LEAD_S + seconds);
      return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    };
    return () => {
      delete page[FILM_FRAME_GLOBAL];
    };
  }, [advance, pin.fps, shot]);

  // After the look controller has turned the camera (the canvas's frame driver, priority 0) and before the draw (priority 1).
  useFrame((state) => {
    const at = cameraAt.current;
    if (!at) return;
    const [x, y, z, w] = lookQuat(at);
    const camera = state.camera as PerspectiveCamera;
    camera.quaternion.set(x, y, z, w);
    if (camera.fov !== at.fovDeg) {
      camera.fov = at.fovDeg;
      camera.updateProjectionMatrix();
    }
    camera.updateMatrixWorld();
  }, 0.5);
  return null;
}
