import type { PermissionStatus } from '@mission/shared';

/**
 * The way into the experience (docs/product-rules.md §2): /experience → /intro → /how-to → /permission →
 * /portal → /select, each step skipped when it is already done:
 *
 * - intro: done once how-to is completed (the intro comes before it, so a visitor who has
 *   finished how-to has read it);
 * - how-to: done when `completedHowTo` is stored;
 * - permission: done when device orientation is answered, granted or denied (granted at
 *   once where no permission API exists; a denial means touch controls, asking again on
 *   iOS would not even show a prompt);
 * - portal: done when its video ("portal" scene) is in `watchedInterstitials`.
 *
 * A desktop never enters the flow: /experience sends it to /desktop first.
 */
export const FLOW_STEPS = ['intro', 'how-to', 'permission', 'portal', 'select'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

export interface FlowFacts {
  completedHowTo: boolean;
  deviceOrientation: PermissionStatus;
  watchedInterstitials: readonly string[];
}

/** The portal video's scene name in watchedInterstitials (and on interstitial.* events). */
export const PORTAL_SCENE = 'portal';

export function isStepDone(step: FlowStep, facts: FlowFacts): boolean {
  switch (step) {
    case 'intro':
    case 'how-to':
      return facts.completedHowTo;
    case 'permission':
      return facts.deviceOrientation === 'granted' || facts.deviceOrientation === 'denied';
    case 'portal':
      return facts.watchedInterstitials.includes(PORTAL_SCENE);
    case 'select':
      return false;
  }
}

/**
 * The step after `from` ('experience' is the entry, before all steps) that is not done yet;
 * /select when all are. A step never sends the visitor backwards.
 */
export function nextStep(from: 'experience' | FlowStep, facts: FlowFacts): FlowStep {
  const start = from === 'experience' ? 0 : FLOW_STEPS.indexOf(from) + 1;
  return FLOW_STEPS.slice(start).find((step) => !isStepDone(step, facts)) ?? 'select';
}

/** The app path of a step (without locale prefix). */
export function stepPath(step: FlowStep): string {
  return `/${step}`;
}
