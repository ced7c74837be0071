import { useEffect, useRef } from 'react';
import { useFreshTouchGuard } from './fresh-touch-guard';
import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { branchColourStyle, ChapterBadge, sectionPercent, useBusState } from '@mission/shared';
import { useCopy } from '../copy/use-copy';
import { branchCopy } from '../copy/branch-copy-keys';
import { localizePath, type Locale } from '@mission/content';
import type { ChapterDefinition } from '../chapter-definition';
import './complete-card.css';

/**
 * docs/game-design.md step 6: "Mission complete", and it should feel earned: the chapter's own
 * badge lands (collected on Mission Select and the debrief), then the branch's progress in its
 * colour (the debrief's words and bar), what the visitor did, the three trades met with their
 * pictograms, the next chapter (or the debrief) and Mission Select. A small opaque card, the
 * scene's own ending around it. Motion only without reduced motion.
 */
export function CompleteCard({ definition, locale }: { definition: ChapterDefinition; locale: Locale }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const heading = useRef<HTMLHeadingElement>(null);
  const guard = useFreshTouchGuard();
  const percent = sectionPercent(useBusState('sectionProgress'), definition.section);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const { next, task, section, hotspots } = definition;
  return (
    <div
      {...guard}
      className="kit-complete"
      role="dialog"
      aria-modal="false"
      aria-labelledby="kit-complete-title"
      data-testid="complete-card"
      data-section={section}
      style={branchColourStyle(section)}
    >
      <div className="kit-complete__card">
        <div className="kit-complete__badge">
          <ChapterBadge section={section} chapter={definition.chapter} size={88} idPrefix="kit-complete" />
        </div>
        <p className="kit-eyebrow" data-testid="complete-badge">
          {t('common:kit.complete.badge', { mission: copy(definition.title) })}
        </p>
        <h2 id="kit-complete-title" className="kit-complete__title" tabIndex={-1} ref={heading}>
          {t('common:kit.complete.title')}
        </h2>
        <div className="kit-complete__progress">
          <p className="kit-complete__percent" data-testid="complete-percent">
            {t(branchCopy.debrief(section, 'percent'), { percent })}
          </p>
          <div className="kit-complete__bar" aria-hidden="true">
            <div className="kit-complete__fill" style={{ transform: `scaleX(${percent / 100})` }} />
          </div>
        </div>
        <p className="kit-complete__text">{copy(task.complete)}</p>
        <h3 className="kit-complete__subhead">{t('common:kit.complete.tradesMet')}</h3>
        <ul className="kit-complete__trades">
          {hotspots.map(({ id, title, Icon }) => (
            <li key={id} className="kit-complete__trade">
              <span className="kit-complete__trade-icon" aria-hidden="true">
                <Icon />
              </span>
              <span>{copy(title)}</span>
            </li>
          ))}
        </ul>
        <div className="kit-complete__actions">
          <Link className="kit-button kit-button--primary" to={localizePath(locale, next.path)}>
            {next.isDebrief ? t('common:kit.complete.debrief') : t('common:kit.complete.next', { title: copy(next.title) })}
          </Link>
          <Link className="kit-button" to={localizePath(locale, '/select')}>
            {t('common:kit.complete.select')}
          </Link>
        </div>
      </div>
    </div>
  );
}
