import { bindPageLifecycleAudio } from './page-lifecycle-audio';

function fakeManager() {
  return { pauseForBackground: jest.fn(), resumeFromBackground: jest.fn(), resumeAudioContext: jest.fn() };
}

let visibility: DocumentVisibilityState = 'visible';

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterAll(() => {
  delete (document as { visibilityState?: unknown }).visibilityState;
});

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('bindPageLifecycleAudio (docs/product-rules.md §4: pause on tab hide or blur, resume on focus)', () => {
  let unbind: () => void = () => {};

  beforeEach(() => {
    visibility = 'visible';
  });

  afterEach(() => unbind());

  it('pauses when the tab is hidden and resumes when it is shown', () => {
    const manager = fakeManager();
    unbind = bindPageLifecycleAudio(manager);
    setVisibility('hidden');
    expect(manager.pauseForBackground).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(manager.resumeFromBackground).toHaveBeenCalledTimes(1);
  });

  it('pauses on window blur and resumes on focus', () => {
    const manager = fakeManager();
    unbind = bindPageLifecycleAudio(manager);
    window.dispatchEvent(new Event('blur'));
    expect(manager.pauseForBackground).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    expect(manager.resumeFromBackground).toHaveBeenCalledTimes(1);
  });

  it('does not resume on focus while the tab is still hidden', () => {
    const manager = fakeManager();
    unbind = bindPageLifecycleAudio(manager);
    setVisibility('hidden');
    window.dispatchEvent(new Event('focus'));
    expect(manager.resumeFromBackground).not.toHaveBeenCalled();
  });

  it('pauses on pagehide and resumes on pageshow (back-forward cache)', () => {
    const manager = fakeManager();
    unbind = bindPageLifecycleAudio(manager);
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    expect(manager.pauseForBackground).toHaveBeenCalledTimes(1);
    expect(manager.resumeFromBackground).toHaveBeenCalledTimes(1);
  });

  it('wakes the audio context on a touch or click (iOS resumes only inside a gesture)', () => {
    const manager = fakeManager();
    unbind = bindPageLifecycleAudio(manager);
    document.body.dispatchEvent(new Event('touchend', { bubbles: true }));
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(manager.resumeAudioContext).toHaveBeenCalledTimes(2);
  });

  it('starts paused in a tab that opened hidden', () => {
    visibility = 'hidden';
    const manager = fakeManager();
    unbind = bindPageLifecycleAudio(manager);
    expect(manager.pauseForBackground).toHaveBeenCalledTimes(1);
  });

  it('listens to nothing once unbound', () => {
    const manager = fakeManager();
    bindPageLifecycleAudio(manager)();
    setVisibility('hidden');
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('pageshow'));
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(manager.pauseForBackground).not.toHaveBeenCalled();
    expect(manager.resumeFromBackground).not.toHaveBeenCalled();
    expect(manager.resumeAudioContext).not.toHaveBeenCalled();
  });
});
