import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from '@mission/shared/routing';
import { missionBus } from '@mission/shared';
import { ErrorPage } from '../error-page/error-page';

interface BoundaryProps {
  children: ReactNode;
  /** What to show instead of a page that crashed. */
  fallback: ReactNode;
}

/** Catches a render crash below it and shows the fallback instead of a white screen. */
export class ScreenErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] a screen crashed:', error, info.componentStack);
    // The bus refuses an empty message, and what was thrown need not be an Error with one.
    const message = (error instanceof Error ? error.message : String(error)).trim() || 'no message';
    missionBus.emit({ type: 'error.encountered', errorType: 'render', message });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Route layout: every page under it is caught by a boundary that shows the 500 error page.
 * Keyed on the path, so moving to another page (Return to the experience) starts afresh.
 * A page whose chunk is still loading shows nothing (the main area is fading in meanwhile);
 * being keyed too, the boundary is new for each page, so the old page never lingers.
 */
export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary
      key={pathname}
      fallback={
        // The error page waits for its namespace like any page.
        <Suspense fallback={null}>
          <ErrorPage kind="generic" />
        </Suspense>
      }
    >
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
