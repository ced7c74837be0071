import { localeFromPath, stripLocale } from '@mission/content';
import { headerControls } from '../../lib/header-rules';

/**
 * Whether a page can play the shell's own sounds: the sound toggle's tap and the immersive
 * menu's blip only exist where the header shows the sound toggle. Elsewhere (/, /experience,
 * /desktop, the accessible version) nothing plays, so howler and the files are not loaded there.
 */
export function pageHasShellSounds(pathname: string): boolean {
  const locale = localeFromPath(pathname);
  return headerControls({
    path: stripLocale(pathname),
    locale,
    menuOpen: false,
    interstitialPlaying: false,
    menuToggleDisabledByPage: false,
  }).audioToggle;
}
