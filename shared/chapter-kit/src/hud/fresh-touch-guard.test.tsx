import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useFreshTouchGuard } from './fresh-touch-guard';

function Card({ onFollow }: { onFollow: () => void }) {
  const guard = useFreshTouchGuard();
  return (
    <div data-testid="card" {...guard}>
      <a
        href="/army/flood"
        onClick={(event) => {
          event.preventDefault();
          onFollow();
        }}
      >
        Next: Flood
      </a>
    </div>
  );
}

/** A target the finger holds; the card replaces it while the finger is still down. */
function Stage({ onFollow }: { onFollow: () => void }) {
  const [complete, setComplete] = useState(false);
  return complete ? (
    <Card onFollow={onFollow} />
  ) : (
    <button type="button" onPointerDown={() => setComplete(true)}>
      Fire 3
    </button>
  );
}

describe('useFreshTouchGuard', () => {
  it('ignores the lift of a touch that began before the card appeared', () => {
    const onFollow = jest.fn();
    render(<Stage onFollow={onFollow} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Fire 3' }));
    // The finger lifts over the card: the browser's click lands on the link under it.
    fireEvent.click(screen.getByRole('link', { name: 'Next: Flood' }), { detail: 1 });
    expect(onFollow).not.toHaveBeenCalled();
  });

  it('follows a tap that begins on the card', () => {
    const onFollow = jest.fn();
    render(<Card onFollow={onFollow} />);
    const link = screen.getByRole('link', { name: 'Next: Flood' });
    fireEvent.pointerDown(link);
    fireEvent.click(link, { detail: 1 });
    expect(onFollow).toHaveBeenCalledTimes(1);
  });

  it('always follows keyboard and screen-reader activation (detail 0)', () => {
    const onFollow = jest.fn();
    render(<Card onFollow={onFollow} />);
    fireEvent.click(screen.getByRole('link', { name: 'Next: Flood' }), { detail: 0 });
    expect(onFollow).toHaveBeenCalledTimes(1);
  });
});
