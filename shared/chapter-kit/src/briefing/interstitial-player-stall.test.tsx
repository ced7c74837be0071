import { act, fireEvent, render, screen } from '@testing-library/react';
import { PLAYBACK_STALL_MS } from '@mission/shared';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { InterstitialPlayer } from './interstitial-player';

// jsdom has no media stack: every video "plays" and never moves, the frozen frame a stall is.
beforeAll(async () => {
  await initTestI18n('en');
  jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
afterAll(() => jest.restoreAllMocks());

async function renderPlayer() {
  const onFailed = jest.fn();
  const onEnded = jest.fn();
  await act(async () => {
    render(
      <InterstitialPlayer
        definition={{
          sources: [{ src: 'briefing.webm', type: 'video/webm' }],
          captions: [{ start: 0, end: 2, text: { key: 'kit.interstitial.label' } }],
        }}
        eyebrow="Briefing"
        title="Forest fire"
        audioEnabled={false}
        onProgress={() => undefined}
        onStarted={() => undefined}
        onEnded={onEnded}
        onFailed={onFailed}
      />,
    );
  });
  return { onFailed, onEnded };
}

describe('a briefing video frozen while it should play', () => {
  it('fails after 10 s, so the chapter goes on without it, with a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { onFailed, onEnded } = await renderPlayer();
    await act(async () => jest.advanceTimersByTime(PLAYBACK_STALL_MS - 1_000));
    expect(onFailed).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1_500));
    expect(onFailed).toHaveBeenCalledWith('it stalled');
    expect(onEnded).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('it stalled'));
    warn.mockRestore();
  });

  it('is not failed while the transcript holds it: reading takes as long as it takes', async () => {
    const { onFailed } = await renderPlayer();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Transcript' })));
    await act(async () => jest.advanceTimersByTime(PLAYBACK_STALL_MS * 6));
    expect(onFailed).not.toHaveBeenCalled();
  });
});
