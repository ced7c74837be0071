import { Outlet, useLocation } from '@mission/shared/routing';
import { stripLocale } from '@mission/content';
import { DeviceGate } from '../screens/lazy-screens';
import { isGatedPath } from '../gates/gate-rules';

/** Route layout: the device gates in front of immersive pages only (never /, /accessible, /desktop, /404). */
export function GateOutlet() {
  const { pathname } = useLocation();
  if (!isGatedPath(stripLocale(pathname))) return <Outlet />;
  return (
    <DeviceGate>
      <Outlet />
    </DeviceGate>
  );
}
