import { GATE_PRIORITY, chooseGate, isGatedPath, isUnsupportedDevice, type GateId, type GateInputs } from './gate-rules';

function inputs(overrides: Partial<GateInputs> = {}): GateInputs {
  return {
    development: false,
    device: { deviceRotated: false, windowTooSmall: false, webGLDisabled: false },
    unsupportedDevice: false,
    needs: { camera: false, motion: false },
    camera: 'unknown',
    motion: 'idle',
    motionNeedsGesture: false,
    dismissed: new Set(),
    touchControls: false,
    ...overrides,
  };
}

const ALL_WRONG = inputs({
  device: { deviceRotated: true, windowTooSmall: true, webGLDisabled: true },
  unsupportedDevice: true,
  needs: { camera: true, motion: true },
  camera: 'refused',
  motion: 'denied',
  motionNeedsGesture: true,
});

describe('chooseGate', () => {
  it('shows the page when nothing applies', () => {
    expect(chooseGate(inputs())).toBeNull();
  });

  it('skips every gate in development mode', () => {
    expect(chooseGate({ ...ALL_WRONG, development: true })).toBeNull();
  });

  it.each([
    [{ device: { deviceRotated: false, windowTooSmall: false, webGLDisabled: true } }, 'incompatible-browser'],
    [{ device: { deviceRotated: false, windowTooSmall: true, webGLDisabled: false } }, 'incompatible-browser'],
    [{ device: { deviceRotated: true, windowTooSmall: false, webGLDisabled: false } }, 'rotate-device'],
    [{ unsupportedDevice: true }, 'unsupported-device'],
    [{ needs: { camera: true, motion: false }, camera: 'refused' as const }, 'camera-denied'],
    [{ needs: { camera: true, motion: true }, motion: 'denied' as const }, 'motion-denied'],
    [{ needs: { camera: false, motion: true }, motionNeedsGesture: true }, 'motion-requesting'],
    [{ needs: { camera: false, motion: true }, motionNeedsGesture: true, motion: 'prompt' as const }, 'motion-requesting'],
  ] as [Partial<GateInputs>, GateId][])('%j shows %s', (overrides, gate) => {
    expect(chooseGate(inputs(overrides))).toBe(gate);
  });

  it('picks by priority when several apply, and the next one once the first is dismissed', () => {
    const dismissed = new Set<GateId>();
    for (const gate of GATE_PRIORITY) {
      expect(chooseGate({ ...ALL_WRONG, motion: gate === 'motion-requesting' ? 'idle' : 'denied', dismissed })).toBe(gate);
      dismissed.add(gate);
    }
    expect(chooseGate({ ...ALL_WRONG, dismissed })).toBeNull();
  });

  it('asks about the camera and motion only on a page that needs them', () => {
    expect(chooseGate(inputs({ camera: 'refused', motion: 'denied', motionNeedsGesture: true }))).toBeNull();
  });

  it('leaves motion alone once touch controls are chosen, and when no gesture is needed', () => {
    const motionPage = { needs: { camera: false, motion: true } };
    expect(chooseGate(inputs({ ...motionPage, motion: 'denied', touchControls: true }))).toBeNull();
    expect(chooseGate(inputs({ ...motionPage, motionNeedsGesture: true, touchControls: true }))).toBeNull();
    expect(chooseGate(inputs({ ...motionPage, motionNeedsGesture: false }))).toBeNull();
    expect(chooseGate(inputs({ ...motionPage, motion: 'granted', motionNeedsGesture: true }))).toBeNull();
  });

  it('does not show camera-denied when the camera is only unavailable (the sky backdrop takes over)', () => {
    expect(chooseGate(inputs({ needs: { camera: true, motion: false }, camera: 'unavailable' }))).toBeNull();
  });
});

describe('isUnsupportedDevice', () => {
  const IPHONE_15 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1';
  const IPHONE_12 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1';
  const ANDROID_13 = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
  const ANDROID_8 = 'Mozilla/5.0 (Linux; Android 8.1.0; SM-J260F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0 Mobile Safari/537.36';
  const ANDROID_WEBVIEW = 'Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36';
  const INSTAGRAM = `${IPHONE_15} Instagram 300.0`;
  const IPAD_OS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
  const KAIOS = 'Mozilla/5.0 (Mobile; LYF/F300B; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5';

  it.each([
    [IPHONE_15, false],
    [ANDROID_13, false],
    [IPAD_OS, false],
    [IPHONE_12, true],
    [ANDROID_8, true],
    [ANDROID_WEBVIEW, true],
    [INSTAGRAM, true],
    [KAIOS, true],
  ])('%s on a touch screen: %s', (userAgent, unsupported) => {
    expect(isUnsupportedDevice({ userAgent, isTouch: true })).toBe(unsupported);
  });

  it('never calls a computer unsupported (it gets the /desktop notice)', () => {
    expect(isUnsupportedDevice({ userAgent: KAIOS, isTouch: false })).toBe(false);
  });
});

describe('isGatedPath', () => {
  it.each(['/experience', '/intro', '/how-to', '/permission', '/portal', '/select', '/mission-accomplished', '/army', '/army/fire', '/navy/end', '/air/airdrop'])(
    '%s is gated',
    (path) => expect(isGatedPath(path)).toBe(true),
  );
  it.each(['/', '/accessible', '/accessible/fire', '/desktop', '/404', '/no/such/page', '/_debug', '/armyx'])('%s is never gated', (path) =>
    expect(isGatedPath(path)).toBe(false),
  );
});
