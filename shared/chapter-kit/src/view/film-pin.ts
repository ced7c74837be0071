import { isScenePicturePage } from './picture-pin';

/**
 * The briefing-film pin: `npm run briefing-videos` (scripts/briefing-videos.mjs) sets this page
 * global beside the scene-pictures pin (picture-pin.ts: no hotspot markers) to film a chapter's
 * own scene into its briefing. The canvas then draws only when asked, one frame at a time
 * through FILM_FRAME_GLOBAL, each at its own moment of the film's clock rather than the wall
 * clock's, so a slow software renderer still makes a smooth move. Test and build tooling only;
 * a visitor never has it.
 */
export const FILM_PIN_GLOBAL = '__MISSION_SCENE_FILM__';

/** What the canvas puts on the page to be filmed: `(frame) => Promise<void>`, the frame drawn and on screen. */
export const FILM_FRAME_GLOBAL = '__MISSION_SCENE_FILM_FRAME__';

export interface FilmPin {
  /** Frames per second of the film: frame n is drawn at n / fps seconds. */
  fps: number;
}

/** The film asked for on this page, if any: only on a scene-picture page, at 1 to 60 whole frames a second. */
export function filmPinOf(win: unknown = typeof window === 'undefined' ? undefined : window): FilmPin | null {
  if (!isScenePicturePage(win)) return null;
  const pin = (win as Record<string, unknown>)[FILM_PIN_GLOBAL] as { fps?: unknown } | undefined;
  const fps = pin?.fps;
  return typeof fps === 'number' && Number.isInteger(fps) && fps >= 1 && fps <= 60 ? { fps } : null;
}
