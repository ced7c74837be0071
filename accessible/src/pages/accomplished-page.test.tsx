import { act, screen, within } from '@testing-library/react';
import { CHAPTERS_BY_SECTION, SECTIONS } from '@mission/content';
import { sectionProgressOf, type SectionProgress } from '@mission/shared';
import { renderAccessible } from '../test-support/render-accessible';

const done = [true, true];
function everyMission(): SectionProgress {
  return sectionProgressOf(
    Object.fromEntries(
      SECTIONS.map((section) => [
        section,
        Object.fromEntries((CHAPTERS_BY_SECTION[section] as readonly string[]).map((chapter) => [chapter, done])),
      ]),
    ) as Parameters<typeof sectionProgressOf>[0],
  );
}

describe('the accessible version’s ending page', () => {
  it('once every mission is complete: its own page, linked from mission select, with every chapter’s badge named', async () => {
    await renderAccessible('/accessible', { sectionProgress: everyMission() });
    const link = within(screen.getByTestId('accessible-accomplished-link')).getByRole('link');
    expect(link).toHaveAttribute('href', '/accessible/mission-accomplished');
    act(() => link.click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Mission accomplished' })).toBeInTheDocument();
    const badges = screen.getAllByRole('img');
    expect(badges).toHaveLength(SECTIONS.reduce((count, section) => count + CHAPTERS_BY_SECTION[section].length, 0));
    expect(screen.getByRole('img', { name: 'Forest badge' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See job openings/ })).toHaveAttribute('href', 'https://forces.ca/en/careers/');
  });

  it('reads in French under /fr/accessible', async () => {
    await renderAccessible('/fr/accessible/mission-accomplished', { sectionProgress: everyMission() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Toutes vos missions sont accomplies');
    expect(screen.getByRole('link', { name: 'Retour au choix de mission' })).toHaveAttribute('href', '/fr/accessible');
  });

  it('before that, says how many missions are left and is not linked from mission select', async () => {
    const progress = everyMission();
    progress.air = { stratosphere: done };
    await renderAccessible('/accessible/mission-accomplished', { sectionProgress: progress });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Not every mission is complete yet');
    expect(screen.getByText(/2 missions are left to complete/)).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('is not linked from mission select before every mission is complete', async () => {
    await renderAccessible('/accessible', { sectionProgress: sectionProgressOf({ army: { fire: done } }) });
    expect(screen.queryByTestId('accessible-accomplished-link')).toBeNull();
  });
});
