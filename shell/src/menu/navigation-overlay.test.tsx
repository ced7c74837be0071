import { emptySectionProgress, sectionProgressOf } from '@mission/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter, useLocation } from '@mission/shared/routing';
import { navigationMenu, type Locale, type NavigationMenu, type NavigationMode } from '@mission/content';
import { BRANCH_LIST } from '@mission/content/branch-list';
import { type SectionProgress } from '@mission/shared';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { MENU_COLLAPSE_DELAY_MS } from './menu-sections';
import { MENU_VIDEO_SOURCES, NavigationOverlay } from './navigation-overlay';

afterAll(async () => {
  await i18next.changeLanguage('en-US');
});

const EMPTY: SectionProgress = emptySectionProgress();

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

interface Setup {
  locale?: Locale;
  mode?: NavigationMode;
  pathname?: string;
  sectionProgress?: SectionProgress;
  navigation?: NavigationMenu;
  reducedMotion?: boolean;
}

async function setup({
  locale = 'en',
  mode = 'immersive',
  pathname = '/army/fire',
  sectionProgress = EMPTY,
  navigation,
  reducedMotion,
}: Setup = {}) {
  await initTestI18n(locale);
  const onClose = jest.fn();
  const onSectionSelect = jest.fn();
  const onHowTo = jest.fn();
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <a href="#before">Before the menu</a>
      <NavigationOverlay
        locale={locale}
        mode={mode}
        navigation={navigation ?? navigationMenu(locale, mode)}
        pathname={pathname}
        sectionProgress={sectionProgress}
        onClose={onClose}
        onSectionSelect={onSectionSelect}
        onHowTo={onHowTo}
        reducedMotion={reducedMotion}
      />
      <Address />
    </MemoryRouter>,
  );
  return {
    user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
    onClose,
    onSectionSelect,
    onHowTo,
    dialog: screen.getByRole('dialog'),
  };
}

