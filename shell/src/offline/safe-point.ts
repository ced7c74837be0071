import { stripLocale } from '@mission/content';
import { isPrerenderedPage } from '../lib/prerendered-pages';

/**
 * Where a new deploy may take over the page (docs/decisions.md, "The service worker"): a first
 * screen (/, /accessible) or Mission Select, in either language; never a chapter, a debrief or
 * anything a visitor may be in the middle of.
 */
export function isSafePoint(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return isPrerenderedPage(stripLocale(path || '/'));
}

export type SwitchStep = 'activate' | 'reload' | 'wait';

/**
 * The safe-point rule as one decision: with a new build waiting, activate it only at a safe
 * point; once it took over the page (the old build's page now talks to a new worker), reload
 * at a safe point, so one page never runs an old shell beside a new build's files.
 */
export function nextSwitchStep({ pathname, waiting, tookOver }: { pathname: string; waiting: boolean; tookOver: boolean }): SwitchStep {
  if (!isSafePoint(pathname)) return 'wait';
  if (tookOver) return 'reload';
  return waiting ? 'activate' : 'wait';
}
