import { useEffect, useRef } from 'react';
import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { localizePath } from '@mission/content';
import { arStageMessage, useBusState, usePageTitle, type ArPermissionStage } from '@mission/shared';
import type { GateId } from './gate-rules';
import { InAppBrowserActions, inAppMessage, type InAppBrowser } from './in-app-browser-actions';
import './gates.css';

export interface GateActions {
  /** Go past the gate (unsupported device, camera or motion denied). */
  onDismiss: (gate: GateId) => void;
  /** Motion requesting: must call the permission request straight from the click (iOS). */
  onRequestMotion: () => void;
  onRefresh: () => void;
}

/** The AR stage whose copy (errors:arPermission.*) a sensor gate reuses. */
const SENSOR_STAGE: Partial<Record<GateId, ArPermissionStage>> = {
  'camera-denied': 'camera_denied',
  'motion-denied': 'motion_denied',
  'motion-requesting': 'requesting_motion',
};

/**
 * One gate, full screen in place of the page (docs/product-rules.md §2, docs/product-rules.md §8): its label as the page's h1,
 * its message, and its button if it has one. Focus moves to the heading so a screen reader
 * hears why the page changed.
 */
export function GateScreen({
  gate,
  actions,
  inApp,
  canRun = true,
}: {
  gate: GateId;
  actions: GateActions;
  inApp?: InAppBrowser;
  /** Unsupported device: false when this browser cannot parse the scenes (device-support.ts), so no "Continue". */
  canRun?: boolean;
}) {
  const { t } = useTranslation('errors');
  const locale = useBusState('locale');
  const tooOld = gate === 'unsupported-device' && !canRun;
  const heading = useRef<HTMLHeadingElement>(null);
  const stage = SENSOR_STAGE[gate];
  const sensor = stage ? arStageMessage(stage) : null;
  const label = sensor ? t(sensor.titleKey) : t(`gates.${gateCopy(gate)}.label`);
  usePageTitle(label);
  useEffect(() => heading.current?.focus(), [gate]);
  const gateMessage = () => {
    if (sensor) return t(sensor.messageKey);
    if (gate === 'in-app-browser' && inApp) return inAppMessage(t, inApp);
    if (tooOld) return t('gates.unsupported.tooOld');
    return t(`gates.${gateCopy(gate)}.message`);
  };

  return (
    <section className={`gate gate--${gate}`} data-testid={`gate-${gate}`} aria-labelledby="gate-title">
      <div className="gate__art" aria-hidden="true" />
      <h1 id="gate-title" className="gate__label" ref={heading} tabIndex={-1}>
        {label}
      </h1>
      <p className="gate__message">{gateMessage()}</p>
      {gate === 'unsupported-device' ? <Recommendations /> : null}
      <div className="gate__actions">
        {gate === 'in-app-browser' && inApp ? (
          <InAppBrowserActions inApp={inApp} onContinueWithTouch={() => actions.onDismiss(gate)} />
        ) : null}
        {gate === 'unsupported-device' && !tooOld ? (
          <button type="button" className="button button--primary" onClick={() => actions.onDismiss(gate)}>
            {t('gates.unsupported.continue')}
          </button>
        ) : null}
        {tooOld ? (
          <Link className="button button--primary" to={localizePath(locale, '/accessible')}>
            {t('gates.unsupported.accessible')}
          </Link>
        ) : null}
        {sensor?.action?.kind === 'refresh' ? (
          <button type="button" className="button button--primary" onClick={actions.onRefresh}>
            {t(sensor.action.labelKey)}
          </button>
        ) : null}
        {sensor?.action?.kind === 'continue' ? (
          <button type="button" className="button button--primary" onClick={actions.onRequestMotion}>
            {t(sensor.action.labelKey)}
          </button>
        ) : null}
        {gate === 'camera-denied' ? (
          <button type="button" className="button button--quiet" onClick={() => actions.onDismiss(gate)}>
            {t('gates.continueWithoutCamera')}
          </button>
        ) : null}
        {gate === 'motion-denied' ? (
          <button type="button" className="button button--quiet" onClick={() => actions.onDismiss(gate)}>
            {t('gates.continueWithTouch')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function gateCopy(gate: GateId): string {
  switch (gate) {
    case 'incompatible-browser':
      return 'incompatible';
    case 'rotate-device':
      return 'rotate';
    case 'in-app-browser':
      return 'inApp';
    default:
      return 'unsupported';
  }
}

function Recommendations() {
  const { t } = useTranslation('errors');
  return (
    <dl className="gate__recommendations">
      {(['os', 'browsers', 'devices'] as const).map((kind) => (
        <div key={kind}>
          <dt>{t(`gates.unsupported.${kind}Title`)}</dt>
          <dd>{t(`gates.unsupported.${kind}`)}</dd>
        </div>
      ))}
    </dl>
  );
}
