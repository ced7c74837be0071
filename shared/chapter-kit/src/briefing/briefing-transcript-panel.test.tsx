import { fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { InterstitialPlayer } from './interstitial-player';

// jsdom plays no video: this one can play WebM and plays at once, so the player reaches 'playing'.
const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => undefined);
const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation(() => 'probably');

const briefing = {
  sources: [{ src: 'briefing.webm', type: 'video/webm' }],
  captions: (['alert', 'report', 'orders'] as const).map((line, index) => ({
    start: index * 2,
    end: index * 2 + 2,
    text: { key: `army:fire.captions.${line}` },
  })),
};

function renderPlayer(onEnded = jest.fn()) {
  render(
    <InterstitialPlayer
      definition={briefing}
      eyebrow="Briefing"
      title="Forest"
      audioEnabled={false}
      onProgress={() => undefined}
      onStarted={() => undefined}
      onEnded={onEnded}
      onFailed={() => undefined}
    />,
  );
  return { onEnded };
}

describe('the briefing’s transcript', () => {
  beforeEach(() => {
    play.mockClear();
    pause.mockClear();
  });

  it('pauses the video and shows every caption line in order, with focus on its heading; "Back to the video" plays on', async () => {
    await initTestI18n('en');
    renderPlayer();
    const toggle = screen.getByRole('button', { name: 'Transcript' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(pause).toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const transcript = screen.getByTestId('briefing-transcript');
    expect(screen.getByRole('heading', { level: 2, name: 'Briefing transcript' })).toHaveFocus();
    expect([...transcript.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '[Radio crackle] All Army teams, this is task force headquarters.',
      'The province’s wildfire crews are holding a forest fire east of the campground.',
      'Meet the crew on site. Then, under the wildfire crew’s lead, put out three hot spots on the fire’s burned edge.',
    ]);
    const playsBefore = play.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Back to the video' }));
    expect(screen.queryByTestId('briefing-transcript')).toBeNull();
    expect(play.mock.calls.length).toBe(playsBefore + 1);
  });

  it('closes on Escape without ending the briefing; a second Escape ends it', async () => {
    await initTestI18n('en');
    const { onEnded } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Transcript' }));
    // Escape where focus is: the transcript's heading, then the briefing's own button.
    fireEvent.keyDown(screen.getByRole('heading', { level: 2, name: 'Briefing transcript' }), { key: 'Escape' });
    expect(screen.queryByTestId('briefing-transcript')).toBeNull();
    expect(onEnded).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Transcript' }), { key: 'Escape' });
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('is in French for a French visitor', async () => {
    const i18n = await initTestI18n('fr');
    await i18n.changeLanguage('fr-CA');
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Transcription' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Transcription de la vidéo d’information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour à la vidéo' })).toBeInTheDocument();
    await i18n.changeLanguage('en-US');
  });
});
