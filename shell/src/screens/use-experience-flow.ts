import { useCallback } from 'react';
import { useNavigate } from '@mission/shared/routing';
import { localizePath } from '@mission/content';
import { useBusState } from '@mission/shared';
import { useShellServices } from '../services/shell-services-context';
import { nextStep, stepPath, type FlowFacts, type FlowStep } from './experience-flow';

/** The facts the flow decides on, read now from the shell's stores. */
export function useFlowFacts(): () => FlowFacts {
  const { persistent, permissions } = useShellServices();
  return useCallback(
    () => ({
      completedHowTo: persistent.state.completedHowTo,
      deviceOrientation: permissions.getState().deviceOrientation,
      watchedInterstitials: persistent.state.watchedInterstitials,
    }),
    [persistent, permissions],
  );
}

/** Goes on from a step to the next one not done yet, in the current language. */
export function useGoOn(): (from: 'experience' | FlowStep, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const locale = useBusState('locale');
  const facts = useFlowFacts();
  return useCallback(
    (from, options) => navigate(localizePath(locale, stepPath(nextStep(from, facts()))), { replace: options?.replace ?? false }),
    [navigate, locale, facts],
  );
}
