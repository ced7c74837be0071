import { Route, Routes } from 'react-router-dom';
import { AccessibleMissionSelect } from './accessible-mission-select';
import { AccessibleMissionPage } from './accessible-mission-page';

/** The non-immersive version: plain pages, no 3D, no remote. Mounted by the shell at /accessible/*. */
export function AccessibleApp() {
  return (
    <Routes>
      <Route index element={<AccessibleMissionSelect />} />
      <Route path=":slug" element={<AccessibleMissionPage />} />
    </Routes>
  );
}
