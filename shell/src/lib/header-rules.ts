import { CHAPTERS_BY_SECTION, DEBRIEF_SLUG, SECTIONS, findAccessibleMission, type Locale } from '@mission/content';

/** What the header is asked about one page (docs/product-rules.md §2 "Global header"). */
export interface HeaderInput {
  /** The path as English routes name it (locale prefix stripped): "/", "/<branch>/<chapter>", "/accessible/<slug>". */
  path: string;
  locale: Locale;
  menuOpen: boolean;
  interstitialPlaying: boolean;
  /** A page asked for the menu toggle to be disabled (accessible pages can). */
  menuToggleDisabledByPage: boolean;
}

/** What the header shows. */
export interface HeaderControls {
  /** false while an interstitial plays: the whole header is hidden and not clickable. */
  visible: boolean;
  logo: true;
  menuToggle: 'hidden' | 'enabled' | 'disabled';
  audioToggle: boolean;
  /** The language control; on /desktop it stands instead of the buttons. */
  languageControl: boolean;
  /**
   * In a 3D chapter the header collapses to a slim bar (docs/game-design.md "Composition and
   * guidance"): SLIM_HEADER_HEIGHT_PX high, less padding and background; the logo and the
   * buttons keep their sizes (HEADER_LOGO_HEIGHT_PX, HEADER_BUTTON_PX).
   */
  slim: boolean;
}

/** docs/product-rules.md §2: the logo is 24 px high and every header button 56 by 44 px, slim or not. */
export const HEADER_LOGO_HEIGHT_PX = 24;
export const HEADER_BUTTON_PX = { width: 56, height: 44 } as const;
/** The slim bar over a chapter: the 44 px buttons and 2 px above and below. */
export const SLIM_HEADER_HEIGHT_PX = 48;

/** The nine 3D chapters' routes (English route names; the debrief is a page, not a chapter). */
const CHAPTER_PATHS: ReadonlySet<string> = new Set(
  SECTIONS.flatMap((section) => CHAPTERS_BY_SECTION[section].map((slug) => `/${section}/${slug}`)),
);

/** A 3D chapter's route ("/<branch>/<chapter>"), as English routes name it. */
export function isChapterPath(path: string): boolean {
  return CHAPTER_PATHS.has(normalise(path));
}

/** Immersive pages where the menu toggle is hidden (docs/product-rules.md §2). */
export const MENU_HIDDEN_PATHS: readonly string[] = ['/', '/experience', '/portal', '/intro', '/how-to', '/permission'];
/** Pages without the audio toggle, accessible pages aside (docs/product-rules.md §2). */
export const AUDIO_HIDDEN_PATHS: readonly string[] = ['/', '/experience'];
/** Accessible pages where the menu toggle is hidden (docs/product-rules.md §2). */
export const ACCESSIBLE_MENU_HIDDEN_PATHS: readonly string[] = ['/accessible', '/accessible/howto'];
export const DESKTOP_PATH = '/desktop';

/**
 * Every immersive page the shell routes; anything else is the not-found page. The branch
 * routes are each chapter and the debrief. Add a new screen's path here when it is routed.
 */
const KNOWN_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/experience',
  '/portal',
  '/intro',
  '/how-to',
  '/permission',
  '/desktop',
  '/select',
  // Mission Accomplished is routed at /mission-accomplished only (shell-routes.tsx).
  '/mission-accomplished',
  '/_debug',
  ...SECTIONS.flatMap((section) => [
    `/${section}`,
    ...[...CHAPTERS_BY_SECTION[section], DEBRIEF_SLUG].map((slug) => `/${section}/${slug}`),
  ]),
]);

function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '/';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
}

export function isAccessiblePath(path: string): boolean {
  const clean = normalise(path);
  return clean === '/accessible' || clean.startsWith('/accessible/');
}

/**
 * The accessible dynamic page: /accessible/:id with an id that is no mission of this
 * language (the accessible not-found page or a redirect from another language's slug).
 */
export function isAccessibleDynamicPath(path: string, locale: Locale): boolean {
  const clean = normalise(path);
  if (!isAccessiblePath(clean) || ACCESSIBLE_MENU_HIDDEN_PATHS.includes(clean)) return false;
  const id = clean.slice('/accessible/'.length);
  return id.includes('/') || findAccessibleMission(locale, id) === undefined;
}

/** The not-found page: /404 or a path no immersive route knows. */
export function isNotFoundPath(path: string): boolean {
  const clean = normalise(path);
  if (isAccessiblePath(clean)) return false;
  return clean === '/404' || !KNOWN_PATHS.has(clean);
}

/** The header's controls for one page, rule for rule. */
export function headerControls(input: HeaderInput): HeaderControls {
  const path = normalise(input.path);
  const visible = !input.interstitialPlaying;
  const toggle = (hidden: boolean): HeaderControls['menuToggle'] => {
    if (hidden) return 'hidden';
    return input.menuToggleDisabledByPage ? 'disabled' : 'enabled';
  };

  if (path === DESKTOP_PATH) {
    return { visible, logo: true, menuToggle: 'hidden', audioToggle: false, languageControl: true, slim: false };
  }

  if (isAccessiblePath(path)) {
    const hidden = ACCESSIBLE_MENU_HIDDEN_PATHS.includes(path) || (isAccessibleDynamicPath(path, input.locale) && !input.menuOpen);
    return { visible, logo: true, menuToggle: toggle(hidden), audioToggle: false, languageControl: true, slim: false };
  }

  const menuHidden = MENU_HIDDEN_PATHS.includes(path) || (isNotFoundPath(path) && !input.menuOpen);
  return {
    visible,
    logo: true,
    // Only accessible pages ask for a disabled toggle (docs/product-rules.md §2); immersive pages never do.
    menuToggle: menuHidden ? 'hidden' : 'enabled',
    audioToggle: !AUDIO_HIDDEN_PATHS.includes(path),
    languageControl: true,
    slim: isChapterPath(path),
  };
}
