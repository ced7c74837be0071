import { useEffect, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CHAPTERS_BY_SECTION, DEBRIEF_SLUG, LANGUAGE_TAGS, localizePath, type Section } from '@mission/content';
import type { ProgressSlug } from '../bus/chapter-place';
import { missionBus } from '../bus/mission-bus';
import { useBusState } from '../bus/use-bus-state';

interface BranchRoutesProps<S extends Section> {
  section: S;
  /** Renders a chapter or the debrief ("end") of this branch. */
  renderChapter: (chapter: ProgressSlug<S>) => ReactElement;
  /** Baked-in contract version of the remote, announced once on mount. */
  busContractVersion: string;
}

/**
 * The routes of one branch, relative to where the shell mounts it (/army/*, /fr/army/*).
 * Unknown chapters go to the shell's not-found page in the current language.
 */
export function BranchRoutes<S extends Section>({ section, renderChapter, busContractVersion }: BranchRoutesProps<S>) {
  const locale = useBusState('locale');
  const { i18n } = useTranslation();

  useEffect(() => {
    missionBus.emit({ type: 'remote.mounted', section, busContractVersion });
  }, [section, busContractVersion]);

  // Follows the shell's language even when the remote mounted before a change.
  useEffect(() => {
    if (i18n.language !== LANGUAGE_TAGS[locale]) void i18n.changeLanguage(LANGUAGE_TAGS[locale]);
  }, [i18n, locale]);

  const chapters: ProgressSlug<S>[] = [...CHAPTERS_BY_SECTION[section], DEBRIEF_SLUG];
  return (
    <Routes>
      <Route index element={<Navigate to={CHAPTERS_BY_SECTION[section][0]} replace />} />
      {chapters.map((chapter) => (
        <Route key={chapter} path={chapter} element={renderChapter(chapter)} />
      ))}
      <Route path="*" element={<Navigate to={localizePath(locale, '/404')} replace />} />
    </Routes>
  );
}
