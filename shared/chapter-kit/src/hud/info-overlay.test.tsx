import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { TRADE_CAREERS } from '@mission/content';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import type { HotspotDefinition } from '../chapter-definition';
import { InfoOverlay } from './info-overlay';

const firefighter: HotspotDefinition = {
  id: 'firefighter',
  position: [0, 0, -9],
  title: { key: 'army:trades.firefighter.title' },
  body: { key: 'army:trades.firefighter.body' },
  Icon: () => null,
};
const combatEngineer: HotspotDefinition = {
  ...firefighter,
  id: 'combatEngineer',
  title: { key: 'army:trades.combatEngineer.title' },
  body: { key: 'army:trades.combatEngineer.body' },
};

function Page({
  hotspot,
  locale = 'en',
  onClose = () => undefined,
}: {
  hotspot: HotspotDefinition;
  locale?: 'en' | 'fr';
  onClose?: () => void;
}) {
  return (
    <>
      <button type="button" className="kit-hotspot" data-hotspot={hotspot.id}>
        behind
      </button>
      <a href="/select">Mission Select</a>
      <InfoOverlay hotspot={hotspot} section="army" locale={locale} foundCount={1} total={3} onClose={onClose} />
    </>
  );
}

describe('the trade card', () => {
  beforeEach(() => initTestI18n('en'));

  it("links to the trade's page on forces.ca in English, in a new tab that says so", () => {
    render(<Page hotspot={combatEngineer} />);
    const link = screen.getByRole('link', { name: 'See this career (opens in a new tab)' });
    expect(link).toHaveAttribute('href', TRADE_CAREERS.combatEngineer.en);
    expect(link).toHaveAttribute('href', 'https://forces.ca/en/careers/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('in French, to the French page with French words', async () => {
    await i18next.changeLanguage('fr');
    render(<Page hotspot={combatEngineer} locale="fr" />);
    const link = screen.getByRole('link', { name: 'Voir cette carrière (s’ouvre dans un nouvel onglet)' });
    expect(link).toHaveAttribute('href', 'https://forces.ca/fr/carriere/sapeur-combat/');
  });

  it("names a partner branch's trade with its branch, and the branch's own as a trade", () => {
    const { unmount } = render(<Page hotspot={firefighter} />);
    expect(screen.getByText('Air Force trade')).toBeInTheDocument();
    unmount();
    render(<Page hotspot={combatEngineer} />);
    expect(screen.getByText('Trade')).toBeInTheDocument();
  });

  it('keeps its careers link and Continue out of the words that scroll, so a long card never hides them', () => {
    render(<Page hotspot={combatEngineer} />);
    const words = screen.getByTestId('info-overlay-words');
    expect(words).toContainElement(screen.getByRole('heading', { level: 2 }));
    expect(words).not.toContainElement(screen.getByRole('link', { name: /See this career/ }));
    expect(words).not.toContainElement(screen.getByRole('button', { name: 'Continue' }));
  });

  it('is a modal dialog whose first control has focus', () => {
    render(<Page hotspot={combatEngineer} />);
    const card = screen.getByTestId('info-overlay');
    expect(card).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the card, twelve presses each way', async () => {
    const user = userEvent.setup();
    render(<Page hotspot={combatEngineer} />);
    const card = screen.getByTestId('info-overlay');
    for (let press = 0; press < 12; press += 1) {
      await user.tab();
      expect(card).toContainElement(document.activeElement as HTMLElement);
    }
    for (let press = 0; press < 12; press += 1) {
      await user.tab({ shift: true });
      expect(card).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('Escape closes it and gives focus back to its hotspot', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = render(<Page hotspot={combatEngineer} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <button type="button" className="kit-hotspot" data-hotspot="combatEngineer">
        behind
      </button>,
    );
    expect(screen.getByRole('button', { name: 'behind' })).toHaveFocus();
  });

  it('closing the last card, whose hotspot has stepped aside for Level 2, gives focus to the first target still to do', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page hotspot={combatEngineer} onClose={() => undefined} />);
    await user.keyboard('{Escape}');
    rerender(
      <div className="kit-pins">
        <button type="button" className="kit-pin kit-hotspot" data-hotspot="combatEngineer" inert>
          found
        </button>
        <button type="button" className="kit-pin kit-target" disabled>
          done
        </button>
        <button type="button" className="kit-pin kit-target">
          to do
        </button>
      </div>,
    );
    expect(screen.getByRole('button', { name: 'to do' })).toHaveFocus();
  });

  it('moves focus on without the keyboard ring when a finger closed it, and with it when a key did', async () => {
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    const behind = (
      <button type="button" className="kit-hotspot" data-hotspot="combatEngineer">
        behind
      </button>
    );
    const tapped = render(<Page hotspot={combatEngineer} onClose={() => undefined} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }), { detail: 1 });
    focus.mockClear();
    tapped.rerender(behind);
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true, focusVisible: false });
    tapped.unmount();

    const keyed = render(<Page hotspot={combatEngineer} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }), { detail: 0 });
    focus.mockClear();
    keyed.rerender(behind);
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true, focusVisible: true });
    focus.mockRestore();
  });
});
