/** docs/product-rules.md §3 "App UI state": what the shell's chrome shows right now. Not persisted. */
export interface AppUiState {
  menuOpened: boolean;
  /** A trade's info overlay is open in the chapter (its trade is hotspotOverlaySlug). */
  showInfoContentOverlay: boolean;
  /** Where /how-to returns when it was opened from the menu; a same-site path or null. */
  urlAfterHowTo: string | null;
  /** The trade whose info overlay is open, null when none is. */
  hotspotOverlaySlug: string | null;
  /** The current chapter's trade hotspots (from chapter.entered), 0 outside a chapter. */
  totalHotspots: number;
  /** The current chapter's hotspots opened at least once, in order. */
  clickedHotspots: string[];
  isCompassVisible: boolean;
  isAudioEnabled: boolean;
  forceTouchControls: boolean;
  /** Which how-to card set to show (e.g. "immersive" or a chapter's), null for the default. */
  howToContent: string | null;
  interstitialPlaying: boolean;
}

export type AppUiAction =
  | { type: 'menu-set'; open: boolean }
  | { type: 'menu-toggled' }
  | { type: 'info-overlay-set'; open: boolean }
  | { type: 'url-after-how-to-set'; url: string | null }
  | { type: 'hotspot-opened'; slug: string }
  | { type: 'hotspot-closed' }
  | { type: 'hotspots-counted'; total: number }
  | { type: 'chapter-changed' }
  | { type: 'compass-visible-set'; visible: boolean }
  | { type: 'audio-enabled-set'; enabled: boolean }
  | { type: 'force-touch-controls-set'; force: boolean }
  | { type: 'how-to-content-set'; content: string | null }
  | { type: 'interstitial-playing-set'; playing: boolean };

export function initialAppUiState(): AppUiState {
  return {
    menuOpened: false,
    showInfoContentOverlay: false,
    urlAfterHowTo: null,
    hotspotOverlaySlug: null,
    totalHotspots: 0,
    clickedHotspots: [],
    isCompassVisible: true,
    isAudioEnabled: true,
    forceTouchControls: false,
    howToContent: null,
    interstitialPlaying: false,
  };
}

/** A return path must stay on this site: "/x" but never "//host" or "/\host". */
export function isSameSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

function set<K extends keyof AppUiState>(state: AppUiState, key: K, value: AppUiState[K]): AppUiState {
  return state[key] === value ? state : { ...state, [key]: value };
}

export function appUiReducer(state: AppUiState, action: AppUiAction): AppUiState {
  switch (action.type) {
    case 'menu-set':
      return set(state, 'menuOpened', action.open);
    case 'menu-toggled':
      return set(state, 'menuOpened', !state.menuOpened);
    case 'info-overlay-set':
      return set(state, 'showInfoContentOverlay', action.open);
    case 'url-after-how-to-set':
      if (action.url !== null && !isSameSitePath(action.url)) return state;
      return set(state, 'urlAfterHowTo', action.url);
    case 'hotspot-opened': {
      const clickedHotspots = state.clickedHotspots.includes(action.slug) ? state.clickedHotspots : [...state.clickedHotspots, action.slug];
      return { ...state, showInfoContentOverlay: true, hotspotOverlaySlug: action.slug, clickedHotspots };
    }
    case 'hotspot-closed':
      if (!state.showInfoContentOverlay && state.hotspotOverlaySlug === null) return state;
      return { ...state, showInfoContentOverlay: false, hotspotOverlaySlug: null };
    case 'hotspots-counted':
      return Number.isInteger(action.total) && action.total >= 0 ? set(state, 'totalHotspots', action.total) : state;
    case 'chapter-changed':
      // Hotspots are counted per chapter: a new chapter starts with none found.
      return { ...state, showInfoContentOverlay: false, hotspotOverlaySlug: null, clickedHotspots: [], totalHotspots: 0 };
    case 'compass-visible-set':
      return set(state, 'isCompassVisible', action.visible);
    case 'audio-enabled-set':
      return set(state, 'isAudioEnabled', action.enabled);
    case 'force-touch-controls-set':
      return set(state, 'forceTouchControls', action.force);
    case 'how-to-content-set':
      return set(state, 'howToContent', action.content);
    case 'interstitial-playing-set':
      return set(state, 'interstitialPlaying', action.playing);
  }
}
