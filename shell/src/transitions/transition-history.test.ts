import { createBrowserHistory } from '@mission/shared/routing';
import { FADE_IN_MS, FADE_OUT_MS, PageTransition } from './page-transition';
import { createTransitionHistory } from './transition-history';

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/start');
});
afterEach(() => jest.useRealTimers());

function setup(reducedMotion = false) {
  const transition = new PageTransition({ reducedMotion: () => reducedMotion });
  const history = createTransitionHistory(createBrowserHistory({ window, v5Compat: true }), transition);
  const seen: string[] = [];
  const stop = history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  return { history, transition, seen, stop };
}

function popTo(path: string) {
  window.history.replaceState({ usr: null, key: 'k', idx: 0 }, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

describe('the transition history', () => {
  it('tells the router of a push only after the fade out, and ignores a second push meanwhile', () => {
    const { history, seen, stop } = setup();
    history.push('/select');
    history.push('/army/fire');
    expect(seen).toEqual([]);
    expect(window.location.pathname).toBe('/start');
    jest.advanceTimersByTime(FADE_OUT_MS + FADE_IN_MS);
    expect(seen).toEqual(['PUSH /select']);
    expect(window.location.pathname).toBe('/select');
    stop();
  });

  it('sends the back button through the same fade', () => {
    const { seen, transition, stop } = setup();
    popTo('/previous');
    expect(transition.phase).toBe('out');
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(FADE_OUT_MS);
    expect(seen).toEqual(['POP /previous']);
    stop();
  });

  it('delivers a back press made during a fade out once the new page is in, so address and page agree', () => {
    const { history, seen, stop } = setup();
    history.push('/select');
    popTo('/elsewhere');
    jest.advanceTimersByTime(FADE_OUT_MS + FADE_IN_MS);
    expect(seen[0]).toBe('PUSH /select');
    jest.advanceTimersByTime(FADE_OUT_MS);
    expect(seen[1]).toBe(`POP ${window.location.pathname}`);
    stop();
  });

  it('lets a replace (a redirect) through at once, even during a fade', () => {
    const { history, seen, stop } = setup();
    history.push('/select');
    history.replace('/fr');
    expect(seen).toEqual(['REPLACE /fr']);
    stop();
  });

  it('drops a redirect of the page being left while a back press waits, so the entry it went back to stays', () => {
    const { history, seen, stop } = setup();
    history.push('/experience');
    jest.advanceTimersByTime(FADE_OUT_MS);
    popTo('/');
    // The page fading in still redirects, not knowing the visitor has gone back.
    history.replace('/intro');
    expect(window.location.pathname).toBe('/');
    jest.advanceTimersByTime(FADE_IN_MS + FADE_OUT_MS);
    expect(seen).toEqual(['PUSH /experience', 'POP /']);
    stop();
  });

  it('changes the page at once with reduced motion', () => {
    const { history, seen, stop } = setup(true);
    history.push('/select');
    history.push('/army/fire');
    expect(seen).toEqual(['PUSH /select', 'PUSH /army/fire']);
    stop();
  });

  it('stops listening to the browser when the router stops listening', () => {
    const { seen, stop } = setup();
    stop();
    popTo('/after');
    jest.advanceTimersByTime(FADE_OUT_MS + FADE_IN_MS);
    expect(seen).toEqual([]);
  });

  it('tells the transition where a push leads, as it starts, without its query or hash', () => {
    const { history, transition, stop } = setup();
    history.push('/fr/army/fire?from=select#top');
    expect(transition.destination).toBe('/fr/army/fire');
    stop();
  });

  it('tells the transition where the back button leads', () => {
    const { transition, stop } = setup();
    popTo('/navy/distress');
    expect(transition.destination).toBe('/navy/distress');
    stop();
  });
});
