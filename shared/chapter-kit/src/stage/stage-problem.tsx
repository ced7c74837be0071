import { useTranslation } from '@mission/shared/translation';
import { useModalDialog } from '@mission/shared';
import { useFreshTouchGuard } from '../hud/fresh-touch-guard';
import { localizePath, type Locale } from '@mission/content';
import { findAccessibleMissionOf } from './accessible-mission-path';

export type StageProblemKind = 'contextLost' | 'loadFailed';

/**
 * What the visitor sees instead of a frozen canvas: the WebGL context was lost, or the
 * scene's code did not arrive. Both offer a reload and the accessible version of the mission.
 * A modal alert dialog that takes focus (its reload button) and cannot be dismissed: the
 * chapter behind it cannot go on.
 */
export function StageProblem({
  kind,
  locale,
  section,
  chapter,
}: {
  kind: StageProblemKind;
  locale: Locale;
  section: string;
  chapter: string;
}) {
  const { t } = useTranslation('common');
  const guard = useFreshTouchGuard();
  const dialog = useModalDialog();
  return (
    <dialog
      {...guard}
      ref={dialog}
      className="kit-problem"
      role="alertdialog"
      aria-labelledby="kit-problem-title"
      aria-describedby="kit-problem-message"
      data-testid="stage-problem"
      data-kind={kind}
    >
      <div className="kit-overlay__card">
        <h2 id="kit-problem-title" className="kit-overlay__title">
          {t(`kit.${kind}.title`)}
        </h2>
        <p id="kit-problem-message" className="kit-overlay__body">
          {t(`kit.${kind}.message`)}
        </p>
        <button type="button" className="kit-button kit-button--primary" onClick={() => window.location.reload()}>
          {t(`kit.${kind}.reload`)}
        </button>
        <a className="kit-button" href={localizePath(locale, findAccessibleMissionOf(locale, section, chapter))}>
          {t('kit.contextLost.accessible')}
        </a>
      </div>
    </dialog>
  );
}
