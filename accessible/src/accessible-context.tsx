import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from '@mission/shared/routing';
import { localeFromPath, type Locale } from '@mission/content';
import { missionBus, type MissionBus } from '@mission/shared';

const AccessibleBusContext = createContext<MissionBus>(missionBus);

/** The bus the accessible pages talk to: the page's one bus, or a test's own. */
export function AccessibleBusProvider({ bus, children }: { bus: MissionBus; children: ReactNode }) {
  return <AccessibleBusContext.Provider value={bus}>{children}</AccessibleBusContext.Provider>;
}

export function useAccessibleBus(): MissionBus {
  return useContext(AccessibleBusContext);
}

/**
 * The locale of the page, read from the address. The routes depend on it (French slugs live
 * under /fr), so it must be right on the very first render, before the shell's layout has
 * published the new locale on the bus.
 */
export function useAccessibleLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
