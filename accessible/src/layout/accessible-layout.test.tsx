import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from '@mission/shared/routing';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { renderAccessible } from '../test-support/render-accessible';
import { AccessibleLayout } from './accessible-layout';
import { PageHeading, useAccessiblePageTitle } from './page-title';

const pageOf = (heading: HTMLElement) => heading.closest('.accessible-page');
const linkTo = (href: string) => {
  const link = document.querySelector<HTMLAnchorElement>(`.accessible-page a[href="${href}"]`);
  if (!link) throw new Error(`no link to ${href} on the page`);
  return link;
};

describe('AccessibleLayout: which page fades in', () => {
  it('paints the page the visitor arrives on at once, with no fade (docs/prerendered-pages.md)', async () => {
    await renderAccessible('/accessible/howto');
    const page = pageOf(await screen.findByRole('heading', { level: 1, name: 'How it works' }));
    expect(page).not.toBeNull();
    expect(page).not.toHaveClass('accessible-page--fade-in');
  });

  it('fades in every page reached by a navigation, the first one too when a link leads back to it', async () => {
    await renderAccessible('/accessible');
    await screen.findByRole('heading', { level: 1, name: 'Mission select' });
    await act(async () => linkTo('/accessible/howto').click());
    const howTo = pageOf(await screen.findByRole('heading', { level: 1, name: 'How it works' }));
    expect(howTo).toHaveClass('accessible-page--fade-in');
    await act(async () => linkTo('/accessible').click());
    const select = pageOf(await screen.findByRole('heading', { level: 1, name: 'Mission select' }));
    expect(select).toHaveClass('accessible-page--fade-in');
  });
});

describe('AccessibleLayout: focus after a navigation', () => {
  it('waits for a page whose heading comes late (its code or copy still loading), then focuses it', async () => {
    await initTestI18n('en');
    let showHeading: () => void = () => undefined;
    function LatePage() {
      const [ready, setReady] = useState(false);
      showHeading = () => setReady(true);
      return ready ? <LateHeading /> : <p>Loading</p>;
    }
    function LateHeading() {
      useAccessiblePageTitle('Late page');
      return <PageHeading>Late page</PageHeading>;
    }
    function Start() {
      useAccessiblePageTitle('Start');
      return (
        <>
          <PageHeading>Start</PageHeading>
          <Link to="/accessible/late">Go</Link>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/accessible']}>
        <Routes>
          <Route path="/accessible" element={<AccessibleLayout />}>
            <Route index element={<Start />} />
            <Route path="late" element={<LatePage />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    await act(async () => screen.getByRole('link', { name: 'Go' }).click());
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    act(() => showHeading());
    expect(screen.getByRole('heading', { level: 1, name: 'Late page' })).toHaveFocus();
  });
});
