import { stripLocale } from '@mission/content';

/**
 * Where a session may be recorded: a pure rule, no side effect.
 *
 * docs/decisions.md §4: the first screens (/, /select) and every
 * accessible page, in either language, load no session recorder. It is weight these pages
 * must not carry, so it is never loaded, not merely left idle. Everywhere else (the
 * chapters, the debriefs) a deployment that turned session recording on may record.
 */
const FIRST_SCREENS: readonly string[] = ['/', '/select'];
const ACCESSIBLE = '/accessible';

export function isRecordablePath(pathname: string): boolean {
  // "/select/" is the same page as "/select"; "/fr/" the same as "/fr".
  const path = stripLocale(pathname.replace(/\/+$/, '') || '/');
  if (FIRST_SCREENS.includes(path)) return false;
  return path !== ACCESSIBLE && !path.startsWith(`${ACCESSIBLE}/`);
}
