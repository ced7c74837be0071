import { useState, type ReactNode } from 'react';
import { useShellServices } from '../services/shell-services-context';
import { isDevelopmentBuild } from '../services/device/development-mode';
import { deviceSupport, type DeviceFeatures } from './device-support';
import { readDeviceFeatures } from './device-features';
import { chooseGate } from './gate-rules';
import { gateDismissals } from './gate-dismissals';
import { GateScreen } from './gate-screen';
import { useStoreState } from './use-store-state';

const NO_SENSORS = { camera: false, motion: false };

/**
 * The device gates of an immersive page: incompatible browser, rotate device, unsupported
 * device. The page stays mounted under none of them: a gate replaces it until it clears
 * (turning the phone back clears the rotate gate by itself).
 */
export function DeviceGate({
  children,
  development = isDevelopmentBuild(),
  features: given,
}: {
  children: ReactNode;
  development?: boolean;
  /** What the browser offers (a feature test); a test gives its own. */
  features?: DeviceFeatures;
}) {
  // What the browser offers does not change while the page lives: tested once, not on every render.
  const [features] = useState(() => given ?? readDeviceFeatures());
  const { device, ui } = useShellServices();
  const state = useStoreState(device);
  const dismissed = useStoreState(gateDismissals);
  const support = deviceSupport({ userAgent: state.deviceInfo.userAgent, isTouch: state.deviceInfo.isTouch, features });
  const gate = chooseGate({
    development,
    device: state,
    unsupportedDevice: support.kind === 'unsupported',
    inAppBrowser: support.kind === 'in-app-browser',
    needs: NO_SENSORS,
    camera: 'unknown',
    motion: 'idle',
    motionNeedsGesture: false,
    dismissed,
    touchControls: false,
  });
  if (!gate) return <>{children}</>;
  return (
    <GateScreen
      gate={gate}
      inApp={support.kind === 'in-app-browser' ? support : undefined}
      canRun={support.kind !== 'unsupported' || support.canRun}
      actions={{
        onDismiss: (id) => {
          // Going on from an app's browser means looking around by dragging.
          if (id === 'in-app-browser') ui.dispatch({ type: 'force-touch-controls-set', force: true });
          gateDismissals.dismiss(id);
        },
        onRefresh: () => window.location.reload(),
        onRequestMotion: () => undefined,
      }}
    />
  );
}
