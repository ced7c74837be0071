import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LevelBanner } from './level-banner';

describe('the level banner (docs/game-design.md "Composition and guidance")', () => {
  it("is one line with the level's icon, and says the level and the whole instruction to screen readers", () => {
    render(<LevelBanner kind="mission" label="Level 2 · Mission" instruction="Throw the lifebuoy when the aim marker lines up with the person." />);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Level 2 · Mission Throw the lifebuoy when the aim marker lines up with the person.');
    expect(banner.querySelector('svg.kit-level__icon')).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens a long instruction whole with a tap or Enter, and closes it again', async () => {
    const user = userEvent.setup();
    render(<LevelBanner kind="recon" label="Level 1 · Recon" instruction="Find the 3 trades around you." />);
    const line = screen.getByRole('button', { name: 'Level 1 · Recon Find the 3 trades around you.' });
    expect(line).toHaveAttribute('aria-expanded', 'false');
    await user.click(line);
    expect(line).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('level-banner')).toHaveClass('kit-level--open');
    line.focus();
    await user.keyboard('{Enter}');
    expect(line).toHaveAttribute('aria-expanded', 'false');
  });
});
