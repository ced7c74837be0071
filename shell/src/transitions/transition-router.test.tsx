import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Link, Route, Routes, useNavigate } from '@mission/shared/routing';
import { FADE_IN_MS, FADE_OUT_MS, PageTransition } from './page-transition';
import { TransitionRouter, usePageTransitionPhase } from './transition-router';

function Phase() {
  return <output data-testid="phase">{usePageTransitionPhase()}</output>;
}

function Home() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Home</h1>
      <Link to="/select">Select</Link>
      <Link to="/accessible">Accessible</Link>
      <button type="button" onClick={() => void navigate('/accessible')}>
        Go by code
      </button>
    </>
  );
}

function setup() {
  window.history.replaceState(null, '', '/');
  const transition = new PageTransition({ reducedMotion: () => false });
  render(
    <StrictMode>
      <TransitionRouter transition={transition}>
        <Phase />
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/select" element={<h1>Select</h1>} />
          <Route path="/accessible" element={<h1>Accessible</h1>} />
        </Routes>
      </TransitionRouter>
    </StrictMode>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('TransitionRouter', () => {
  it('fades a link out and in, and ignores a second link pressed during the fade', () => {
    setup();
    act(() => screen.getByRole('link', { name: 'Select' }).click());
    expect(screen.getByTestId('phase')).toHaveTextContent('out');
    expect(screen.getByRole('heading')).toHaveTextContent('Home');
    act(() => screen.getByRole('link', { name: 'Accessible' }).click());
    act(() => jest.advanceTimersByTime(FADE_OUT_MS));
    expect(screen.getByRole('heading')).toHaveTextContent('Select');
    expect(screen.getByTestId('phase')).toHaveTextContent('in');
    act(() => jest.advanceTimersByTime(FADE_IN_MS));
    expect(screen.getByTestId('phase')).toHaveTextContent('idle');
    expect(window.location.pathname).toBe('/select');
  });

  it('sends navigate() calls (a remote’s, a screen’s) through the same fade', () => {
    setup();
    act(() => screen.getByRole('button', { name: 'Go by code' }).click());
    expect(screen.getByTestId('phase')).toHaveTextContent('out');
    act(() => jest.advanceTimersByTime(FADE_OUT_MS + FADE_IN_MS));
    expect(screen.getByRole('heading')).toHaveTextContent('Accessible');
  });
});
