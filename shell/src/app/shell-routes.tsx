import { Route, Routes } from 'react-router-dom';
import { AccessibleRoute } from '../layout/accessible-route';
import { ShellLayout } from '../layout/shell-layout';
import { BranchRoute } from '../remotes/branch-route';
import { DebugEntry } from '../screens/debug-entry';
import { Home } from '../screens/home';
import { MissionSelect } from '../screens/mission-select';
import { NotFound } from '../screens/not-found';

function pages() {
  return (
    <>
      <Route index element={<Home />} />
      <Route path="select" element={<MissionSelect />} />
      <Route path="army/*" element={<BranchRoute section="army" />} />
      <Route path="navy/*" element={<BranchRoute section="navy" />} />
      <Route path="air/*" element={<BranchRoute section="air" />} />
      <Route path="accessible/*" element={<AccessibleRoute />} />
      <Route path="_debug" element={<DebugEntry />} />
      <Route path="404" element={<NotFound />} />
      <Route path="*" element={<NotFound />} />
    </>
  );
}

/** Both route trees: English at /..., French at /fr/... */
export function ShellRoutes() {
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
