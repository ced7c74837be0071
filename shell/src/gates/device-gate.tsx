import type { ReactNode } from 'react';
import { useShellServices } from '../services/shell-services-context';
import { isDevelopmentBuild } from '../services/device/development-mode';
import { chooseGate, isUnsupportedDevice } from './gate-rules';
import { gateDismissals } from './gate-dismissals';
import { GateScreen } from './gate-screen';
import { useStoreState } from './use-store-state';

const NO_SENSORS = { camera: false, motion: false };

/**
 * The device gates of an immersive page: incompatible browser, rotate device, unsupported
 * device. The page stays mounted under none of them: a gate replaces it until it clears
 * (turning the phone back clears the rotate gate by itself).
 */
export function DeviceGate({ children, development = isDevelopmentBuild() }: { children: ReactNode; development?: boolean }) {
  const { device } = useShellServices();
  const state = useStoreState(device);
  const dismissed = useStoreState(gateDismissals);
  const gate = chooseGate({
    development,
    device: state,
    unsupportedDevice: isUnsupportedDevice({ userAgent: state.deviceInfo.userAgent, isTouch: state.deviceInfo.isTouch }),
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
      actions={{
        onDismiss: (id) => gateDismissals.dismiss(id),
        onRefresh: () => window.location.reload(),
        onRequestMotion: () => undefined,
      }}
    />
  );
}
