import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@mission/content';
import { missionBus, useBusState, usePageTitle } from '@mission/shared';
import { TRADE_ICONS } from '../trades/trade-icons';
import { armyDebriefSummary } from './debrief-summary';
import './army-debrief.css';

/**
 * /army/end: the branch's summary (CHAPTERS.md): trades met, the Army's percent, links to
 * jobs and to the next branch. Visited once all three chapters are complete, it tells the
 * shell (debrief.viewed), which records the end flag: the percent goes from 90 to 100.
 */
export function ArmyDebrief() {
  const { t } = useTranslation(['army', 'common']);
  const locale = useBusState('locale');
  const progress = useBusState('sectionProgress');
  const summary = armyDebriefSummary(progress);
  const reported = useRef(false);
  usePageTitle(t('army:debrief.title'));

  useEffect(() => {
    missionBus.emit({ type: 'chapter.entered', section: 'army', chapter: 'end', placeholder: false });
  }, []);

  useEffect(() => {
    if (!summary.finished || reported.current) return;
    reported.current = true;
    missionBus.emit({ type: 'debrief.viewed', section: 'army' });
  }, [summary.finished]);

  return (
    <article className="army-debrief" data-testid="army-debrief" data-section="army" data-bus-id={missionBus.id}>
      <header className="army-debrief__header">
        <p className="army-debrief__eyebrow">{t('army:debrief.eyebrow')}</p>
        <h1 className="army-debrief__title">{t('army:debrief.title')}</h1>
        <p className="army-debrief__lede">{t('army:debrief.lede')}</p>
      </header>

      <section className="army-debrief__panel" aria-labelledby="army-debrief-percent">
        <p id="army-debrief-percent" className="army-debrief__percent" data-testid="debrief-percent">
          {t('army:debrief.percent', { percent: summary.percent })}
        </p>
        <div className="army-debrief__bar" aria-hidden="true">
          <div className="army-debrief__fill" style={{ transform: `scaleX(${summary.percent / 100})` }} />
        </div>
        <ol className="army-debrief__chapters">
          {summary.chapters.map(({ chapter, complete }) => (
            <li key={chapter} className={complete ? 'army-debrief__chapter army-debrief__chapter--done' : 'army-debrief__chapter'}>
              <Link to={localizePath(locale, `/army/${chapter}`)}>{t(`army:chapters.${chapter}.title`)}</Link>
              <span>{complete ? t('army:debrief.chapterDone') : t('army:debrief.chapterToDo')}</span>
            </li>
          ))}
        </ol>
        {summary.finished ? null : <p className="army-debrief__notice">{t('army:debrief.notFinished')}</p>}
      </section>

      <section aria-labelledby="army-debrief-trades">
        <h2 id="army-debrief-trades" className="army-debrief__heading">
          {t('army:debrief.tradesTitle')}
        </h2>
        <ul className="army-debrief__trades">
          {summary.trades.map(({ trade, met }) => {
            const Icon = TRADE_ICONS[trade];
            return (
              <li key={trade} className={met ? 'army-debrief__trade' : 'army-debrief__trade army-debrief__trade--unmet'} data-met={met}>
                <span className="army-debrief__icon" aria-hidden="true">
                  <Icon />
                </span>
                <span>
                  <strong>{t(`army:trades.${trade}.title`)}</strong>
                  <span className="army-debrief__summary">{met ? t(`army:trades.${trade}.summary`) : t('army:debrief.tradeNotMet')}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="army-debrief__panel" aria-labelledby="army-debrief-jobs">
        <h2 id="army-debrief-jobs" className="army-debrief__heading">
          {t('army:debrief.jobsTitle')}
        </h2>
        <a className="army-debrief__button army-debrief__button--primary" href={t('army:debrief.jobsUrl')} target="_blank" rel="noopener noreferrer">
          {t('army:debrief.jobsLink')}
        </a>
        <Link className="army-debrief__button" to={localizePath(locale, '/navy')}>
          {t('army:debrief.nextBranch')}
        </Link>
        <Link className="army-debrief__button" to={localizePath(locale, '/select')}>
          {t('army:debrief.select')}
        </Link>
      </section>
    </article>
  );
}
