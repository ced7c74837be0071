import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from '@mission/shared/routing';
import { hostBus, sectionProgressOf } from '@mission/shared';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { armyShapedBranch } from '../test-support/army-shaped-branch';
import { CompleteCard } from './complete-card';

const branch = armyShapedBranch();
const done = [true, true];

function renderCard(chapter: 'fire' | 'mudslide', locale: 'en' | 'fr' = 'en') {
  return render(
    <MemoryRouter>
      <CompleteCard definition={branch.chapters[chapter]} locale={locale} />
    </MemoryRouter>,
  );
}

describe('the complete card', () => {
  beforeEach(async () => {
    await initTestI18n('en');
  });

  it('names the three trades met in the chapter, each beside its pictogram', () => {
    hostBus.setState('sectionProgress', sectionProgressOf({ army: { fire: done } }));
    renderCard('fire');
    const trades = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(trades.map((item) => item.textContent)).toEqual([
      'Firefighter (Royal Canadian Air Force)',
      'Armoured soldier',
      'Medical technician',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Trades you met' })).toBeInTheDocument();
  });

  it('shows the branch’s progress with this chapter counted, in the debrief’s words', () => {
    hostBus.setState('sectionProgress', sectionProgressOf({ army: { fire: done, flood: done } }));
    renderCard('fire');
    expect(screen.getByTestId('complete-percent')).toHaveTextContent('60');
    expect(screen.getByTestId('complete-card')).toHaveAttribute('data-section', 'army');
  });

  it('after the last chapter, leads to the debrief; before it, to the next chapter', () => {
    hostBus.setState('sectionProgress', sectionProgressOf({ army: { fire: done, flood: done, mudslide: done } }));
    const { unmount } = renderCard('mudslide');
    expect(screen.getByRole('link', { name: 'See the debrief' })).toHaveAttribute('href', '/army/end');
    expect(screen.getByTestId('complete-percent')).toHaveTextContent('90');
    unmount();
    renderCard('fire');
    expect(screen.getByRole('link', { name: /^Next: / })).toHaveAttribute('href', '/army/flood');
  });

  it('awards the chapter’s own badge, named, with the percent second', () => {
    hostBus.setState('sectionProgress', sectionProgressOf({ army: { fire: done, flood: done } }));
    renderCard('fire');
    const card = screen.getByTestId('complete-card');
    expect(card.querySelector('[data-badge]')).toHaveAttribute('data-badge', 'army/fire');
    expect(screen.getByTestId('complete-badge')).toHaveTextContent('Badge earned: Forest');
    const order = [...card.querySelectorAll('[data-badge], h2, [data-testid="complete-percent"], .kit-complete__trades')];
    expect(order.map((element) => element.tagName.toLowerCase())).toEqual(['svg', 'h2', 'p', 'ul']);
  });

  it('speaks French in French', async () => {
    await i18next.changeLanguage('fr');
    hostBus.setState('sectionProgress', sectionProgressOf({ army: { fire: done } }));
    renderCard('fire', 'fr');
    expect(screen.getByRole('heading', { level: 3, name: 'Métiers découverts' })).toBeInTheDocument();
    expect(screen.getByTestId('complete-percent')).toHaveTextContent(/Progression de l’Armée\s:\s30\s%/);
    expect(screen.getByTestId('complete-badge')).toHaveTextContent(/Badge obtenu\s:\sForêt/);
  });
});
