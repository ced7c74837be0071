import { localeFromPath } from '@mission/content';
import type { Analytics } from './analytics';
import { pageLocationOf } from './page-location';
import { isRecordablePath } from './session-recording-policy';

export interface RouteAddress {
  pathname: string;
  search: string;
}

export interface RouteTracker {
  /** Tells analytics the visitor is on this route now. The same route twice counts once. */
  visit(address: RouteAddress): void;
}

/**
 * Route changes as analytics sees them: Navigate To Page {from_location, to_location,
 * from_path, to_path} for a new path (locations are kinds of page: page-location.ts), Language Change {from_locale, to_locale} when it is in the other language, and a
 * Page View for every page, the first one included (sent only when page views are on).
 * The Page View's referrer is document.referrer for the first page, then the previous
 * page of the app, as a full page load would report it.
 * Each route also says whether it may be recorded (session-recording-policy.ts), the first
 * one included: the recorder starts on a chapter and stops on the way back to the first
 * screens or into the accessible version.
 */
export function createRouteTracker(analytics: Analytics, given: { origin?: string; referrer?: string } = {}): RouteTracker {
  // Read at the first visit, not at import: the build renders pages where no window exists.
  const origin = () => given.origin ?? window.location.origin;
  const referrer = () => given.referrer ?? document.referrer;
  let previous: { pathname: string; url: string } | null = null;

  return {
    visit({ pathname, search }) {
      if (previous?.pathname === pathname) return;
      // First, so that recording stops before anything of a page that is not recorded.
      analytics.setSessionRecordingWanted(isRecordablePath(pathname));
      const url = `${origin()}${pathname}${search}`;
      if (previous) {
        analytics.track('Navigate To Page', {
          from_location: pageLocationOf(previous.pathname),
          to_location: pageLocationOf(pathname),
          from_path: previous.pathname,
          to_path: pathname,
        });
        const fromLocale = localeFromPath(previous.pathname);
        const toLocale = localeFromPath(pathname);
        if (fromLocale !== toLocale) analytics.track('Language Change', { from_locale: fromLocale, to_locale: toLocale });
      }
      analytics.pageView({ url, path: pathname, referrer: previous ? previous.url : referrer() });
      previous = { pathname, url };
    },
  };
}
