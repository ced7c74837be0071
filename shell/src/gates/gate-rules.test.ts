import { CHAPTERS_BY_SECTION, SECTIONS } from '@mission/content';
import { GATE_PRIORITY, chooseGate, isGatedPath, type GateId, type GateInputs } from './gate-rules';

function inputs(overrides: Partial<GateInputs> = {}): GateInputs {
  return {
    development: false,
    device: { deviceRotated: false, windowTooSmall: false, webGLDisabled: false },
    unsupportedDevice: false,
    inAppBrowser: false,
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
  inAppBrowser: true,
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
    [{ inAppBrowser: true }, 'in-app-browser'],
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

describe('isGatedPath', () => {
  it.each([
    '/experience',
    '/intro',
    '/how-to',
    '/permission',
    '/portal',
    '/select',
    '/mission-accomplished',
    '/army',
    '/army/fire',
    '/navy/end',
    '/air/airdrop',
  ])('%s is gated', (path) => expect(isGatedPath(path)).toBe(true));
  it.each(SECTIONS.flatMap((section) => [`/${section}`, ...CHAPTERS_BY_SECTION[section].map((chapter) => `/${section}/${chapter}`)]))(
    'every branch of the list of branches is gated: %s',
    (path) => expect(isGatedPath(path)).toBe(true),
  );
  it.each(['/', '/accessible', '/accessible/fire', '/desktop', '/404', '/no/such/page', '/_debug', '/armyx'])('%s is never gated', (path) =>
    expect(isGatedPath(path)).toBe(false),
  );
});
