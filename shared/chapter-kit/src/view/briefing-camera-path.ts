import type { LookAngles } from '@mission/shared/orientation';
import { wrapAngle, yawTowards, type GroundPoint } from './compass-bearing';

/**
 * The camera move a chapter's briefing is filmed with (`npm run briefing-videos`,
 * scripts/briefing-videos.mjs): a slow pan that starts turned away from the hero, a little
 * raised and a little wider, and settles on the chapter's opening frame, so the scene the
 * visitor is dropped into after the video is the one it ended on (docs/game-design.md
 * "Composition and guidance"). No three.js: the canvas turns the camera by it, a test checks it.
 */
export interface BriefingShot {
  /** The chapter's opening look (radians): where the move ends. */
  opening: LookAngles;
  /** What the chapter is about (its declaration's `hero`). */
  hero: GroundPoint;
  /** The chapter's lens (degrees): where the zoom ends. */
  fovDeg: number;
}

/** How far the move goes and how long it takes. */
export interface BriefingMove {
  /** The briefing's length (seconds). */
  seconds: number;
  /** When the move has settled (seconds): the last caption is read over a still frame. */
  settleSeconds: number;
  /** How far from the opening yaw it starts, on the side away from the hero (degrees). */
  swingDeg: number;
  /** How far above the opening pitch it starts (degrees). */
  riseDeg: number;
  /** The lens it starts with, as a multiple of the chapter's: a slow push in. */
  widen: number;
}

export const BRIEFING_MOVE: BriefingMove = { seconds: 6, settleSeconds: 5.2, swingDeg: 36, riseDeg: 5, widen: 1.15 };

export interface CameraAt extends LookAngles {
  fovDeg: number;
}

const RAD = Math.PI / 180;

/** 0 to 1 with no jolt at either end (zero speed and acceleration): a camera operator's ease. */
export function smootherStep(x: number): number {
  const t = Math.min(1, Math.max(0, x));
  return t * t * t * (t * (t * 6 - 15) + 10);
}

/** Which way the pan starts from the opening: +1 to its left, -1 to its right, away from the hero. */
export function swingSide(shot: BriefingShot): 1 | -1 {
  const heroFromOpening = wrapAngle(yawTowards(shot.hero) - shot.opening.yaw);
  return heroFromOpening > 0 ? -1 : 1;
}

/** Where the camera looks, and with which lens, `seconds` into the briefing. */
export function briefingCameraAt(shot: BriefingShot, seconds: number, move: BriefingMove = BRIEFING_MOVE): CameraAt {
  const left = 1 - smootherStep(seconds / move.settleSeconds);
  return {
    yaw: wrapAngle(shot.opening.yaw + swingSide(shot) * move.swingDeg * RAD * left),
    pitch: shot.opening.pitch + move.riseDeg * RAD * left,
    fovDeg: shot.fovDeg * (1 + (move.widen - 1) * left),
  };
}

/** How many frames the briefing has at `fps`. */
export function briefingFrameCount(fps: number, move: BriefingMove = BRIEFING_MOVE): number {
  return Math.round(move.seconds * fps);
}
