import { Route, Routes } from '@mission/shared/routing';
import { ACCESSIBLE_MISSIONS } from '@mission/content';
import { missionBus, type MissionBus } from '@mission/shared';
import { AccessibleBusProvider, useAccessibleLocale } from './accessible-context';
import { AccessibleLayout } from './layout/accessible-layout';
import { MenuToggleRequestProvider, type MenuToggleRequest } from './menu/menu-toggle-request';
import { AccessibleNotFound } from './pages/accessible-not-found';
import { ACCESSIBLE_ACCOMPLISHED_SLUG, AccomplishedPage } from './pages/accomplished-page';
import { HowToPage } from './pages/howto-page';
import { MissionById } from './pages/mission-by-id';
import { MissionPage } from './pages/mission-page';
import { MissionSelectPage } from './pages/mission-select-page';

/**
 * The non-immersive version: plain pages, no 3D, no remote. Mounted by the shell at
 * /accessible/* and /fr/accessible/*. Each mission has its route under this language's
 * slug; any other id goes to the dynamic route. The menu is the shell's (its header holds
 * the toggle); a page can ask for the toggle to be disabled (menu/menu-toggle-request.tsx).
 */
export function AccessibleApp({ bus = missionBus, onMenuToggleRequest }: { bus?: MissionBus; onMenuToggleRequest?: MenuToggleRequest }) {
  const locale = useAccessibleLocale();
  return (
    <AccessibleBusProvider bus={bus}>
      <MenuToggleRequestProvider onRequest={onMenuToggleRequest}>
        <Routes>
          <Route element={<AccessibleLayout />}>
            <Route index element={<MissionSelectPage />} />
            <Route path="howto" element={<HowToPage />} />
            <Route path={ACCESSIBLE_ACCOMPLISHED_SLUG} element={<AccomplishedPage />} />
            {ACCESSIBLE_MISSIONS.map((mission) => (
              <Route key={mission.en} path={mission[locale]} element={<MissionPage mission={mission} />} />
            ))}
            <Route path=":id" element={<MissionById />} />
            <Route path="*" element={<AccessibleNotFound />} />
          </Route>
        </Routes>
      </MenuToggleRequestProvider>
    </AccessibleBusProvider>
  );
}
