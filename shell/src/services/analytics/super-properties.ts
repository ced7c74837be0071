import { isDebugDeployBranch } from './tracking-policy';

/** docs/product-rules.md §9: the app version every event carries. */
export const APP_VERSION = '1.0.0';

/** Sent with every event (docs/product-rules.md §7): the deployment branch, the app version, the debug flag. */
export interface SuperProperties {
  /** The deployment branch from build-info.json (main, qa, staging, develop...). */
  branch: string;
  app_version: typeof APP_VERSION;
  debug: boolean;
}

/**
 * Analytics debug is on when the deployment is a debug one (develop, qa) or when the
 * visitor switched debug mode on (docs/product-rules.md §2, kept in sessionStorage and on the bus).
 */
export function analyticsDebug(deployBranch: string, sessionDebug: boolean): boolean {
  return sessionDebug || isDebugDeployBranch(deployBranch);
}

export function superProperties(deployBranch: string, sessionDebug: boolean): SuperProperties {
  return { branch: deployBranch, app_version: APP_VERSION, debug: analyticsDebug(deployBranch, sessionDebug) };
}
