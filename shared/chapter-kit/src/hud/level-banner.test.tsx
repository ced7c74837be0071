import { render, screen } from '@testing-library/react';
import { LevelBanner } from './level-banner';

describe('the level banner (docs/game-design.md "Composition and guidance")', () => {
  it("is one line with the level's icon, and says the level and the whole instruction to screen readers", () => {
    render(
      <LevelBanner
        kind="mission"
        label="Level 2 · Mission"
        instruction="Throw the lifebuoy when the aim marker lines up with the person."
      />,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Level 2 · Mission Throw the lifebuoy when the aim marker lines up with the person.');
    expect(banner.querySelector('svg.kit-level__icon')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no control of its own: a tap on it goes through to the scene and the markers under it', () => {
    render(<LevelBanner kind="recon" label="Level 1 · Recon" instruction="Find the 3 trades around you." />);
    const banner = screen.getByTestId('level-banner');
    expect(banner.querySelector('button, a, input, [tabindex]')).toBeNull();
    expect(banner).toHaveClass('kit-level');
  });
});
