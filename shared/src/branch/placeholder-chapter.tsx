import { Suspense, lazy, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@mission/content';
import { progressPlace, type ProgressPlace } from '../bus/chapter-place';
import { missionBus } from '../bus/mission-bus';
import { useBusState } from '../bus/use-bus-state';
import './placeholder-chapter.css';

// three.js and r3f load only when a chapter is on screen, never with the first screens.
const PlaceholderEmblem = lazy(() => import('./placeholder-emblem'));

/**
 * Stands in for a chapter until its scene exists: shows the chapter's title from
 * content/ in the current language, labelled as a placeholder, and tells the shell
 * over the bus that the chapter was entered.
 */
export function PlaceholderChapter({ section, chapter }: ProgressPlace) {
  const { t } = useTranslation([section, 'common']);
  const locale = useBusState('locale');

  useEffect(() => {
    missionBus.emit({ type: 'chapter.entered', ...progressPlace(section, chapter), placeholder: true });
  }, [section, chapter]);

  return (
    <article className="placeholder-chapter" data-section={section} data-chapter={chapter} data-bus-id={missionBus.id}>
      <p className="placeholder-chapter__badge">{t('common:placeholder.badge')}</p>
      <p className="placeholder-chapter__section">{t(`${section}:sectionTitle`)}</p>
      <h1 className="placeholder-chapter__title">{t(`${section}:chapters.${chapter}.title`)}</h1>
      <p className="placeholder-chapter__summary">{t(`${section}:chapters.${chapter}.summary`)}</p>
      <div className="placeholder-chapter__stage" aria-hidden="true">
        <Suspense fallback={null}>
          <PlaceholderEmblem section={section} />
        </Suspense>
      </div>
      <p className="placeholder-chapter__body">{t('common:placeholder.body')}</p>
      <p className="placeholder-chapter__sent" role="status">
        {t('common:placeholder.busEventSent')}
      </p>
      <Link className="placeholder-chapter__back" to={localizePath(locale, '/select')}>
        {t('common:placeholder.backToBranches')}
      </Link>
    </article>
  );
}
