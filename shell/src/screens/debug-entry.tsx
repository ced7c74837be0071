import { useEffect } from 'react';
import { Navigate, useLocation } from '@mission/shared/routing';
import { localeFromPath, localizePath } from '@mission/content';
import { hostBus, type EventBus } from '@mission/shared';

/**
 * /_debug and /fr/_debug (docs/product-rules.md §2): switches debug mode on for this browser tab, then
 * goes to the start page of the same language. The debug flag store keeps the value.
 */
export function DebugEntry({ bus = hostBus }: { bus?: EventBus }) {
  const { pathname } = useLocation();
  useEffect(() => {
    bus.setState('debug', true);
  }, [bus]);
  return <Navigate to={localizePath(localeFromPath(pathname), '/')} replace />;
}
