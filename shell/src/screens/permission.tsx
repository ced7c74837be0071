import { useState } from 'react';
import { useTranslation } from '@mission/shared/translation';
import { usePageTitle, type PermissionStatus } from '@mission/shared';
import { useShellServices } from '../services/shell-services-context';
import { useStoreState } from '../gates/use-store-state';
import { useGoOn } from './use-experience-flow';
import './screens.css';
import { useEnableZoom } from '../viewport/viewport-controller';

/**
 * /permission (docs/product-rules.md §2, docs/product-rules.md §6): "Device Orientation Permission", why, and "Grant Permission".
 * The requests (orientation, then motion) are made inside the click handler itself, before
 * any await: iOS opens its prompt only from a user gesture. Granted goes on; denied says so and goes on with touch
 * controls (the permission store turns them on).
 */
export function Permission() {
  const { t } = useTranslation('common');
  const { permissions } = useShellServices();
  const { deviceOrientation } = useStoreState(permissions);
  const [asked, setAsked] = useState(false);
  const goOn = useGoOn();
  usePageTitle(t('screens.permission.title'));
  useEnableZoom();

  const grant = () => {
    setAsked(true);
    const orientation = permissions.requestDeviceOrientation();
    // Motion too, from the same tap (iOS asks once for both; elsewhere it is granted at once),
    // so the portal does not have to stop the visitor again with its "motion requesting" gate.
    void permissions.requestMotion();
    void orientation.then((status: PermissionStatus) => {
      if (status === 'granted') goOn('permission');
    });
  };

  const denied = deviceOrientation === 'denied';
  return (
    <section className="screen permission" aria-labelledby="permission-title">
      <div className="permission__art" aria-hidden="true" />
      <h1 id="permission-title" className="display display--long">
        {t('screens.permission.title')}
      </h1>
      <p className="lede">{t('screens.permission.body')}</p>
      <div role="status" className="permission__status">
        {deviceOrientation === 'prompt' ? t('screens.permission.asking') : null}
        {deviceOrientation === 'granted' && asked ? t('screens.permission.granted') : null}
      </div>
      {denied ? (
        <div className="notice notice--alert" role="alert">
          <h2 className="notice__title">{t('screens.permission.deniedTitle')}</h2>
          <p>{t('screens.permission.deniedMessage')}</p>
        </div>
      ) : null}
      {denied ? (
        <button type="button" className="button button--primary" onClick={() => goOn('permission')}>
          {t('screens.permission.continueTouch')}
        </button>
      ) : deviceOrientation === 'granted' ? (
        <button type="button" className="button button--primary" onClick={() => goOn('permission')}>
          {t('screens.permission.continue')}
        </button>
      ) : (
        <button type="button" className="button button--primary" onClick={grant} disabled={deviceOrientation === 'prompt'}>
          {t('screens.permission.grant')}
        </button>
      )}
    </section>
  );
}
