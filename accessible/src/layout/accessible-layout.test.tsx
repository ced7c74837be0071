import { act, screen } from '@testing-library/react';
import { renderAccessible } from '../test-support/render-accessible';

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