describe('the immersive menu', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a modal dialog named Menu that focuses its first button on open', async () => {
    const { dialog } = await setup();
    // A <dialog> shown with showModal (the browser makes the page behind inert; jsdom has no showModal).
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleName('Menu');
    expect(within(dialog).getAllByRole('button')[0]).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close the menu' })).toHaveFocus();
  });

  it('has a muted, inline, looping background video from the generated files', async () => {
    const { dialog } = await setup();
    const video = dialog.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video?.loop).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect([...(video?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('src'))).toEqual(
      MENU_VIDEO_SOURCES.map((source) => source.src),
    );
  });

  it('does not autoplay the video and stills the text with reduced motion', async () => {
    const { dialog } = await setup({ reducedMotion: true });
    expect(dialog.querySelector('video')?.autoplay).toBe(false);
    expect(dialog).toHaveClass('nav-overlay--still');
  });

  it('opens the current chapter’s section, numbers its chapters and points at the current one', async () => {
    await setup({ pathname: '/army/flood' });
    expect(screen.getByRole('button', { name: 'Army' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-expanded', 'false');
    const chapters = screen.getByRole('list', { name: 'Army missions' });
    expect(
      within(chapters)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace('▶', '')),
    ).toEqual(['1. Forest', '2. Flood', '3. Mudslide']);
    const current = within(chapters).getByRole('link', { name: '2. Flood' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.querySelector('.nav-overlay__pointer')).toHaveTextContent('▶');
    expect(within(chapters).getByRole('link', { name: '1. Forest' })).not.toHaveAttribute('aria-current');
  });

  it('expands a section to its chapters, and collapses the open one 700 ms after it is toggled', async () => {
    const { user, onSectionSelect } = await setup({ pathname: '/select' });
    const navy = screen.getByRole('button', { name: 'Navy' });
    await user.click(navy);
    expect(onSectionSelect).toHaveBeenCalledWith('navy');
    expect(navy).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '3. Overboard' })).toHaveAttribute('href', '/navy/overboard');

    await user.click(navy);
    expect(navy).toHaveAttribute('aria-expanded', 'false');
    act(() => jest.advanceTimersByTime(MENU_COLLAPSE_DELAY_MS - 1));
    expect(screen.getByRole('link', { name: '3. Overboard' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('link', { name: '3. Overboard' })).toBeNull();
  });

  it('shows the percent of army, navy and air from the progress rules', async () => {
    await setup({
      sectionProgress: sectionProgressOf({ army: { fire: [true, true], end: [true] }, navy: { distress: [true, true] }, air: {} }),
    });
    expect(screen.getByTestId('menu-percent-army')).toHaveTextContent('40% complete');
    expect(screen.getByTestId('menu-percent-navy')).toHaveTextContent('30% complete');
    expect(screen.getByTestId('menu-percent-air')).toHaveTextContent('0% complete');
  });

  it('a section with a url navigates and closes the menu', async () => {
    const { user, onClose, onSectionSelect } = await setup();
    await user.click(screen.getByRole('link', { name: 'Mission select' }));
    expect(onSectionSelect).toHaveBeenCalledWith('select');
    expect(onClose).toHaveBeenCalledWith({ returnFocus: false });
    expect(screen.getByTestId('address')).toHaveTextContent('/select');
  });

  it('How it works records the return path before going', async () => {
    const { user, onHowTo } = await setup();
    await user.click(screen.getByRole('link', { name: 'How it works' }));
    expect(onHowTo).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('address')).toHaveTextContent('/how-to');
  });

  it('a section with neither url nor chapters only logs a warning: no sound, no analytics', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, onClose, onSectionSelect } = await setup({
      navigation: { entries: [{ slug: 'label', title: 'A label' }], footerLinks: [], copyright: '© 2025' },
    });
    await user.click(screen.getByRole('button', { name: 'A label' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"label" has neither a url nor chapters'));
    expect(onClose).not.toHaveBeenCalled();
    expect(onSectionSelect).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('links to the privacy notice, the terms and conditions, the recruiting site, and shows the 2025 copyright', async () => {
    await setup();
    expect(screen.getByRole('link', { name: 'Careers in the Canadian Armed Forces' })).toHaveAttribute(
      'href',
      'https://forces.ca/en/careers/',
    );
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    const terms = screen.getByRole('link', { name: 'Terms and conditions' });
    expect(terms).toHaveAttribute('href', 'https://www.canada.ca/en/transparency/terms.html');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/2025/)).toBeInTheDocument();
  });

  it('closes with the Canada wordmark, after the copyright, as canada.ca pages do', async () => {
    const { dialog } = await setup();
    const wordmark = within(dialog).getByRole('img', { name: 'Symbol of the Government of Canada' });
    const copyright = screen.getByText(/2025/);
    expect(copyright.compareDocumentPosition(wordmark) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('Escape closes it and asks for focus back on the toggle', async () => {
    const { user, onClose } = await setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith({ returnFocus: true });
  });

  it('keeps Tab inside while open, both ways', async () => {
    const { user, dialog } = await setup({ pathname: '/select' });
    const close = within(dialog).getByRole('button', { name: 'Close the menu' });
    const focusables = [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
    const last = focusables[focusables.length - 1]!;
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('is French in French, with the French recruiting site', async () => {
    await setup({ locale: 'fr', pathname: '/fr/air/airdrop' });
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Aviation' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '2. Aéroporté (largage)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Carrières dans les Forces armées canadiennes' })).toHaveAttribute(
      'href',
      'https://forces.ca/fr/carrieres/',
    );
    expect(screen.getByRole('link', { name: 'Conditions d’utilisation' })).toHaveAttribute(
      'href',
      'https://www.canada.ca/fr/transparence/avis.html',
    );
    expect(screen.getByTestId('menu-percent-air').textContent).toBe('Progression\u00a0: 0\u00a0%');
  });

  it('never renders an unsafe address as a link', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await setup({
      navigation: {
        entries: [{ slug: 'bad', title: 'Bad entry', url: 'javascript:alert(1)' }],
        footerLinks: [{ slug: 'worse', title: 'Worse link', url: '//evil.example/' }],
        copyright: '© 2025',
      },
    });
    expect(screen.getByText('Bad entry').closest('a')).toBeNull();
    expect(screen.getByText('Worse link').closest('a')).toBeNull();
    warn.mockRestore();
  });
});

describe('the accessible menu (plain)', () => {
  it('has no video and no animation, lists every section with its numbered missions, and marks the current page', async () => {
    const { dialog } = await setup({
      mode: 'accessible',
      pathname: '/accessible/fire',
      sectionProgress: sectionProgressOf({ army: { fire: [true, true], end: [true] }, navy: {}, air: {} }),
    });
    expect(dialog.querySelectorAll('video, canvas')).toHaveLength(0);
    expect(dialog).toHaveClass('nav-overlay--accessible');
    expect(screen.getByRole('button', { name: 'Close the menu' })).toHaveFocus();
    // Plain: the close button is its only button; sections are headings.
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 3 })
        .map((node) => node.textContent),
    ).toEqual(['Mission select', 'How it works', ...BRANCH_LIST.map((branch) => branch.title.en)]);
    expect(BRANCH_LIST.slice(0, 3).map((branch) => branch.title.en)).toEqual(['Army', 'Navy', 'Air Force']);
    expect(screen.getByTestId('menu-percent-army')).toHaveTextContent('40% complete');
    expect(within(nav).getByRole('link', { name: '1. Forest' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '3. Care package received' })).toHaveAttribute('href', '/accessible/package-received');
  });

  it('closes with focus back to the toggle when the link is the page already shown', async () => {
    const user = userEvent.setup();
    const { onClose } = await setup({ mode: 'accessible', pathname: '/accessible/fire' });
    await user.click(screen.getByRole('link', { name: '1. Forest' }));
    expect(onClose).toHaveBeenCalledWith({ returnFocus: true });
  });

  it('is French with French slugs', async () => {
    await setup({ mode: 'accessible', locale: 'fr', pathname: '/fr/accessible/incendie' });
    expect(screen.getByRole('link', { name: '1. Forêt' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '2. Aéroporté (largage)' })).toHaveAttribute('href', '/fr/accessible/largage');
    expect(screen.getByRole('img', { name: 'Symbole du gouvernement du Canada' })).toBeInTheDocument();
  });
});
