import { useCallback } from 'react';
import { useBusState } from '@mission/shared';
import { useShellServices } from '../services/shell-services-context';
import { isDevelopmentBuild } from '../services/device/development-mode';
import { motionNeedsUserGesture } from '../services/permissions/motion-permission';
import { chooseGate, type GateId, type GateInputs } from './gate-rules';
import { gateDismissals } from './gate-dismissals';
import type { GateActions } from './gate-screen';
import { useStoreState } from './use-store-state';

/**
 * The camera and motion gates of a page that uses them (the portal): which one shows now,
 * and its actions. The device gates have already run in front of the page.
 */
export function useSensorGate(
  camera: GateInputs['camera'],
  development = isDevelopmentBuild(),
): { gate: GateId | null; actions: GateActions } {
  const { permissions, ui } = useShellServices();
  const permissionState = useStoreState(permissions);
  const dismissed = useStoreState(gateDismissals);
  const touchControls = useBusState('forceTouchControls');
  const gate = chooseGate({
    development,
    device: { deviceRotated: false, windowTooSmall: false, webGLDisabled: false },
    unsupportedDevice: false,
    inAppBrowser: false,
    needs: { camera: true, motion: true },
    camera,
    motion: permissionState.motion,
    motionNeedsGesture: motionNeedsUserGesture(),
    dismissed,
    touchControls: touchControls || permissionState.deviceOrientation === 'denied',
  });
  const onDismiss = useCallback(
    (id: GateId) => {
      if (id === 'motion-denied') ui.dispatch({ type: 'force-touch-controls-set', force: true });
      gateDismissals.dismiss(id);
    },
    [ui],
  );
  // Called straight from the Continue tap: iOS opens its prompt only inside a user gesture.
  const onRequestMotion = useCallback(() => void permissions.requestMotion(), [permissions]);
  return { gate, actions: { onDismiss, onRequestMotion, onRefresh: () => window.location.reload() } };
}
