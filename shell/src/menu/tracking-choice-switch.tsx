import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@mission/shared/translation';
import type { TrackingChoiceStore } from '../services/privacy/tracking-choice-store';
import { browserPrivacySources, privacySignal, type PrivacySignalSources } from '../services/analytics/tracking-policy';
import './tracking-choice-switch.css';

export interface TrackingChoiceSwitchProps {
  store: Pick<TrackingChoiceStore, 'dontTrack' | 'dontTrack$' | 'setDontTrack'>;
  /** Where the browser's Do Not Track and Global Privacy Control are read (tests give their own). */
  privacy?: PrivacySignalSources;
}

/**
 * The menu's privacy choice, "Don't track my visit" (both menu modes, both languages): a
 * switch kept on this device, honoured from the next event on, reversible, and said aloud
 * when it changes. When the browser already asks not to be tracked, that wins: the switch
 * shows on and cannot be turned off, and says why.
 */
export function TrackingChoiceSwitch({ store, privacy = browserPrivacySources() }: TrackingChoiceSwitchProps) {
  const { t } = useTranslation('menu');
  const hintId = useId();
  const [dontTrack, setDontTrack] = useState(store.dontTrack);
  // Empty until the visitor changes it: the status line speaks of a change, not of the menu opening.
  const [announcement, setAnnouncement] = useState('');
  const browserAsks = privacySignal(privacy) !== null;

  useEffect(() => {
    const subscription = store.dontTrack$.subscribe(setDontTrack);
    return () => subscription.unsubscribe();
  }, [store]);

  const toggle = () => {
    if (browserAsks) return;
    const next = !dontTrack;
    store.setDontTrack(next);
    setAnnouncement(t(next ? 'privacy.nowNotTracked' : 'privacy.nowTracked'));
  };

  return (
    <div className="tracking-choice">
      <button
        type="button"
        role="switch"
        className="tracking-choice__switch"
        aria-checked={dontTrack || browserAsks}
        aria-disabled={browserAsks || undefined}
        aria-describedby={hintId}
        onClick={toggle}
        data-testid="tracking-choice"
      >
        <span className="tracking-choice__track" aria-hidden="true">
          <span className="tracking-choice__thumb" />
        </span>
        <span className="tracking-choice__label">{t('privacy.dontTrack')}</span>
      </button>
      <p id={hintId} className="tracking-choice__hint">
        {t(browserAsks ? 'privacy.browserSignal' : 'privacy.dontTrackHint')}
      </p>
      <p className="tracking-choice__status" role="status">
        {announcement}
      </p>
    </div>
  );
}
