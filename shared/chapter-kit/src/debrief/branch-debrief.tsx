import { useEffect, useRef } from 'react';
import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { CAREERS_LINKS, DEBRIEF_SLUG, PAGE_LANGUAGES, localizePath, tradeCareerOf, type Section } from '@mission/content';
import { branchBadges, branchColourStyle, ChapterBadge, missionBus, useBusState, usePageTitle } from '@mission/shared';
import { branchCopy } from '../copy/branch-copy-keys';
import type { Branch } from '../branch-definition';
import { debriefSummary, debriefWayOn } from './debrief-summary';
import { DebriefChapterPicture } from './debrief-chapter-picture';
import '../stage/visually-hidden.css';
import './branch-debrief.css';

/**
 * /<branch>/end: the branch's summary (docs/game-design.md): trades met, the branch's
 * percent, links to jobs and to the next branch. The branch's careers link comes right under
 * the title, not below the list; each trade links to its own page on forces.ca in the
 * visitor's language (TRADE_CAREERS, the table the trade cards use); the header wears the
 * branch's colour. It owns the debrief's bus duties: it tells
 * the shell the debrief was entered (chapter.entered "end") and, once every chapter is
 * complete, that it was viewed (debrief.viewed, once), which records the end flag: the
 * percent goes from 90 to 100.
 */
export function BranchDebrief<S extends Section>({ branch }: { branch: Branch<S> }) {
  const { section, namespace: ns, trades } = branch;
  const { t } = useTranslation([ns, 'common']);
  const locale = useBusState('locale');
  const progress = useBusState('sectionProgress');
  const summary = debriefSummary(section, trades, progress);
  const reported = useRef(false);
  const debrief = (part: Parameters<typeof branchCopy.debrief>[1]) => t(branchCopy.debrief(ns, part));
  const next = debriefWayOn(section, summary.experienceFinished);
  usePageTitle(debrief('title'));

  useEffect(() => {
    missionBus.emit({ type: 'chapter.entered', section, chapter: DEBRIEF_SLUG });
  }, [section]);

  useEffect(() => {
    if (!summary.finished || reported.current) return;
    reported.current = true;
    missionBus.emit({ type: 'debrief.viewed', section });
  }, [section, summary.finished]);

  const id = (part: string) => `${section}-debrief-${part}`;
  const newTab = <span className="kit-visually-hidden"> {t('common:kit.newTab')}</span>;
  return (
    <article
      className="kit-debrief"
      data-testid={`${section}-debrief`}
      data-section={section}
      style={branchColourStyle(section)}
      data-bus-id={missionBus.id}
    >
      <header className="kit-debrief__header">
        <p className="kit-debrief__eyebrow">{debrief('eyebrow')}</p>
        <h1 className="kit-debrief__title">{debrief('title')}</h1>
        <p className="kit-debrief__lede">{debrief('lede')}</p>
      </header>

      <section className="kit-debrief__careers" aria-labelledby={id('jobs')}>
        <h2 id={id('jobs')} className="kit-debrief__heading">
          {debrief('jobsTitle')}
        </h2>
        <a
          className="kit-debrief__button kit-debrief__button--primary"
          href={CAREERS_LINKS[section][locale]}
          target="_blank"
          rel="noopener noreferrer"
        >
          {debrief('jobsLink')}
          {newTab}
        </a>
      </section>

      <section className="kit-debrief__panel" aria-labelledby={id('percent')}>
        <p id={id('percent')} className="kit-debrief__percent" data-testid="debrief-percent">
          {t(branchCopy.debrief(ns, 'percent'), { percent: summary.percent })}
        </p>
        <div className="kit-debrief__bar" aria-hidden="true">
          <div className="kit-debrief__fill" style={{ transform: `scaleX(${summary.percent / 100})` }} />
        </div>
        {/* Each chapter with its picture and its badge, earned or still to earn (derived from the
            progress: a chapter complete is a badge earned). */}
        <ol className="kit-debrief__chapters" aria-label={t('common:badges.title')}>
          {summary.chapters.map(({ chapter, complete }) => {
            const name = t(branchCopy.chapterTitle(ns, chapter));
            return (
              <li
                key={chapter}
                className={complete ? 'kit-debrief__chapter kit-debrief__chapter--done' : 'kit-debrief__chapter'}
                data-badge-earned={complete}
              >
                <DebriefChapterPicture section={section} chapter={chapter} />
                <ChapterBadge
                  section={section}
                  chapter={chapter}
                  earned={complete}
                  size={44}
                  idPrefix="kit-debrief"
                  title={t(complete ? 'common:badges.name' : 'common:badges.locked', { mission: name })}
                />
                <Link to={localizePath(locale, `/${section}/${chapter}`)}>{name}</Link>
                <span>{complete ? debrief('chapterDone') : debrief('chapterToDo')}</span>
              </li>
            );
          })}
        </ol>
        <p className="kit-debrief__badge-count" data-testid="debrief-badges">
          {t('common:badges.count', {
            count: branchBadges(progress, section).filter((badge) => badge.earned).length,
            total: summary.chapters.length,
          })}
        </p>
        {summary.finished ? null : <p className="kit-debrief__notice">{debrief('notFinished')}</p>}
      </section>

      <section aria-labelledby={id('trades')}>
        <h2 id={id('trades')} className="kit-debrief__heading">
          {debrief('tradesTitle')}
        </h2>
        <ul className="kit-debrief__trades">
          {summary.trades.map(({ trade, met, Icon }) => {
            const career = tradeCareerOf(trade);
            const title = t(branchCopy.trade(ns, trade, 'title'));
            return (
              <li key={trade} className={met ? 'kit-debrief__trade' : 'kit-debrief__trade kit-debrief__trade--unmet'} data-met={met}>
                <span className="kit-debrief__icon" aria-hidden="true">
                  <Icon />
                </span>
                <span>
                  <strong className="kit-debrief__trade-title">
                    {career ? (
                      <a
                        href={career[locale]}
                        target="_blank"
                        rel="noopener noreferrer"
                        lang={PAGE_LANGUAGES[locale]}
                        data-testid={`career-${trade}`}
                      >
                        {title}
                        {newTab}
                      </a>
                    ) : (
                      title
                    )}
                  </strong>
                  <span className="kit-debrief__summary">{met ? t(branchCopy.trade(ns, trade, 'summary')) : debrief('tradeNotMet')}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <nav className="kit-debrief__way-on" aria-label={debrief('select')}>
        {next ? (
          <Link
            className="kit-debrief__button kit-debrief__button--branch"
            to={localizePath(locale, next.path)}
            data-testid={next.to === 'accomplished' ? 'debrief-accomplished' : undefined}
          >
            {next.to === 'accomplished' ? t('common:kit.complete.accomplished') : debrief('nextBranch')}
          </Link>
        ) : null}
        <Link className="kit-debrief__button" to={localizePath(locale, '/select')}>
          {debrief('select')}
        </Link>
      </nav>
    </article>
  );
}
