import { isMobileWidth, isWindowTooLarge, isWindowTooSmall } from './compatibility-rule';
import { isDeviceRotated, type ScreenOrientationReading } from './rotation-rule';

/** What was measured, kept for the debug panel and bug reports. */
export interface DeviceInfo {
  isTouch: boolean;
  hasScreenOrientationApi: boolean;
  orientationType: string | null;
  userAgent: string;
}

export interface WindowSize {
  width: number;
  height: number;
  /** docs/product-rules.md §3 "Window size comes with an isMobile flag": a measurement, reported even in development. */
  isMobile: boolean;
}

/** docs/product-rules.md §3 "Non-functional state": the gates read the four flags. */
export interface NonFunctionalState {
  deviceRotated: boolean;
  windowTooSmall: boolean;
  windowTooLarge: boolean;
  webGLDisabled: boolean;
  deviceInfo: DeviceInfo;
  windowSize: WindowSize;
}

/** One reading of the browser, gathered by the device state store (or given by a test). */
export interface NonFunctionalInputs {
  width: number;
  height: number;
  isTouch: boolean;
  /** `screen.orientation`, or null where the API does not exist. */
  screenOrientation: ScreenOrientationReading | null;
  webGLAvailable: boolean;
  userAgent: string;
}

export interface EvaluationOptions {
  /** docs/product-rules.md §5: "Non-functional checks are skipped in development mode." */
  development: boolean;
}

export function evaluateNonFunctionalState(inputs: NonFunctionalInputs, { development }: EvaluationOptions): NonFunctionalState {
  const { width, height, screenOrientation } = inputs;
  const deviceInfo: DeviceInfo = {
    isTouch: inputs.isTouch,
    hasScreenOrientationApi: screenOrientation !== null,
    orientationType: screenOrientation?.type ?? null,
    userAgent: inputs.userAgent,
  };
  const windowSize: WindowSize = { width, height, isMobile: isMobileWidth(width) };
  // Development: a desktop browser must reach every screen without a phone, so no gate fires.
  if (development) {
    return { deviceRotated: false, windowTooSmall: false, windowTooLarge: false, webGLDisabled: false, deviceInfo, windowSize };
  }
  return {
    deviceRotated: isDeviceRotated({ isTouch: inputs.isTouch, screenOrientation, width, height }),
    windowTooSmall: isWindowTooSmall(width, height),
    windowTooLarge: isWindowTooLarge(width),
    webGLDisabled: !inputs.webGLAvailable,
    deviceInfo,
    windowSize,
  };
}

/** True when two states would show the same thing, so the store emits only real changes. */
export function sameNonFunctionalState(a: NonFunctionalState, b: NonFunctionalState): boolean {
  return (
    a.deviceRotated === b.deviceRotated &&
    a.windowTooSmall === b.windowTooSmall &&
    a.windowTooLarge === b.windowTooLarge &&
    a.webGLDisabled === b.webGLDisabled &&
    a.windowSize.width === b.windowSize.width &&
    a.windowSize.height === b.windowSize.height &&
    a.deviceInfo.isTouch === b.deviceInfo.isTouch &&
    a.deviceInfo.orientationType === b.deviceInfo.orientationType &&
    a.deviceInfo.hasScreenOrientationApi === b.deviceInfo.hasScreenOrientationApi &&
    a.deviceInfo.userAgent === b.deviceInfo.userAgent
  );
}
