import { useEffect, type ReactElement } from 'react';
import { Navigate, Route, Routes } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { CHAPTERS_BY_SECTION, DEBRIEF_SLUG, LANGUAGE_TAGS, localizePath, type ChapterSlug, type Section } from '@mission/content';
import { missionBus } from '../bus/mission-bus';
import { useBusState } from '../bus/use-bus-state';

export interface BranchRoutesProps<S extends Section> {
  section: S;
  /** What each chapter's route shows: one entry for every chapter the content lists. */
  chapters: { readonly [C in ChapterSlug<S>]: ReactElement };
  /** What the debrief route ("end") shows. */
  debrief: ReactElement;
  /** Baked-in contract version of the remote, announced once on mount. */
  busContractVersion: string;
}

/**
 * The routes of one branch, relative to where the shell mounts it (/<branch>/*, /fr/<branch>/*):
 * the chapter table and the debrief. The branch's index goes to its first chapter; unknown
 * chapters go to the shell's not-found page in the current language.
 */
export function BranchRoutes<S extends Section>({ section, chapters, debrief, busContractVersion }: BranchRoutesProps<S>) {
  const locale = useBusState('locale');
  const { i18n } = useTranslation();

  useEffect(() => {
    missionBus.emit({ type: 'remote.mounted', section, busContractVersion });
  }, [section, busContractVersion]);

  // Follows the shell's language even when the remote mounted before a change.
  useEffect(() => {
    if (i18n.language !== LANGUAGE_TAGS[locale]) void i18n.changeLanguage(LANGUAGE_TAGS[locale]);
  }, [i18n, locale]);

  const order = CHAPTERS_BY_SECTION[section] as readonly ChapterSlug<S>[];
  return (
    <Routes>
      <Route index element={<Navigate to={order[0]!} replace />} />
      {order.map((chapter) => (
        <Route key={chapter} path={chapter} element={chapters[chapter]} />
      ))}
      <Route path={DEBRIEF_SLUG} element={debrief} />
      <Route path="*" element={<Navigate to={localizePath(locale, '/404')} replace />} />
    </Routes>
  );
}
