import { createAnalytics } from './analytics';
import { trackExperienceVisibility, type VisibilitySource } from './experience-visibility';

function fakeDocument(initial: DocumentVisibilityState) {
  const listeners = new Set<() => void>();
  const source = {
    visibilityState: initial,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    source: source as unknown as VisibilitySource,
    set(state: DocumentVisibilityState) {
      source.visibilityState = state;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

function tracked() {
  const analytics = createAnalytics();
  const track = jest.fn();
  analytics.connect({
    client: { track, register: jest.fn(), setDebug: jest.fn(), setSessionRecording: jest.fn(), pause: jest.fn(), resume: jest.fn() },
    pageViews: false,
    deployBranch: 'qa',
  });
  return { analytics, calls: () => track.mock.calls };
}

describe('trackExperienceVisibility (docs/product-rules.md §4: start, pause, resume also on visibility change)', () => {
  it('Start at once on a visible page, Pause when hidden, Resume when back', () => {
    const doc = fakeDocument('visible');
    const { analytics, calls } = tracked();
    trackExperienceVisibility(analytics, doc.source);
    doc.set('hidden');
    doc.set('visible');
    doc.set('hidden');
    expect(calls()).toEqual([
      ['Experience Start', { state: 'start' }],
      ['Experience Pause', { state: 'pause' }],
      ['Experience Resume', { state: 'resume' }],
      ['Experience Pause', { state: 'pause' }],
    ]);
  });

  it('a page opened in the background starts when first shown, with no pause or resume before', () => {
    const doc = fakeDocument('hidden');
    const { analytics, calls } = tracked();
    trackExperienceVisibility(analytics, doc.source);
    expect(calls()).toEqual([]);
    doc.set('hidden');
    doc.set('visible');
    expect(calls()).toEqual([['Experience Start', { state: 'start' }]]);
  });

  it('repeated events of the same state count once', () => {
    const doc = fakeDocument('visible');
    const { analytics, calls } = tracked();
    trackExperienceVisibility(analytics, doc.source);
    doc.set('visible');
    doc.set('hidden');
    doc.set('hidden');
    expect(calls().map(([name]) => name)).toEqual(['Experience Start', 'Experience Pause']);
  });

  it('stops listening', () => {
    const doc = fakeDocument('visible');
    const { analytics } = tracked();
    const stop = trackExperienceVisibility(analytics, doc.source);
    stop();
    expect(doc.listeners.size).toBe(0);
  });
});
