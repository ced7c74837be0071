import { render, screen } from '@testing-library/react';
import { ChapterRuntime } from '../runtime/chapter-runtime';
import { EdgeArrow } from './edge-arrow';

describe('the edge arrow', () => {
  it('is decorative, hidden until the runtime gives it a side, and shown on that side', () => {
    const runtime = new ChapterRuntime([]);
    runtime.look.setOrientationAllowed(true);
    runtime.look.deviceAngles({ alpha: 0, beta: 90, gamma: 0, screenAngle: 0 });
    render(<EdgeArrow runtime={runtime} />);
    const arrow = screen.getByTestId('edge-arrow');
    expect(arrow).toHaveAttribute('aria-hidden', 'true');
    expect(arrow.dataset.side).toBe('');
    runtime.guideTowards([10, 0, 10]);
    runtime.updateHud(([x, y, z]) => [x / 10, y / 10, z > 0 ? 2 : 0.5], 400, 800);
    expect(arrow.dataset.side).toBe('right');
  });
});
