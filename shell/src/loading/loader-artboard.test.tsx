/// <reference types="@testing-library/jest-dom" />
import { readFileSync } from 'node:fs';
import { act, render, screen } from '@testing-library/react';
import { forgetLoaderArtboard, LOADER_ARTBOARD, LoaderArtboard } from './loader-artboard';

const ARTBOARD = readFileSync(new URL(`../../public/${LOADER_ARTBOARD}`, import.meta.url), 'utf8');

function reducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const flush = () => act(async () => undefined);

beforeEach(() => {
  forgetLoaderArtboard();
  reducedMotion(false);
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the loader’s artboard', () => {
  it('is the shell’s static SVG, with its waiting, playing and end states and its last frame as its styles', () => {
    expect(ARTBOARD).toContain('data-artboard="loader"');
    for (const state of ['playing', 'end']) expect(ARTBOARD).toContain(`[data-artboard-state='${state}']`);
    expect(ARTBOARD).toContain('animation-play-state: paused');
  });

  it('fetches the artboard, inlines it, and plays it 500 ms after it shows', async () => {
    const load = jest.fn(async () => ARTBOARD);
    render(<LoaderArtboard load={load} />);
    await flush();
    expect(load).toHaveBeenCalledWith('/animations/loader-artboard.svg');
    const artboard = screen.getByTestId('loader-artboard').querySelector('svg');
    expect(artboard).toHaveAttribute('data-artboard-state', 'waiting');
    act(() => jest.advanceTimersByTime(499));
    expect(artboard).toHaveAttribute('data-artboard-state', 'waiting');
    act(() => jest.advanceTimersByTime(1));
    expect(artboard).toHaveAttribute('data-artboard-state', 'playing');
    expect(screen.getByTestId('loader-artboard')).toHaveAttribute('aria-hidden', 'true');
  });

  it('with reduced motion, shows its last frame', async () => {
    reducedMotion(true);
    render(<LoaderArtboard load={async () => ARTBOARD} />);
    await flush();
    expect(screen.getByTestId('loader-artboard').querySelector('svg')).toHaveAttribute('data-artboard-state', 'end');
  });

  it('an artboard that cannot load, or is not an SVG, leaves the loader’s words alone with one warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = render(<LoaderArtboard load={async () => Promise.reject(new Error('offline'))} />);
    await flush();
    expect(screen.getByTestId('loader-artboard')).toBeEmptyDOMElement();
    failed.unmount();
    render(<LoaderArtboard load={async () => '<html><body>Not found</body></html>'} />);
    await flush();
    expect(screen.getByTestId('loader-artboard')).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
