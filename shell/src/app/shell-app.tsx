import { StrictMode, type ComponentType, type ReactNode } from 'react';
import type { BuildInfo } from '../services/build-info/fetch-build-info';
import { DeferredBuildBadge } from '../badge/deferred-build-badge';
import { RemoteRegistryProvider } from '../remotes/remote-registry-context';
import type { RemoteRegistry } from '../remotes/remote-registry';
import type { ShellServices } from '../services/shell-services';
import { ShellServicesProvider } from '../services/shell-services-context';
import { ShellRoutes } from './shell-routes';

/**
 * The shell's whole tree, once: the browser renders it (bootstrap.tsx) inside the
 * transition router, the build renders it (prerender/render-page.tsx) inside a memory
 * router at one path. One tree keeps both renders' markup, and React's ids, the same.
 */
export function ShellApp({
  services,
  router: Router,
  shellBuildInfo,
  loadRegistry,
}: {
  services: ShellServices;
  router: ComponentType<{ children: ReactNode }>;
  shellBuildInfo: Promise<BuildInfo | null>;
  loadRegistry?: () => Promise<RemoteRegistry>;
}) {
  return (
    <StrictMode>
      <ShellServicesProvider services={services}>
        <Router>
          <RemoteRegistryProvider {...(loadRegistry ? { load: loadRegistry } : {})}>
            <ShellRoutes />
            <DeferredBuildBadge shellBuildInfo={shellBuildInfo} />
          </RemoteRegistryProvider>
        </Router>
      </ShellServicesProvider>
    </StrictMode>
  );
}
