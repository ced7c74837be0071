import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { BuildInfo } from '../services/build-info/fetch-build-info';
import type { ShellServices } from '../services/shell-services';
import { TransitionRouter } from '../transitions/transition-router';
import { rootStart } from './prerendered-root';
import { ShellApp } from './shell-app';

/**
 * The shell's React tree on #root: the page the build rendered for this path, language and
 * build is hydrated (docs/prerendered-pages.md); any other markup is replaced. Either way as a
 * transition, so React works in slices and the phone answers between them instead of waiting
 * behind one long task (docs/decisions.md, "Start-up in short tasks").
 */
export function renderShell(
  root: HTMLElement,
  { services, shellBuildInfo, lang }: { services: ShellServices; shellBuildInfo: Promise<BuildInfo | null>; lang: string },
): void {
  const app = <ShellApp services={services} router={TransitionRouter} shellBuildInfo={shellBuildInfo} />;
  const start = rootStart(root, { pathname: window.location.pathname, lang, build: __BUILD_NUMBER__ });
  if (start.kind === 'hydrate') {
    // A returning visitor's own state (progress, sound off) comes in the render after hydration
    // (useBusState); should the markup still differ, React redraws it, which is not an error.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.warn('[shell] the prerendered page differed from this visit; redrawn:', error),
      });
    });
    return;
  }
  // Any other markup stays until the app's first render replaces it: no blank flash in between.
  if (start.replacing) console.info(`[shell] replacing the markup prerendered for ${start.replacing}`);
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app));
}
