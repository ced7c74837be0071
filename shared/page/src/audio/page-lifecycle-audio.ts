import type { AudioManager } from './audio-manager';

export type LifecycleAudio = Pick<AudioManager, 'pauseForBackground' | 'resumeFromBackground' | 'resumeAudioContext'>;

/**
 * docs/product-rules.md §4: sounds pause when the tab is hidden or the window blurs, and loops resume on
 * return. Also pagehide/pageshow (a page frozen in the back-forward cache), and a touch
 * or click wakes an audio context iOS interrupted (it only resumes inside a gesture).
 * Returns the function that unbinds it all.
 */
export function bindPageLifecycleAudio(manager: LifecycleAudio, view: Window = window): () => void {
  const { document } = view;
  const visible = () => document.visibilityState !== 'hidden';

  const onVisibility = () => (visible() ? manager.resumeFromBackground() : manager.pauseForBackground());
  const onBlur = () => manager.pauseForBackground();
  const onReturn = () => {
    if (visible()) manager.resumeFromBackground();
  };
  const onGesture = () => manager.resumeAudioContext();

  const gesture = { capture: true, passive: true } as const;
  document.addEventListener('visibilitychange', onVisibility);
  view.addEventListener('blur', onBlur);
  view.addEventListener('focus', onReturn);
  view.addEventListener('pagehide', onBlur);
  view.addEventListener('pageshow', onReturn);
  document.addEventListener('touchend', onGesture, gesture);
  document.addEventListener('click', onGesture, gesture);

  // A page opened in a background tab starts hidden: nothing should start playing yet.
  if (!visible()) manager.pauseForBackground();

  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    view.removeEventListener('blur', onBlur);
    view.removeEventListener('focus', onReturn);
    view.removeEventListener('pagehide', onBlur);
    view.removeEventListener('pageshow', onReturn);
    document.removeEventListener('touchend', onGesture, gesture);
    document.removeEventListener('click', onGesture, gesture);
  };
}
