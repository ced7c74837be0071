/*
 * The page's one react-i18next, for every app. Module Federation shares this module instead
 * of the package: a shared package is built whole (10 KB gzip, its <Trans> parser and HOCs
 * included), while this module names only what the apps use, so the one copy on the page is
 * tree-shaken to that. It must stay one copy: initReactI18next hands the page's i18next to
 * the useTranslation of the same copy. Import it from "@mission/shared/translation" only
 * (lint holds it).
 */
export { initReactI18next, useTranslation } from 'react-i18next';
