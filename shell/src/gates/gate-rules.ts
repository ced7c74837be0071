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
 * 3. unsupported-device: outside the recommended OS, browsers and devices; Continue goes on anyway.
 * 4. camera-denied, 5. motion-denied, 6. motion-requesting: only on a page that uses the
 *    sensor (the portal), after the device checks, because a prompt on a page that cannot
 *    run is a wasted question. A refusal outranks a pending request: it is the newer fact.
 *
 * All are skipped in development mode (docs/product-rules.md §5), so a desktop browser reaches every screen.
 */
export const GATE_PRIORITY = [
  'incompatible-browser',
  'rotate-device',
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
    'unsupported-device': inputs.unsupportedDevice,
    'camera-denied': inputs.needs.camera && inputs.camera === 'refused',
    'motion-denied': inputs.needs.motion && !inputs.touchControls && inputs.motion === 'denied',
    'motion-requesting':
      inputs.needs.motion && !inputs.touchControls && inputs.motionNeedsGesture && (inputs.motion === 'idle' || inputs.motion === 'prompt'),
  };
  return GATE_PRIORITY.find((gate) => applies[gate] && !inputs.dismissed.has(gate)) ?? null;
}

/** The lowest versions the scenes are tested on (the unsupported-device screen lists them). */
export const MIN_IOS_MAJOR = 15;
export const MIN_ANDROID_MAJOR = 10;

/** In-app browsers (Facebook, Instagram, Android WebView) lose camera and sensor access. */
const IN_APP_BROWSER = /FBAN|FBAV|Instagram|; wv\)/;

/**
 * docs/product-rules.md §2 "Unsupported-device screen": a phone or tablet outside the recommendation (iOS 15+,
 * Android 10+, not an in-app browser, not another mobile OS). Computers are not "unsupported"
 * here: they get the /desktop notice. iPadOS reports a Mac user agent with touch: supported.
 */
export function isUnsupportedDevice({ userAgent, isTouch }: { userAgent: string; isTouch: boolean }): boolean {
  if (!isTouch) return false;
  if (IN_APP_BROWSER.test(userAgent)) return true;
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)[_.]/.exec(userAgent);
  if (ios) return Number(ios[1]) < MIN_IOS_MAJOR;
  const android = /Android (\d+)/.exec(userAgent);
  if (android) return Number(android[1]) < MIN_ANDROID_MAJOR;
  if (/Macintosh/.test(userAgent)) return false;
  return true;
}

/**
 * Immersive paths (locale prefix removed) the gates stand in front of. Never /, /accessible,
 * /desktop, /404 or an unknown path: those must always be readable.
 */
const GATED = /^\/(experience|intro|how-to|permission|portal|select|mission-accomplished|(army|navy|air)(\/.*)?)$/;

export function isGatedPath(path: string): boolean {
  return GATED.test(path);
}
