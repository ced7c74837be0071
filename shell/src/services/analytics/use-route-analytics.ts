import { useEffect } from 'react';
import { useLocation } from '@mission/shared/routing';
import type { RouteTracker } from './route-analytics';
import { shellRouteTracker } from './shell-analytics';

/**
 * For the shell's layout: reports each route the visitor reaches (route-analytics.ts).
 * The tracker outlives the layout, so a remount never sends a second Page View.
 */
export function useRouteAnalytics(tracker: RouteTracker = shellRouteTracker): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    tracker.visit({ pathname, search });
  }, [tracker, pathname, search]);
}
