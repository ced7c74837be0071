import { useCallback } from 'react';
import { navigationMenu, SHELL_SOUND_IDS, type Locale, type NavigationMode } from '@mission/content';
import { useBusState } from '@mission/shared';
import { shellAnalytics } from '../services/analytics/shell-analytics';
import { shellSounds } from '../services/audio/shell-audio';
import type { TrackingChoiceStore } from '../services/privacy/tracking-choice-store';
import type { AppUiStore } from '../services/ui/app-ui-store';
import { TrackingChoiceSwitch } from './tracking-choice-switch';
import { menuWithProgress } from './menu-with-progress';
import { NavigationOverlay } from './navigation-overlay';

export interface ShellMenuProps {
  locale: Locale;
  mode: NavigationMode;
  pathname: string;
  search: string;
  ui: AppUiStore;
  trackingChoice: TrackingChoiceStore;
  onClose: (options: { returnFocus: boolean }) => void;
  reducedMotion: boolean;
}

/** The menu wired to the shell: content of the locale and mode, progress from the bus, the select sound, analytics and the how-to return path. */
export function ShellMenu({ locale, mode, pathname, search, ui, trackingChoice, onClose, reducedMotion }: ShellMenuProps) {
  const sectionProgress = useBusState('sectionProgress');
  const onSectionSelect = useCallback(
    (slug: string) => {
      // The plain accessible menu stays silent.
      if (mode === 'immersive') shellSounds.play(SHELL_SOUND_IDS.select);
      shellAnalytics.track('Button Click', { button_name: slug, category: 'menu', from_path: pathname });
    },
    [pathname, mode],
  );
  const onHowTo = useCallback(() => ui.dispatch({ type: 'url-after-how-to-set', url: `${pathname}${search}` }), [ui, pathname, search]);
  return (
    <NavigationOverlay
      locale={locale}
      mode={mode}
      navigation={menuWithProgress(navigationMenu(locale, mode), locale, mode, sectionProgress)}
      pathname={pathname}
      sectionProgress={sectionProgress}
      onClose={onClose}
      onSectionSelect={onSectionSelect}
      onHowTo={onHowTo}
      reducedMotion={reducedMotion}
      privacyChoice={<TrackingChoiceSwitch store={trackingChoice} />}
    />
  );
}
