/**
 * The scene-pictures pin: `npm run scene-images` sets this page global before any script runs
 * (`addInitScript`) to draw a chapter's opening frame for the home page and Mission Select
 * (docs/prerendered-pages.md, "Scene images") without the hotspot markers, which mean
 * "tap here" only inside the chapter. Test and build tooling only; a visitor never has it.
 */
export const PICTURE_PIN_GLOBAL = '__MISSION_SCENE_PICTURE__';

/** Whether this page draws a scene picture: exactly `true`, anything else is a visit. */
export function isScenePicturePage(win: unknown = typeof window === 'undefined' ? undefined : window): boolean {
  return (win as Record<string, unknown> | undefined)?.[PICTURE_PIN_GLOBAL] === true;
}
