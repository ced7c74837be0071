import { getConsoleFunction, setConsoleFunction } from 'three';

/**
 * The start of the one three.js warning the kit cannot act on: r3f 9.8 builds a `THREE.Clock`
 * in every canvas's store, and three r183 deprecated Clock with a warning each time one is
 * made. The kit times frames itself (`render/frame-renderer.tsx`) and r3f 9 has no option to
 * replace its clock; r3f 10, which uses `THREE.Timer`, is not released (docs/decisions.md
 * "Light and image"). Drop this when r3f is upgraded.
 */
export const R3F_CLOCK_DEPRECATION = 'THREE.Clock: This module has been deprecated';

type ConsoleKind = 'log' | 'warn' | 'error';
type ConsoleFunction = (kind: ConsoleKind, message: string, ...params: unknown[]) => void;

const QUIETED = Symbol.for('mission.kit.quietKnownThreeWarnings');

/**
 * Lets every three.js message through to the console (or to a handler set before) except the
 * known warning above, so the console a QA tester reads shows only what needs a look. Installed
 * once per page: three is one shared singleton for the shell and every remote.
 */
export function quietKnownThreeWarnings(): void {
  const previous = getConsoleFunction() as (ConsoleFunction & { [QUIETED]?: true }) | null;
  if (previous?.[QUIETED]) return;
  const quieted: ConsoleFunction & { [QUIETED]?: true } = (kind, message, ...params) => {
    if (kind === 'warn' && message.startsWith(R3F_CLOCK_DEPRECATION)) return;
    if (previous) previous(kind, message, ...params);
    else if (kind === 'error') console.error(message, ...params);
    else if (kind === 'warn') console.warn(message, ...params);
    else console.info(message, ...params);
  };
  quieted[QUIETED] = true;
  setConsoleFunction(quieted);
}
