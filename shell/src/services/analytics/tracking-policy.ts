/**
 * Who is tracked (docs/product-rules.md §7, docs/product-rules.md §9): pure rules, no side effect.
 *
 * - Tracking happens only on the deployment branches main, qa and staging; anywhere else
 *   the visitor is opted out.
 * - Analytics debug is on for the deployment branches develop and qa.
 * - A visitor who sends Do Not Track or Global Privacy Control is opted out.
 *
 * "Opted out" here means more than the provider's opt-out flag: the client is never
 * loaded nor initialised, so nothing is stored and no request leaves the page.
 */
export const TRACKING_DEPLOY_BRANCHES = ['main', 'qa', 'staging'] as const;
export const DEBUG_DEPLOY_BRANCHES = ['develop', 'qa'] as const;

export function isTrackingDeployBranch(deployBranch: string | null | undefined): boolean {
  return typeof deployBranch === 'string' && (TRACKING_DEPLOY_BRANCHES as readonly string[]).includes(deployBranch);
}

/** Debug from the deployment (develop, qa); not the visitor's debug mode of docs/product-rules.md §2. */
export function isDebugDeployBranch(deployBranch: string | null | undefined): boolean {
  return typeof deployBranch === 'string' && (DEBUG_DEPLOY_BRANCHES as readonly string[]).includes(deployBranch);
}

/** The values browsers use for "Do Not Track: on" (standard, old IE/Edge, old Firefox). */
const DNT_ON: readonly unknown[] = ['1', 'yes', 1, true];

/** Where browsers expose the privacy signals; each may be missing. */
export interface PrivacySignalSources {
  navigator?: { doNotTrack?: unknown; msDoNotTrack?: unknown; globalPrivacyControl?: unknown } | undefined;
  window?: { doNotTrack?: unknown } | undefined;
}

export type PrivacySignal = 'do-not-track' | 'global-privacy-control';

/**
 * The privacy signal the visitor sends, if any. Global Privacy Control matters as much as
 * Do Not Track: Safari dropped DNT, and GPC is what privacy browsers send today.
 */
export function privacySignal({ navigator: nav, window: win }: PrivacySignalSources): PrivacySignal | null {
  if (nav?.globalPrivacyControl === true) return 'global-privacy-control';
  const dnt = [nav?.doNotTrack, nav?.msDoNotTrack, win?.doNotTrack];
  return dnt.some((value) => DNT_ON.includes(value)) ? 'do-not-track' : null;
}

/** Why nothing is sent, in words for the console. */
export function notTrackedMessage(reason: NotTrackedReason, deployBranch: string | null): string {
  switch (reason) {
    case 'do-not-track':
      return 'the browser sends Do Not Track';
    case 'global-privacy-control':
      return 'the browser sends Global Privacy Control';
    case 'no-config':
      return 'no analytics config';
    case 'no-build-info':
      return 'the deployment branch is unknown (build-info.json could not be read)';
    case 'deploy-branch':
      return `deployment branch "${deployBranch}" does not track (only ${TRACKING_DEPLOY_BRANCHES.join(', ')} do)`;
  }
}

export function browserPrivacySources(): PrivacySignalSources {
  return {
    navigator: typeof navigator === 'undefined' ? undefined : (navigator as PrivacySignalSources['navigator']),
    window: typeof window === 'undefined' ? undefined : (window as PrivacySignalSources['window']),
  };
}

export type NotTrackedReason = 'no-config' | 'no-build-info' | 'deploy-branch' | PrivacySignal;

export type TrackingDecision = { track: true; deployBranch: string } | { track: false; reason: NotTrackedReason };

/**
 * Whether to send anything at all. The privacy signal is checked first: it wins over
 * every other reason, so the console says why a visitor who asked is not tracked.
 */
export function trackingDecision(input: {
  configured: boolean;
  deployBranch: string | null;
  privacy: PrivacySignal | null;
}): TrackingDecision {
  if (input.privacy) return { track: false, reason: input.privacy };
  if (!input.configured) return { track: false, reason: 'no-config' };
  if (input.deployBranch === null) return { track: false, reason: 'no-build-info' };
  if (!isTrackingDeployBranch(input.deployBranch)) return { track: false, reason: 'deploy-branch' };
  return { track: true, deployBranch: input.deployBranch };
}
