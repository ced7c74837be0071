import { emptySectionProgress, sectionProgressOf } from '@mission/shared';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@mission/shared/routing';
import { hostBus, missionBus, type BusEvent } from '@mission/shared';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { tradeCareerOf } from '@mission/content';
import { armyShapedBranch } from '../test-support/army-shaped-branch';
import { BranchDebrief } from './branch-debrief';

const done = [true, true];
const branch = armyShapedBranch();

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

describe('a branch debrief (the Army on the kit)', () => {
  beforeAll(async () => {
    await initTestI18n('en');
  });

  afterEach(() => {
    hostBus.setState('sectionProgress', emptySectionProgress());
  });

  it('tells the shell the debrief was entered, once, whatever the progress', () => {
    const { events, stop } = renderDebrief();
    expect(events.filter((event) => event.type === 'chapter.entered')).toEqual([
      { type: 'chapter.entered', section: 'army', chapter: 'end' },
    ]);
    stop();
  });

  it('before the three chapters are done: shows the percent and what is left, records nothing', () => {
    hostBus.setState('sectionProgress', sectionProgressOf({ army: { fire: done }, navy: {}, air: {} }));
    const { events, stop } = renderDebrief();
    expect(screen.getByTestId('debrief-percent')).toHaveTextContent('Army missions: 30% complete');
    expect(screen.getByText('Finish all three Army missions to see this debrief in full.')).toBeInTheDocument();
    expect(events.filter((event) => event.type === 'debrief.viewed')).toEqual([]);
    stop();
  });

  it('shows each chapter with its picture and its badge, earned once the chapter is complete', () => {
    hostBus.setState('sectionProgress', sectionProgressOf({ army: { fire: done, flood: [true, false] }, navy: {}, air: {} }));
    const { view, stop } = renderDebrief();
    const pictures = [...view.container.querySelectorAll('[data-debrief-picture] img')];
    expect(pictures.map((image) => image.getAttribute('src'))).toEqual([
      '/scenes/army-fire-thumbnail-320.webp',
      '/scenes/army-flood-thumbnail-320.webp',
      '/scenes/army-mudslide-thumbnail-320.webp',
    ]);
    expect(screen.getByRole('img', { name: 'Forest badge' })).toHaveAttribute('data-earned', 'true');
    expect(screen.getByRole('img', { name: 'Flood badge, not earned yet' })).toHaveAttribute('data-earned', 'false');
    expect(screen.getByTestId('debrief-badges')).toHaveTextContent('1 of 3 badges');
    stop();
  });

  it('once all three are done: tells the shell once, lists the nine trades and links to jobs and the Navy', () => {
    hostBus.setState('sectionProgress', sectionProgressOf({ army: { fire: done, flood: done, mudslide: done }, navy: {}, air: {} }));
    const { events, view, stop } = renderDebrief();
    view.rerender(
      <MemoryRouter>
        <BranchDebrief branch={branch} />
      </MemoryRouter>,
    );
    expect(events.filter((event) => event.type === 'debrief.viewed')).toEqual([{ type: 'debrief.viewed', section: 'army' }]);
    expect(screen.getAllByRole('listitem').filter((item) => item.dataset.met === 'true')).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Explore Army careers (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://forces.ca/en/careers/',
    );
    expect(screen.getByRole('link', { name: 'Next branch: the Navy' })).toHaveAttribute('href', '/navy');
    act(() =>
      hostBus.setState(
        'sectionProgress',
        sectionProgressOf({ army: { fire: done, flood: done, mudslide: done, end: [true] }, navy: {}, air: {} }),
      ),
    );
    expect(screen.getByTestId('debrief-percent')).toHaveTextContent('Army missions: 100% complete');
    expect(events.filter((event) => event.type === 'debrief.viewed')).toHaveLength(1);
    stop();
  });

  it('leads the Army’s debrief to Mission Accomplished, not the Navy, once every branch is done', async () => {
    const all = { fire: done, flood: done, mudslide: done };
    hostBus.setState(
      'sectionProgress',
      sectionProgressOf({
        army: all,
        navy: { distress: done, response: done, overboard: done },
        air: { stratosphere: done, airdrop: done, received: done },
      }),
    );
    const { stop } = renderDebrief();
    expect(screen.getByRole('link', { name: 'Next: Mission accomplished' })).toHaveAttribute('href', '/mission-accomplished');
    expect(screen.queryByRole('link', { name: 'Next branch: the Navy' })).toBeNull();
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
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Compte rendu de mission');
    expect(screen.getByRole('link', { name: 'Prochain élément\u00a0: la Marine' })).toHaveAttribute('href', '/fr/navy');
    expect(screen.getByRole('link', { name: 'Explorer les carrières de l’Armée (s’ouvre dans un nouvel onglet)' })).toHaveAttribute(
      'href',
      'https://forces.ca/fr/carrieres/',
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
    const careers = screen.getByRole('link', { name: /^Explore Army careers/ });
    const firstChapter = screen.getAllByRole('listitem')[0]!;
    // DOCUMENT_POSITION_FOLLOWING: the chapters come after the careers link.
    expect(careers.compareDocumentPosition(firstChapter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const { trade } of branch.trades) {
      const link = screen.getByTestId(`career-${trade}`);
      expect(link).toHaveAttribute('href', tradeCareerOf(trade)!.en);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    stop();
  });
});
