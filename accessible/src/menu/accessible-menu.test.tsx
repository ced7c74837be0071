import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Locale, NavigationMenu } from '@mission/content';
import { initMissionI18n, type SectionProgress } from '@mission/shared';
import { AccessibleMenu } from './accessible-menu';

afterAll(async () => {
  await i18next.changeLanguage('en-US');
});

const EMPTY: SectionProgress = { army: {}, navy: {}, air: {} };

async function setup(options: { locale?: Locale; pathname?: string; sectionProgress?: SectionProgress; navigation?: NavigationMenu } = {}) {
  const { locale = 'en', pathname = '/accessible/fire', sectionProgress = EMPTY, navigation } = options;
  await initMissionI18n(locale);
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <p>
        <a href="#before">Before the menu</a>
      </p>
      <AccessibleMenu locale={locale} pathname={pathname} sectionProgress={sectionProgress} navigation={navigation} />
      <p>
        <a href="#after">After the menu</a>
      </p>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), toggle: screen.getByRole('button', { name: 'Menu' }) };
}

describe('AccessibleMenu', () => {
  it('is a closed toggle until pressed', async () => {
    const { toggle } = await setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a plain list, focuses its first button, and closes with Escape, giving focus back', async () => {
    const { user, toggle } = await setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getAllByRole('button')[0]).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Close the menu' })).toHaveFocus();
    // Spec 2: no background video, no text animation in accessible mode.
    expect(dialog.querySelectorAll('video, canvas')).toHaveLength(0);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its Close button too, focus back on the toggle', async () => {
    const { user, toggle } = await setup();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close the menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('keeps Tab inside while open, both ways', async () => {
    const { user, toggle } = await setup();
    await user.click(toggle);
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close the menu' });
    const links = within(dialog).getAllByRole('link');
    const last = links[links.length - 1]!;

    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    for (let step = 0; step < links.length; step += 1) await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('lists the sections, their numbered missions, each branch percent and the current page', async () => {
    const { user, toggle } = await setup({ sectionProgress: { army: { fire: [true, true], end: [true] }, navy: {}, air: {} } });
    await user.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getByRole('link', { name: 'Mission Select' })).toHaveAttribute('href', '/accessible');
    expect(within(nav).getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/accessible/howto');
    expect(within(nav).getAllByRole('heading', { level: 3 }).map((node) => node.textContent)).toEqual(['Army', 'Navy', 'Air Force']);
    expect(screen.getByTestId('menu-percent-army')).toHaveTextContent('40% complete');
    expect(screen.getByTestId('menu-percent-navy')).toHaveTextContent('0% complete');
    const current = within(nav).getByRole('link', { name: '1. Forest' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '2. Flood' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: '3. Care Package Received' })).toHaveAttribute('href', '/accessible/package-received');
    expect(screen.getByRole('link', { name: 'Careers in the Canadian Armed Forces' })).toHaveAttribute('href', 'https://forces.ca/en/careers/');
    expect(screen.getByText(/His Majesty the King in Right of Canada.*2025/)).toBeInTheDocument();
  });

  it('is French in French, with French slugs and the French recruiting site', async () => {
    const { user, toggle } = await setup({ locale: 'fr', pathname: '/fr/accessible/incendie' });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
    expect(screen.getByRole('link', { name: '1. Forêt' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '2. Largage' })).toHaveAttribute('href', '/fr/accessible/largage');
    expect(screen.getByRole('link', { name: 'Carrières dans les Forces armées canadiennes' })).toHaveAttribute('href', 'https://forces.ca/fr/carrieres/');
    expect(screen.getByTestId('menu-percent-air').textContent).toBe('Terminé à 0\u00a0%');
  });

  it('closes when a link to another page is followed', async () => {
    const { user, toggle } = await setup();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: '2. Flood' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes and gives focus back to the toggle when the link is the page already shown', async () => {
    const { user, toggle } = await setup();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: '1. Forest' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('never renders an unsafe address as a link', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const navigation: NavigationMenu = {
      entries: [{ slug: 'bad', title: 'Bad entry', url: 'javascript:alert(1)' }],
      footerLinks: [{ slug: 'worse', title: 'Worse link', url: '//evil.example/' }],
      copyright: '© 2025',
    };
    const { user, toggle } = await setup({ navigation });
    await user.click(toggle);
    expect(screen.getByText('Bad entry').closest('a')).toBeNull();
    expect(screen.getByText('Worse link').closest('a')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
