import { useEffect, useRef } from 'react';
import { useFreshTouchGuard } from './fresh-touch-guard';
import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { useCopy } from '../copy/use-copy';
import { localizePath, type Locale } from '@mission/content';
import type { ChapterDefinition } from '../chapter-definition';

/** docs/game-design.md step 6: "Mission complete", the next chapter (or the debrief), and Mission Select. */
export function CompleteCard({ definition, locale }: { definition: ChapterDefinition; locale: Locale }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const heading = useRef<HTMLHeadingElement>(null);
  const guard = useFreshTouchGuard();
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const { next, task } = definition;
  return (
    <div {...guard} className="kit-complete" role="dialog" aria-modal="false" aria-labelledby="kit-complete-title" data-testid="complete-card">
      <div className="kit-complete__card">
        <p className="kit-eyebrow">{t('common:kit.complete.eyebrow')}</p>
        <h2 id="kit-complete-title" className="kit-complete__title" tabIndex={-1} ref={heading}>
          {t('common:kit.complete.title')}
        </h2>
        <p className="kit-complete__text">{copy(task.complete)}</p>
        <Link className="kit-button kit-button--primary" to={localizePath(locale, next.path)}>
          {next.isDebrief ? t('common:kit.complete.debrief') : t('common:kit.complete.next', { title: copy(next.title) })}
        </Link>
        <Link className="kit-button" to={localizePath(locale, '/select')}>
          {t('common:kit.complete.select')}
        </Link>
      </div>
    </div>
  );
}
