import { createAnalytics } from './analytics';
import { createRouteTracker } from './route-analytics';

/**
 * The page's analytics, like the page's bus: one instance, created with the shell's code
 * and started by bootstrap (start-analytics.ts). Calls made before it starts wait in order.
 * Header, menu and buttons call `shellAnalytics.track(...)`.
 */
export const shellAnalytics = createAnalytics();

/** The route tracker of the shell's layout (use-route-analytics.ts). */
export const shellRouteTracker = createRouteTracker(shellAnalytics);
