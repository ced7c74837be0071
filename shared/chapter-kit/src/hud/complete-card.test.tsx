import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from '@mission/shared/routing';
import { hostBus, sectionProgressOf } from '@mission/shared';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { TEST_SECTION, testBranch, testBranchProgress } from '../test-support/test-branch';
import { CompleteCard } from './complete-card';

const branch = testBranch();
const done = [true, true];

// The kit's test branch joins the list of branches, and its copy the copy (test-support/test-branch-list.ts).
jest.mock('@mission/content/branch-list', () => jest.requireActual('../test-support/test-branch-list').listWithTestBranch());
jest.mock('@mission/content/all-copy', () => jest.requireActual('../test-support/test-branch-copy').copyWithTestBranch());

function renderCard(chapter: 'summit' | 'camp', locale: 'en' | 'fr' = 'en') {
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
    hostBus.setState('sectionProgress', sectionProgressOf(testBranchProgress({ summit: done })));
    renderCard('summit');
    const trades = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(trades.map((item) => item.textContent)).toEqual(['Rope lead', 'Pilot', 'Medical technician']);
    expect(screen.getByRole('heading', { level: 3, name: 'Trades you met' })).toBeInTheDocument();
  });

  it('shows the branch’s progress with this chapter counted, in the debrief’s words', () => {
    hostBus.setState('sectionProgress', sectionProgressOf(testBranchProgress({ summit: done, river: done })));
    renderCard('summit');
    expect(screen.getByTestId('complete-percent')).toHaveTextContent('60');
    expect(screen.getByTestId('complete-card')).toHaveAttribute('data-section', TEST_SECTION);
  });

  it('after the last chapter, leads to the debrief; before it, to the next chapter', () => {
    hostBus.setState('sectionProgress', sectionProgressOf(testBranchProgress({ summit: done, river: done, camp: done })));
    const { unmount } = renderCard('camp');
    expect(screen.getByRole('link', { name: 'See the debrief' })).toHaveAttribute('href', `/${TEST_SECTION}/end`);
    expect(screen.getByTestId('complete-percent')).toHaveTextContent('90');
    unmount();
    renderCard('summit');
    expect(screen.getByRole('link', { name: /^Next: / })).toHaveAttribute('href', `/${TEST_SECTION}/river`);
  });

  it('awards the chapter’s own badge, named, with the percent second', () => {
    hostBus.setState('sectionProgress', sectionProgressOf(testBranchProgress({ summit: done, river: done })));
    renderCard('summit');
    const card = screen.getByTestId('complete-card');
    expect(card.querySelector('[data-badge]')).toHaveAttribute('data-badge', `${TEST_SECTION}/summit`);
    expect(screen.getByTestId('complete-badge')).toHaveTextContent('Badge earned: Summit');
    const order = [...card.querySelectorAll('[data-badge], h2, [data-testid="complete-percent"], .kit-complete__trades')];
    expect(order.map((element) => element.tagName.toLowerCase())).toEqual(['svg', 'h2', 'p', 'ul']);
  });

  it('speaks French in French', async () => {
    await i18next.changeLanguage('fr');
    hostBus.setState('sectionProgress', sectionProgressOf(testBranchProgress({ summit: done })));
    renderCard('summit', 'fr');
    expect(screen.getByRole('heading', { level: 3, name: 'Métiers découverts' })).toBeInTheDocument();
    expect(screen.getByTestId('complete-percent')).toHaveTextContent(/Progression sur la crête\s:\s30\s%/);
    expect(screen.getByTestId('complete-badge')).toHaveTextContent(/Badge obtenu\s:\sSommet/);
  });
});
