import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from '@mission/shared/routing';
import type { RouteTracker } from './route-analytics';
import { useRouteAnalytics } from './use-route-analytics';

describe('useRouteAnalytics', () => {
  it('reports the route on mount and on each navigation', () => {
    const tracker: RouteTracker & { visit: jest.Mock } = { visit: jest.fn() };
    let navigate: NavigateFunction = () => undefined;
    function Layout() {
      useRouteAnalytics(tracker);
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/select?from=poster']}>
        <Layout />
      </MemoryRouter>,
    );
    act(() => {
      void navigate('/fr/select');
    });
    expect(tracker.visit.mock.calls).toEqual([[{ pathname: '/select', search: '?from=poster' }], [{ pathname: '/fr/select', search: '' }]]);
  });
});
