import { appUiReducer, initialAppUiState, isSameSitePath } from './app-ui-state';

describe('initialAppUiState (docs/product-rules.md §3 defaults)', () => {
  it('shows the compass and plays audio by default, everything else off', () => {
    expect(initialAppUiState()).toMatchObject({
      isCompassVisible: true,
      isAudioEnabled: true,
      menuOpened: false,
      forceTouchControls: false,
      interstitialPlaying: false,
      clickedHotspots: [],
    });
  });
});

describe('appUiReducer', () => {
  it('toggles the menu', () => {
    const open = appUiReducer(initialAppUiState(), { type: 'menu-toggled' });
    expect(open.menuOpened).toBe(true);
    expect(appUiReducer(open, { type: 'menu-toggled' }).menuOpened).toBe(false);
  });

  it('records a hotspot once and opens its overlay', () => {
    let state = appUiReducer(initialAppUiState(), { type: 'hotspot-opened', slug: 'firefighter' });
    state = appUiReducer(state, { type: 'hotspot-closed' });
    state = appUiReducer(state, { type: 'hotspot-opened', slug: 'firefighter' });
    expect(state.clickedHotspots).toEqual(['firefighter']);
    expect(state.hotspotOverlaySlug).toBe('firefighter');
  });

  it('a hotspot opened shows its overlay; closing it hides the overlay and forgets the slug, keeping it found', () => {
    let state = appUiReducer(initialAppUiState(), { type: 'hotspot-opened', slug: 'pilot' });
    expect([state.showInfoContentOverlay, state.hotspotOverlaySlug]).toEqual([true, 'pilot']);
    state = appUiReducer(state, { type: 'hotspot-closed' });
    expect([state.showInfoContentOverlay, state.hotspotOverlaySlug, state.clickedHotspots]).toEqual([false, null, ['pilot']]);
    expect(appUiReducer(state, { type: 'hotspot-closed' })).toBe(state);
  });

  it('starts every chapter with no hotspot found', () => {
    let state = appUiReducer(initialAppUiState(), { type: 'hotspots-counted', total: 3 });
    state = appUiReducer(state, { type: 'hotspot-opened', slug: 'medic' });
    state = appUiReducer(state, { type: 'chapter-changed' });
    expect([state.clickedHotspots, state.totalHotspots, state.hotspotOverlaySlug]).toEqual([[], 0, null]);
  });

  it('refuses a negative or fractional hotspot total', () => {
    const start = initialAppUiState();
    expect(appUiReducer(start, { type: 'hotspots-counted', total: -1 })).toBe(start);
    expect(appUiReducer(start, { type: 'hotspots-counted', total: 2.5 })).toBe(start);
  });

  it('keeps only same-site return paths after how-to', () => {
    const start = initialAppUiState();
    expect(appUiReducer(start, { type: 'url-after-how-to-set', url: '/fr/army/fire' }).urlAfterHowTo).toBe('/fr/army/fire');
    expect(appUiReducer(start, { type: 'url-after-how-to-set', url: '//evil.example' })).toBe(start);
    expect(appUiReducer(start, { type: 'url-after-how-to-set', url: 'javascript:alert(1)' })).toBe(start);
  });

  it.each([
    ['/select', true],
    ['/', true],
    ['//host', false],
    ['/\\host', false],
    ['https://example.org/', false],
  ])('isSameSitePath(%p) is %p', (url, expected) => {
    expect(isSameSitePath(url)).toBe(expected);
  });
});
