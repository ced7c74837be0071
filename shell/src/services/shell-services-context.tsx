import { createContext, useContext, type ReactNode } from 'react';
import type { ShellServices } from './shell-services';

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>;
}

/** The shell's stores, for its screens, header and menu. */
export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices() needs a <ShellServicesProvider> above it');
  return services;
}
