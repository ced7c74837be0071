import { StrictMode, Suspense, useEffect, type ComponentType, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from '@mission/shared/routing';
import { PAGE_LANGUAGES, localeFromPath, type Section } from '@mission/content';
// Through the package root, so the harness uses the one shared instance of the bus; it is
// the host of the team's page, so it holds the host's handle and publishes the locale.
import { hostBus, initMissionI18n } from '@mission/shared';
import { startHarnessMemory } from './harness-memory';
import { CardSheet } from './card-sheet';
import './harness-page.css';
import type { Branch } from '../src/declaration/define-branch';

/**
 * A team's own page for one remote: the bus, i18n and a router, without the shell.
 * `npm run dev -w <branch>` serves it (and the built remote's own page); bus events are echoed to
 * the console, and progress and briefings seen are kept in memory as the shell would keep them.
 * Given the branch, it also serves its card sheet (card-sheet.tsx) under /<branch>/cards/.
 */
export async function mountBranchHarness<S extends Section>(section: S, BranchApp: ComponentType, root: HTMLElement, branch?: Branch<S>) {
  const locale = localeFromPath(window.location.pathname);
  await initMissionI18n(locale);
  hostBus.onAny((event) => console.info('[harness] bus event', event));
  startHarnessMemory(hostBus);
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <HarnessRoutes section={section} BranchApp={BranchApp} cardSheet={branch ? <CardSheet branch={branch} /> : undefined} />
      </BrowserRouter>
    </StrictMode>,
  );
}

function HarnessRoutes({ section, BranchApp, cardSheet }: { section: Section; BranchApp: ComponentType; cardSheet?: ReactElement }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  useEffect(() => {
    hostBus.setState('locale', locale);
    document.documentElement.lang = PAGE_LANGUAGES[locale];
  }, [locale]);
  return (
    <main data-harness={section} data-locale={locale}>
      {/* The branch waits here for its copy, as it does in the shell's pages. */}
      <Suspense fallback={null}>
        <Routes>
          {cardSheet ? <Route path={`/${section}/cards/:chapter/:card`} element={cardSheet} /> : null}
          {cardSheet ? <Route path={`/fr/${section}/cards/:chapter/:card`} element={cardSheet} /> : null}
          <Route path={`/${section}/*`} element={<BranchApp />} />
          <Route path={`/fr/${section}/*`} element={<BranchApp />} />
          <Route path="*" element={<Navigate to={`/${section}`} replace />} />
        </Routes>
      </Suspense>
    </main>
  );
}
