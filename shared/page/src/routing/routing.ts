/*
 * The page's one router, for every app. Module Federation shares this module instead of the
 * router package: a shared package is built whole (about 60 KB gzip of React Router, server
 * parts included), while this module names only what the apps use, so the one copy on the
 * page is tree-shaken to that. Import routing from "@mission/shared/routing" only (lint holds
 * it): a relative path or react-router itself would build a second copy, a second router
 * context that the shell's routes would not see.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavigationType,
  Outlet,
  Route,
  Routes,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
export type { HistoryRouterProps, NavigateFunction } from 'react-router';
