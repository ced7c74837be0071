import { SECTIONS } from '@mission/content';
import { Route, Routes } from '@mission/shared/routing';
import { GateOutlet } from './gate-outlet';
import { AccessibleRoute } from '../layout/accessible-route';
import { ShellLayout } from '../layout/shell-layout';
import { BranchRoute, preloadBranch } from '../remotes/lazy-branch-route';
import { branchLinkTarget } from '../prefetch/branch-link-target';
import { Home } from '../screens/home';
import {
  DebugEntry,
  Desktop,
  ExperienceEntry,
  HowTo,
  Intro,
  MissionAccomplished,
  MissionSelect,
  NotFound,
  Permission,
  PortalScreen,
  preloadScreens,
} from '../screens/lazy-screens';
import { RouteErrorBoundary } from '../screens/route-error-boundary';
import { usePreloadOnNavigation } from '../transitions/use-preload-on-navigation';

function pages() {
  return (
    // A crashing page (or a page chunk that fails to load) shows the 500 error page (header kept);
    // immersive pages sit behind the gates (gates/gate-rules.ts). Only Home is in the first chunk.
    <Route element={<RouteErrorBoundary />}>
      <Route element={<GateOutlet />}>
        <Route index element={<Home />} />
        <Route path="experience" element={<ExperienceEntry />} />
        <Route path="intro" element={<Intro />} />
        <Route path="how-to" element={<HowTo />} />
        <Route path="permission" element={<Permission />} />
        <Route path="portal" element={<PortalScreen />} />
        <Route path="select" element={<MissionSelect />} />
        <Route path="mission-accomplished" element={<MissionAccomplished />} />
        <Route path="desktop" element={<Desktop />} />
        {SECTIONS.map((section) => (
          <Route key={section} path={`${section}/*`} element={<BranchRoute section={section} />} />
        ))}
        <Route path="accessible/*" element={<AccessibleRoute />} />
        <Route path="_debug" element={<DebugEntry />} />
        <Route path="404" element={<NotFound />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Route>
  );
}

/** As a navigation starts: the screens' chunk, and a branch's app and page when it leads to one. */
function preloadFor(destination: string | null): void {
  preloadScreens();
  const branch = destination === null ? undefined : branchLinkTarget(destination);
  if (branch) preloadBranch(branch.section, branch.address);
}

/** Both route trees: English at /..., French at /fr/... */
export function ShellRoutes() {
  usePreloadOnNavigation(preloadFor);
  return (
    <Routes>
      <Route path="/fr" element={<ShellLayout locale="fr" />}>
        {pages()}
      </Route>
      <Route path="/" element={<ShellLayout locale="en" />}>
        {pages()}
      </Route>
    </Routes>
  );
}
