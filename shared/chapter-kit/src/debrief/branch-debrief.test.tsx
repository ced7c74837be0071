import { emptySectionProgress, sectionProgressOf } from '@mission/shared';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@mission/shared/routing';
import { hostBus, missionBus, type BusEvent } from '@mission/shared';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { CHAPTERS_BY_SECTION, SECTIONS, tradeCareerOf } from '@mission/content';
import { testBranch, testBranchProgress } from '../test-support/test-branch';
import { BranchDebrief } from './branch-debrief';

const done = [true, true];
const branch = testBranch();

function renderDebrief() {
  const events: BusEvent[] = [];
  const stop = missionBus.onAny((event) => events.push(event));
  const view = render(
    <MemoryRouter>
      <BranchDebrief branch={branch} />
    </MemoryRouter>,
  );
  return {
    events,
    view,
    stop: () => {
      view.unmount();
      stop();
    },
  };
}

// The kit's test branch joins the list of branches, and its copy the copy (test-support/test-branch-list.ts).
jest.mock('@mission/content/branch-list', () => jest.requireActual('../test-support/test-branch-list').listWithTestBranch());
jest.mock('@mission/content/all-copy', () => jest.requireActual('../test-support/test-branch-copy').copyWithTestBranch());

describe('a branch debrief (the test branch on the kit)', () => {
  beforeAll(async () => {
    await initTestI18n('en');
  });

  afterEach(() => {
    hostBus.setState('sectionProgress', emptySectionProgress());
  });

  it('tells the shell the debrief was entered, once, whatever the progress', () => {
    const { events, stop } = renderDebrief();
    expect(events.filter((event) => event.type === 'chapter.entered')).toEqual([
      { type: 'chapter.entered', section: 'ridge', chapter: 'end' },
    ]);
    stop();
  });

  it('before the three chapters are done: shows the percent and what is left, records nothing', () => {
    hostBus.setState('sectionProgress', sectionProgressOf(testBranchProgress({ summit: done })));
    const { events, stop } = renderDebrief();
    expect(screen.getByTestId('debrief-percent')).toHaveTextContent('Ridge missions: 30% complete');
    expect(screen.getByText('Finish the three Ridge missions to see this debrief in full.')).toBeInTheDocument();
    expect(events.filter((event) => event.type === 'debrief.viewed')).toEqual([]);
    stop();
  });

  it('shows each chapter with its picture and its badge, earned once the chapter is complete', () => {
    hostBus.setState('sectionProgress', sectionProgressOf(testBranchProgress({ summit: done, river: [true, false] })));
    const { view, stop } = renderDebrief();
    const pictures = [...view.container.querySelectorAll('[data-debrief-picture] img')];
    expect(pictures.map((image) => image.getAttribute('src'))).toEqual([
      '/scenes/ridge-summit-thumbnail-320.webp',
      '/scenes/ridge-river-thumbnail-320.webp',
      '/scenes/ridge-camp-thumbnail-320.webp',
    ]);
    expect(screen.getByRole('img', { name: 'Summit badge' })).toHaveAttribute('data-earned', 'true');
    expect(screen.getByRole('img', { name: 'River badge, not earned yet' })).toHaveAttribute('data-earned', 'false');
    expect(screen.getByTestId('debrief-badges')).toHaveTextContent('1 of 3 badges');
    stop();
  });

  it('once all three are done: tells the shell once, lists the nine trades and links to jobs and the next branch', () => {
    hostBus.setState('sectionProgress', sectionProgressOf(testBranchProgress({ summit: done, river: done, camp: done })));
    const { events, view, stop } = renderDebrief();
    view.rerender(
      <MemoryRouter>
        <BranchDebrief branch={branch} />
      </MemoryRouter>,
    );
    expect(events.filter((event) => event.type === 'debrief.viewed')).toEqual([{ type: 'debrief.viewed', section: 'ridge' }]);
    expect(screen.getAllByRole('listitem').filter((item) => item.dataset.met === 'true')).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Explore Ridge careers (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://ridge.example.ca/en/careers/',
    );
    expect(screen.getByRole('link', { name: 'Next branch: the Army' })).toHaveAttribute('href', '/army');
    act(() =>
      hostBus.setState('sectionProgress', sectionProgressOf(testBranchProgress({ summit: done, river: done, camp: done, end: [true] }))),
    );
    expect(screen.getByTestId('debrief-percent')).toHaveTextContent('Ridge missions: 100% complete');
    expect(events.filter((event) => event.type === 'debrief.viewed')).toHaveLength(1);
    stop();
  });

  it('leads the test branch’s debrief to Mission Accomplished, not the next branch, once every branch is done', async () => {
    // Every chapter of every branch in the list (the test branch's among them) done.
    const everyChapterDone = SECTIONS.map((section) => [
      section,
      Object.fromEntries(CHAPTERS_BY_SECTION[section].map((chapter) => [chapter, done])),
    ]);
    hostBus.setState('sectionProgress', sectionProgressOf(Object.fromEntries(everyChapterDone)));
    const { stop } = renderDebrief();
    expect(screen.getByRole('link', { name: 'Next: Mission accomplished' })).toHaveAttribute('href', '/mission-accomplished');
    expect(screen.queryByRole('link', { name: 'Next branch: the Army' })).toBeNull();
    stop();
    await initTestI18n('fr');
    hostBus.setState('locale', 'fr');
    const french = renderDebrief();
    expect(screen.getByTestId('debrief-accomplished')).toHaveAttribute('href', '/fr/mission-accomplished');
    expect(screen.getByTestId('debrief-accomplished')).toHaveTextContent(/^Suivant\s:\sl’écran final$/);
    french.stop();
    hostBus.setState('locale', 'en');
    await initTestI18n('en');
  });

  it('reads in French, with the French careers site', async () => {
    await initTestI18n('fr');
    hostBus.setState('locale', 'fr');
    const { stop } = renderDebrief();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Compte rendu de la crête');
    expect(screen.getByRole('link', { name: 'Prochain élément\u00a0: l’Armée' })).toHaveAttribute('href', '/fr/army');
    expect(screen.getByRole('link', { name: 'Explorer les carrières de la crête (s’ouvre dans un nouvel onglet)' })).toHaveAttribute(
      'href',
      'https://ridge.example.ca/fr/carrieres/',
    );
    // Each trade links to its own page in French.
    expect(screen.getByTestId('career-combatEngineer')).toHaveAttribute('href', 'https://forces.ca/fr/carriere/sapeur-combat/');
    expect(screen.getByTestId('career-combatEngineer')).toHaveAttribute('lang', 'fr-CA');
    stop();
    hostBus.setState('locale', 'en');
    await initTestI18n('en');
  });

  it('puts the careers link under the title, before the progress and the trades, and links every trade to its forces.ca page', () => {
    const { stop } = renderDebrief();
    const careers = screen.getByRole('link', { name: /^Explore Ridge careers/ });
    const firstChapter = screen.getAllByRole('listitem')[0]!;
    // DOCUMENT_POSITION_FOLLOWING: the chapters come after the careers link.
    expect(careers.compareDocumentPosition(firstChapter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const { trade } of branch.trades) {
      const career = tradeCareerOf(trade);
      // A trade with no careers page (the test branch's made-up ones) shows its title, unlinked.
      if (!career) {
        expect(screen.queryByTestId(`career-${trade}`)).toBeNull();
        continue;
      }
      const link = screen.getByTestId(`career-${trade}`);
      expect(link).toHaveAttribute('href', career.en);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText('Rope lead')).toBeInTheDocument();
    stop();
  });
});
