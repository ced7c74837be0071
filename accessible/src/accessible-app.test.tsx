import { sectionProgressOf } from '@mission/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ACCESSIBLE_MISSIONS } from '@mission/content';
import { renderAccessible } from './test-support/render-accessible';

afterAll(async () => {
  await i18next.changeLanguage('en-US');
});

const heading = () => screen.getByRole('heading', { level: 1 });
const address = () => screen.getByTestId('address').textContent;

describe('the accessible routes', () => {
  it.each([
    ['/accessible', 'Mission select'],
    ['/fr/accessible', 'Choix de mission'],
    ['/accessible/howto', 'How it works'],
    ['/fr/accessible/howto', 'Comment ça fonctionne'],
  ])('%s is "%s"', async (path, title) => {
    await renderAccessible(path);
    expect(heading()).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each(
    ACCESSIBLE_MISSIONS.flatMap((mission) => [
      [`/accessible/${mission.en}`, mission.section, mission.chapter],
      [`/fr/accessible/${mission.fr}`, mission.section, mission.chapter],
    ]),
  )('%s tells %s/%s', async (path, section, chapter) => {
    const { container } = await renderAccessible(path);
    const article = container.querySelector('article');
    expect(article).toHaveAttribute('data-section', section);
    expect(article).toHaveAttribute('data-chapter', chapter);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(address()).toBe(path);
  });

  it.each([
    ['/accessible/nowhere', '404', 'This page doesn’t exist', 'Back to mission select'],
    ['/fr/accessible/nulle-part', '404', 'Cette page n’existe pas', 'Retour au choix de mission'],
    ['/accessible/fire/extra', '404', 'This page doesn’t exist', 'Back to mission select'],
  ])('an unknown id (%s) is the not-found page, in its language', async (path, label, message, back) => {
    await renderAccessible(path);
    expect(screen.getByTestId('accessible-not-found')).toHaveTextContent(label);
    expect(heading()).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', path.startsWith('/fr') ? '/fr/accessible' : '/accessible');
  });

  it.each([
    ['/accessible/distress', '/accessible/distress-signal', 'Distress signal'],
    ['/accessible/received', '/accessible/package-received', 'Care package received'],
    ['/accessible/incendie', '/accessible/fire', 'Forest'],
    ['/fr/accessible/fire', '/fr/accessible/incendie', 'Forêt'],
    ['/fr/accessible/response', '/fr/accessible/intervention-rapide', 'Intervention rapide'],
  ])('the dynamic route sends the id %s to the mission it names, %s', async (path, target, title) => {
    await renderAccessible(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(address()).toBe(target);
  });

  it('lists every mission on Mission Select under its own language slug, with each branch percent', async () => {
    await renderAccessible('/fr/accessible');
    for (const mission of ACCESSIBLE_MISSIONS) {
      expect(document.querySelector(`a[href="/fr/accessible/${mission.fr}"]`)).not.toBeNull();
    }
    expect(screen.getByTestId('percent-army').textContent).toBe('Progression\u00a0: 0\u00a0%');
    expect(screen.getByRole('link', { name: 'Fonctionnement de cette version' })).toHaveAttribute('href', '/fr/accessible/howto');
  });

  it('marks completed missions and shows the percent the progress rules give', async () => {
    await renderAccessible('/accessible', {
      sectionProgress: sectionProgressOf({ army: { fire: [true, true], flood: [true] }, navy: {}, air: {} }),
    });
    expect(screen.getByTestId('percent-army')).toHaveTextContent('30% complete');
    const army = screen.getByRole('region', { name: 'Army' });
    expect(within(army).getByText('(Complete)')).toBeInTheDocument();
    expect(within(army).getAllByText(/Complete/)).toHaveLength(1);
  });

  // The menu toggle is the shell header's now (shell/src/lib/header-rules.test.ts has its rules):
  // no accessible page draws one of its own.
  it.each(['/accessible', '/accessible/howto', '/accessible/nowhere', '/accessible/fire', '/fr/accessible/colis-recu'])(
    'on %s the page draws no menu toggle of its own',
    async (path) => {
      await renderAccessible(path);
      expect(screen.queryAllByRole('button', { name: 'Menu' })).toHaveLength(0);
    },
  );
});

describe('moving between accessible pages', () => {
  it('leaves focus alone on arrival, so the skip link comes first', async () => {
    await renderAccessible('/accessible');
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcer')).toBeEmptyDOMElement();
  });

  it('moves focus to the new page heading and announces the page politely', async () => {
    const user = userEvent.setup();
    await renderAccessible('/accessible');
    await user.click(screen.getByRole('link', { name: 'Forest' }));
    expect(heading()).toHaveTextContent('Forest');
    expect(heading()).toHaveFocus();
    const announcer = screen.getByTestId('route-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('Page loaded: Forest');

    await user.click(screen.getByRole('link', { name: 'Back to mission select' }));
    expect(heading()).toHaveTextContent('Mission select');
    expect(heading()).toHaveFocus();
    expect(announcer).toHaveTextContent('Page loaded: Mission select');
  });

  it('starts a mission fresh when going from one to the next', async () => {
    const user = userEvent.setup();
    await renderAccessible('/accessible/fire');
    for (const n of [1, 2, 3]) await user.click(screen.getByRole('button', { name: `Put out hot spot ${n} of 3` }));
    await user.click(screen.getByRole('link', { name: 'Next mission: Flood' }));
    expect(heading()).toHaveTextContent('Flood');
    expect(screen.getByTestId('task-counter')).toHaveTextContent('Sandbags placed: 0 of 4');
    expect(screen.queryByTestId('mission-complete')).toBeNull();
  });

  it('sets the document title to the page title then the product title', async () => {
    await renderAccessible('/fr/accessible/largage');
    expect(document.title).toBe('Aéroporté (largage) | Missions des Forces');
  });
});
