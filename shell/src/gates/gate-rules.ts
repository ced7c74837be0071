import { isSection } from '@mission/content';
import type { PermissionStatus } from '@mission/shared';
import { isIncompatibleBrowser } from '../services/device/compatibility-rule';

/**
 * The screens that stand in front of an immersive page (docs/product-rules.md §2 "Overlays and gates", docs/product-rules.md §8),
 * in the order they win when several apply:
 *
 * 1. incompatible-browser: no WebGL or a window too small. Nothing the visitor does on this
 *    page fixes it (turning the phone does not bring WebGL), so it hides everything else.
 * 2. rotate-device: held sideways. Fixed by turning the phone, so it comes before anything
 *    that asks for a decision.
 * 3. in-app-browser: a social app's own browser without the sensor or camera API; it offers
 *    the phone's browser, touch controls and the accessible version (device-support.ts).
 * 4. unsupported-device: outside the recommended OS, browsers and devices; Continue goes on anyway.
 * 5. camera-denied, 6. motion-denied, 7. motion-requesting: only on a page that uses the
 *    sensor (the portal), after the device checks, because a prompt on a page that cannot
 *    run is a wasted question. A refusal outranks a pending request: it is the newer fact.
 *
 * All are skipped in development mode (docs/product-rules.md §5), so a desktop browser reaches every screen.
 */
export const GATE_PRIORITY = [
  'incompatible-browser',
  'rotate-device',
  'in-app-browser',
  'unsupported-device',
  'camera-denied',
  'motion-denied',
  'motion-requesting',
] as const;

export type GateId = (typeof GATE_PRIORITY)[number];

export interface GateInputs {
  development: boolean;
  device: { deviceRotated: boolean; windowTooSmall: boolean; webGLDisabled: boolean };
  unsupportedDevice: boolean;
  inAppBrowser: boolean;
  /** What the page needs; the device gates apply to every immersive page. */
  needs: { camera: boolean; motion: boolean };
  camera: 'unknown' | 'granted' | 'refused' | 'unavailable';
  motion: PermissionStatus;
  motionNeedsGesture: boolean;
  /** Gates the visitor chose to go past ("Continue", "Continue without the camera"...). */
  dismissed: ReadonlySet<GateId>;
  /** Touch controls chosen (orientation denied, or "continue with touch"): motion no longer matters. */
  touchControls: boolean;
}

/** The gate to show now, or null for the page itself. */
export function chooseGate(inputs: GateInputs): GateId | null {
  if (inputs.development) return null;
  const applies: Record<GateId, boolean> = {
    'incompatible-browser': isIncompatibleBrowser(inputs.device),
    'rotate-device': inputs.device.deviceRotated,
    'in-app-browser': inputs.inAppBrowser,
    'unsupported-device': inputs.unsupportedDevice,
    'camera-denied': inputs.needs.camera && inputs.camera === 'refused',
    'motion-denied': inputs.needs.motion && !inputs.touchControls && inputs.motion === 'denied',
    'motion-requesting':
      inputs.needs.motion && !inputs.touchControls && inputs.motionNeedsGesture && (inputs.motion === 'idle' || inputs.motion === 'prompt'),
  };
  return GATE_PRIORITY.find((gate) => applies[gate] && !inputs.dismissed.has(gate)) ?? null;
}

/**
 * Immersive paths (locale prefix removed) the gates stand in front of. Never /, /accessible,
 * /desktop, /404 or an unknown path: those must always be readable.
 */
const GATED_PAGES = /^\/(experience|intro|how-to|permission|portal|select|mission-accomplished)$/;

/** A branch's page: its name (from the list of branches) and anything under it. */
function isBranchPath(path: string): boolean {
  const [, first, rest] = /^\/([^/]+)(\/.*)?$/.exec(path) ?? [];
  return isSection(first) && (rest === undefined || rest.startsWith('/'));
}

export function isGatedPath(path: string): boolean {
  return GATED_PAGES.test(path) || isBranchPath(path);
}
