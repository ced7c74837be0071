import type { Observable } from 'rxjs';
import type { EventBus } from '@mission/shared';
import { watchUserIdle } from './idle/user-idle';
import { PersistentStore } from './persistent/persistent-store';
import { ProgressStore } from './progress/progress-store';
import { browserLocalStorage, type KeyValueStorage } from './storage/safe-storage';
import { AppUiStore } from './ui/app-ui-store';

export interface ShellServices {
  progress: ProgressStore;
  persistent: PersistentStore;
  ui: AppUiStore;
  userIdle$: Observable<boolean>;
  stop: () => void;
}

export interface ShellServiceOptions {
  bus: EventBus;
  localStorage?: KeyValueStorage;
  activityTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** The shell's state services, connected to the bus: the one place they are created. */
export function startShellServices({ bus, localStorage = browserLocalStorage(), activityTarget = window }: ShellServiceOptions): ShellServices {
  const progress = new ProgressStore(localStorage, bus);
  const persistent = new PersistentStore(localStorage, bus);
  const ui = new AppUiStore(bus);
  const userIdle$ = watchUserIdle(activityTarget);
  const idleSubscription = userIdle$.subscribe((idle) => progress.dispatch({ type: 'user-idle', idle }));
  const disconnects = [progress.connectBus(), persistent.connectBus(), ui.connectBus()];
  return {
    progress,
    persistent,
    ui,
    userIdle$,
    stop: () => {
      idleSubscription.unsubscribe();
      disconnects.forEach((disconnect) => disconnect());
    },
  };
}
