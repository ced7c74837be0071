import { BehaviorSubject, type Observable } from 'rxjs';
import type { EventBus } from '@mission/shared';
import { appUiReducer, initialAppUiState, type AppUiAction, type AppUiState } from './app-ui-state';

/**
 * The shell's UI state. Three values are shared with remotes through the bus (audio on,
 * forced touch controls, compass): for those the bus is the single source of truth, this
 * store mirrors it and writes to it. The rest follows the remotes' events.
 */
export class AppUiStore {
  private readonly subject = new BehaviorSubject<AppUiState>(initialAppUiState());

  constructor(private readonly bus: EventBus) {}

  get state(): AppUiState {
    return this.subject.getValue();
  }

  get state$(): Observable<AppUiState> {
    return this.subject.asObservable();
  }

  dispatch(action: AppUiAction): void {
    switch (action.type) {
      case 'audio-enabled-set':
        this.bus.setState('audioEnabled', action.enabled);
        return;
      case 'force-touch-controls-set':
        this.bus.setState('forceTouchControls', action.force);
        return;
      case 'compass-visible-set':
        this.bus.setState('compassVisible', action.visible);
        return;
      default:
        this.apply(action);
    }
  }

  private apply(action: AppUiAction): void {
    const before = this.subject.getValue();
    const after = appUiReducer(before, action);
    if (after !== before) this.subject.next(after);
  }

  connectBus(): () => void {
    const stops = [
      this.bus.watch('audioEnabled', (enabled) => this.apply({ type: 'audio-enabled-set', enabled })),
      this.bus.watch('forceTouchControls', (force) => this.apply({ type: 'force-touch-controls-set', force })),
      this.bus.watch('compassVisible', (visible) => this.apply({ type: 'compass-visible-set', visible })),
      this.bus.on('interstitial.started', () => this.apply({ type: 'interstitial-playing-set', playing: true })),
      this.bus.on('interstitial.ended', () => this.apply({ type: 'interstitial-playing-set', playing: false })),
      // Remotes cannot write shell state (docs/decisions.md §11): the hotspot fields follow their events.
      this.bus.on('hotspot.interaction', ({ hotspotId }) => this.apply({ type: 'hotspot-opened', slug: hotspotId })),
      this.bus.on('hotspot.closed', () => this.apply({ type: 'hotspot-closed' })),
      this.bus.on('chapter.entered', ({ hotspotTotal }) => {
        this.apply({ type: 'chapter-changed' });
        if (hotspotTotal !== undefined) this.apply({ type: 'hotspots-counted', total: hotspotTotal });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }
}
