import { useState } from 'react';
import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import type { TFunction } from 'i18next';
import { localizePath } from '@mission/content';
import { useBusState } from '@mission/shared';
import { copyText } from '../lib/copy-text';
import type { DeviceSupport } from './device-support';
import { androidBrowserIntent } from './open-in-browser-url';

export type InAppBrowser = Extract<DeviceSupport, { kind: 'in-app-browser' }>;

/**
 * The ways on from an app's built-in browser (docs/product-rules.md §2): the phone's own
 * browser (an intent on Android; the link to paste elsewhere), touch controls, or the
 * accessible version. What happened to the copy is announced (role=status).
 */
export function InAppBrowserActions({ inApp, onContinueWithTouch }: { inApp: InAppBrowser; onContinueWithTouch: () => void }) {
  const { t } = useTranslation('errors');
  const locale = useBusState('locale');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const href = window.location.href;
  const onCopy = async () => setCopy((await copyText(href)) ? 'copied' : 'failed');
  return (
    <>
      {inApp.platform === 'android' ? (
        <a className="button button--primary" href={androidBrowserIntent(window.location)}>
          {t('gates.inApp.open')}
        </a>
      ) : (
        <button type="button" className="button button--primary" onClick={() => void onCopy()}>
          {t('gates.inApp.copy')}
        </button>
      )}
      <p className="gate__status" role="status">
        {copy === 'copied' ? t('gates.inApp.copied') : null}
        {copy === 'failed' ? t('gates.inApp.copyFailed', { url: href }) : null}
      </p>
      <button type="button" className="button button--quiet" onClick={onContinueWithTouch}>
        {t('gates.continueWithTouch')}
      </button>
      <Link className="button button--quiet" to={localizePath(locale, '/accessible')}>
        {t('gates.inApp.accessible')}
      </Link>
    </>
  );
}

/** The gate's message: what this app's browser lacks, naming the app when its user agent does. */
export function inAppMessage(t: TFunction<'errors'>, inApp: InAppBrowser): string {
  const which = inApp.missing.length > 1 ? 'both' : inApp.missing[0];
  return t(`gates.inApp.message.${which ?? 'both'}`, { app: inApp.app ?? t('gates.inApp.thisApp') });
}
