import type { MissionBus } from '@mission/shared';
import { nextGesture } from './page-gesture';
import { pageHasShellSounds } from './page-has-shell-sounds';
import { attachShellAudio, shellAudio } from './shell-audio';

export interface ShellAudioOptions {
  view?: Window;
  /** Fetches the audio's code (shell-audio.ts); tests give their own. */
  importSession?: Parameters<typeof attachShellAudio>[2];
}

/**
 * Starts the shell's audio: its code (shell-audio-session.ts) arrives when a page first
 * needs a sound, and then binds the manager's mute to the bus state `audioEnabled` and its
 * pauses to the page lifecycle. The shell's sets load at the visitor's first gesture on the
 * first screen, and only if that screen can play them (a later page that can loads them on
 * its route change). Browsers let Web Audio start only after a gesture, so creating it earlier
 * would only cost the first screen a long task (its AudioContext, about 50 ms on a slow
 * phone: npm run bench's Lighthouse row for /select) for a context that cannot play yet, and
 * the first screens' JavaScript its bytes (docs/decisions.md, "What / loads before
 * interaction"). The gesture's own sound is not lost: a sound asked for while its set loads
 * plays once it is ready (AudioManager.play). A tap on a link waits for the next gesture: it
 * leaves the page, whose route change loads what the next page plays, and loading here too
 * would only fetch the sounds twice while the next page's code is on its way. Returns the
 * function that stops all of it.
 */
export function startShellAudio(bus: MissionBus, { view = window, importSession }: ShellAudioOptions = {}): () => void {
  const detach = attachShellAudio(bus, view, importSession);
  const playsHere = () => pageHasShellSounds(view.location.pathname);
  const gesture = nextGesture(view);
  void gesture.gestured.then(() => {
    if (!playsHere()) return;
    // Checked again on arrival: a route change meanwhile loads what its own page plays.
    void shellAudio().then((audio) => (audio && playsHere() ? audio.loadShellSounds() : undefined));
  });
  return () => {
    gesture.cancel();
    detach();
  };
}
