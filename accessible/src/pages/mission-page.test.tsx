import { sectionProgressOf } from '@mission/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { renderAccessible } from '../test-support/render-accessible';

afterAll(async () => {
  await i18next.changeLanguage('en-US');
});

const levels = (events: { type: string }[]) => events.filter((event) => event.type === 'level.completed');

describe('a mission page', () => {
  it('tells the chapter: the situation, then its three trades with the immersive hotspot copy', async () => {
    await renderAccessible('/accessible/fire');
    expect(screen.getByRole('heading', { level: 1, name: 'Forest' })).toBeInTheDocument();
    expect(screen.getByText('Army · Mission 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The situation' })).toBeInTheDocument();
    const trades = screen.getByRole('region', { name: 'Trades on this mission' });
    expect(
      within(trades)
        .getAllByRole('heading', { level: 3 })
        .map((node) => node.textContent),
    ).toEqual(['Firefighter (Royal Canadian Air Force)', 'Armoured soldier', 'Medical technician']);
    expect(within(trades).getByText(/combed the burned edge of the fire for hot spots/)).toBeInTheDocument();
  });

  it('is French under the French slug', async () => {
    await renderAccessible('/fr/accessible/repechage');
    expect(screen.getByRole('heading', { level: 1, name: 'Repêchage' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Plongeuse-démineuse ou plongeur-démineur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lancer la bouée\u00a0: lancer 1 sur 3' })).toBeInTheDocument();
    expect(screen.getByTestId('task-counter').textContent).toBe('Lancers réussis\u00a0: 0 sur 3');
  });

  it('reads the briefing video as a transcript behind a disclosure button, in the order it is spoken, in both languages', async () => {
    await renderAccessible('/accessible/fire');
    const summary = screen.getByText('Read the briefing video’s transcript');
    expect(summary.tagName).toBe('SUMMARY');
    const transcript = summary.closest('details') as HTMLDetailsElement;
    expect(transcript.open).toBe(false);
    await userEvent.click(summary);
    expect(transcript.open).toBe(true);
    expect(
      within(transcript)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '[Radio crackle] All Army teams, this is task force headquarters.',
      'The province’s wildfire crews are holding a forest fire east of the campground.',
      'Meet the crew on site. Then, under the wildfire crew’s lead, put out three hot spots on the fire’s burned edge.',
    ]);
  });

  it('reads the French briefing under the French slug', async () => {
    await renderAccessible('/fr/accessible/largage');
    const transcript = screen.getByText('Lire la transcription de la vidéo d’information').closest('details') as HTMLElement;
    expect(within(transcript).getAllByRole('listitem')).toHaveLength(3);
    expect(transcript.textContent).not.toMatch(/captions\.|alert|orders/);
  });

  it('says on arrival which chapter is entered', async () => {
    const { events } = await renderAccessible('/accessible/rapid-response');
    expect(events).toContainEqual({ type: 'chapter.entered', section: 'navy', chapter: 'response' });
  });

  it('has one button per target and a polite live counter', async () => {
    const user = userEvent.setup();
    await renderAccessible('/accessible/fire');
    const counter = screen.getByTestId('task-counter');
    expect(counter).toHaveAttribute('role', 'status');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(counter).toHaveTextContent('Hot spots out: 0 of 3');

    await user.click(screen.getByRole('button', { name: 'Put out hot spot 2 of 3' }));
    expect(counter).toHaveTextContent('Hot spots out: 1 of 3');
    const done = screen.getByRole('button', { name: 'Hot spot 2 of 3 is out' });
    expect(done).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByTestId('mission-complete')).toBeNull();
  });

  it('counts a target once: activating a done target does nothing', async () => {
    const user = userEvent.setup();
    const { events } = await renderAccessible('/accessible/flood');
    await user.click(screen.getByRole('button', { name: 'Place sandbag 3 of 4 in the wall' }));
    await user.click(screen.getByRole('button', { name: 'Sandbag 3 of 4 placed' }));
    expect(screen.getByTestId('task-counter')).toHaveTextContent('Sandbags placed: 1 of 4');
    expect(events.filter((event) => event.type === 'task.completed')).toEqual([
      { type: 'task.completed', section: 'army', chapter: 'flood', taskId: 'gap3', count: 1, target: 4 },
    ]);
  });

  it('completes with the keyboard alone: both levels recorded once, then the completion message takes focus', async () => {
    const user = userEvent.setup();
    const { events } = await renderAccessible('/accessible/mudslide');
    screen.getByRole('button', { name: 'Haul off the boulder' }).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    expect(levels(events)).toEqual([]);
    await user.keyboard('{Enter}');

    expect(levels(events)).toEqual([
      { type: 'level.completed', section: 'army', chapter: 'mudslide', level: 1 },
      { type: 'level.completed', section: 'army', chapter: 'mudslide', level: 2 },
    ]);
    expect(events.filter((event) => event.type === 'task.completed').map((event) => ('count' in event ? event.count : null))).toEqual([
      1, 2, 3,
    ]);
    const complete = screen.getByRole('heading', { level: 2, name: 'Mission complete' });
    expect(complete).toHaveFocus();
    expect(screen.getByText('The road is open again. Trucks can reach the town with food and fuel.')).toBeInTheDocument();
    // The last Army mission: no next one.
    expect(screen.getByText('That was the last Army mission.')).toBeInTheDocument();

    // Pressing the done targets again never records anything more.
    for (const name of ['Boulder hauled off', 'Logs dragged away', 'Car towed away']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(levels(events)).toHaveLength(2);
  });

  it('points to the next mission of the branch, and shows the percent the bus holds', async () => {
    const user = userEvent.setup();
    const { bus } = await renderAccessible('/accessible/distress-signal');
    for (const n of [1, 2, 3]) await user.click(screen.getByRole('button', { name: new RegExp(`^Mark bearing ${n} of 3`) }));
    expect(screen.getByRole('link', { name: 'Next mission: Rapid response' })).toHaveAttribute('href', '/accessible/rapid-response');
    expect(screen.getByTestId('mission-percent')).toHaveTextContent('Navy: 0% complete');
    // The shell's progress store answers on the bus; the page follows.
    bus.setState('sectionProgress', sectionProgressOf({ army: {}, navy: { distress: [true, true] }, air: {} }));
    expect(await screen.findByText('Navy: 30% complete')).toBeInTheDocument();
  });

  it('says so when the mission was already completed, and can be done again', async () => {
    const user = userEvent.setup();
    const { events } = await renderAccessible('/accessible/airdrop', {
      sectionProgress: sectionProgressOf({ army: {}, navy: {}, air: { airdrop: [true, true] } }),
    });
    expect(screen.getByText(/You have already completed this mission/)).toBeInTheDocument();
    for (const n of [1, 2, 3]) await user.click(screen.getByRole('button', { name: `Release package ${n} of 3` }));
    expect(levels(events)).toHaveLength(2);
  });

  it('has no image without alt text and no video or audio element', async () => {
    const { container } = await renderAccessible('/accessible/stratosphere');
    expect(container.querySelectorAll('img:not([alt])')).toHaveLength(0);
    expect(container.querySelectorAll('video, audio, canvas')).toHaveLength(0);
  });
});
