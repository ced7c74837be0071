import type { PermissionStatus } from '../bus/bus-state';

/** How a permission request ended (docs/product-rules.md §4): the browser said yes or no. */
export type PermissionOutcome = 'granted' | 'denied';

/** Granted and denied are answers: only an explicit reset asks again. */
export function isPermissionSettled(status: PermissionStatus): status is PermissionOutcome {
  return status === 'granted' || status === 'denied';
}

/**
 * A request starts: idle becomes prompt. Prompt stays prompt (one request at a time) and
 * an answer is never undone by asking again (docs/product-rules.md §4: prompt, then granted or denied).
 */
export function promptPermission(current: PermissionStatus): PermissionStatus {
  return current === 'idle' ? 'prompt' : current;
}

/**
 * The browser answered. Accepted from prompt and also from idle: an answer known without
 * asking (no permission API: "granted at once") is still an answer. Granted and denied do
 * not regress into each other; a late answer after a settle is ignored.
 */
export function settlePermission(current: PermissionStatus, outcome: PermissionOutcome): PermissionStatus {
  return isPermissionSettled(current) ? current : outcome;
}

/** The only way back from an answer, e.g. when a screen offers to try again. */
export function resetPermission(): PermissionStatus {
  return 'idle';
}
