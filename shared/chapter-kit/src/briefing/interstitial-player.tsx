import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useModalDialog, watchPlaybackStall } from '@mission/shared';
import { BriefingTranscriptPanel } from './briefing-transcript-panel';
import { useFreshTouchGuard } from '../hud/fresh-touch-guard';
import { useTranslation } from '@mission/shared/translation';
import type { CaptionCue, InterstitialDefinition } from '../chapter-definition';
import { useCopy } from '../copy/use-copy';

interface InterstitialPlayerProps {
  definition: InterstitialDefinition;
  eyebrow: string;
  title: string;
  audioEnabled: boolean;
  onProgress: (percent: number) => void;
  onStarted: () => void;
  onEnded: (skipped: boolean) => void;
  /** The video cannot play here: the chapter goes on without it. */
  onFailed: (reason: string) => void;
}

/** The first source this browser says it can play (WebM/VP9 first, MP4/H.264 for Safari). */
export function playableSource(sources: InterstitialDefinition['sources'], canPlayType: (type: string) => string): string | undefined {
  return sources.find((source) => canPlayType(source.type) !== '')?.src;
}

/** The caption showing at `time` seconds, if any. */
export function cueAt(cues: readonly CaptionCue[], time: number): CaptionCue | undefined {
  return cues.find((cue) => time >= cue.start && time < cue.end);
}

type PlayOutcome = 'playing' | 'muted' | 'needs-tap' | 'error';

/**
 * Plays with sound when wanted; a browser that refuses sound without a tap plays muted, and
 * one that refuses even that needs a tap. Other refusals (a failed source) end in 'error',
 * which the element's own error event explains.
 */
export async function startPlayback(video: Pick<HTMLVideoElement, 'muted' | 'play'>, withSound: boolean): Promise<PlayOutcome> {
  video.muted = !withSound;
  try {
    await video.play();
    return 'playing';
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'NotAllowedError') return 'error';
    if (!withSound) return 'needs-tap';
    return (await startPlayback(video, false)) === 'playing' ? 'muted' : 'needs-tap';
  }
}

/**
 * The chapter's short video (docs/game-design.md step 2): full screen over everything, the header
 * included (hidden while it plays), skippable, with captions in the visitor's language.
 */
export function InterstitialPlayer({
  definition,
  eyebrow,
  title,
  audioEnabled,
  onProgress,
  onStarted,
  onEnded,
  onFailed,
}: InterstitialPlayerProps) {
  const { t } = useTranslation('common');
  const copy = useCopy();
  const video = useRef<HTMLVideoElement>(null);
  const skipButton = useRef<HTMLButtonElement>(null);
  const finished = useRef(false);
  const [cue, setCue] = useState<CaptionCue | undefined>(undefined);
  const [captionsOn, setCaptionsOn] = useState(true);
  const [forcedMute, setForcedMute] = useState(false);
  const [needsTap, setNeedsTap] = useState(false);
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const transcriptButton = useRef<HTMLButtonElement>(null);
  const guard = useFreshTouchGuard();

  const finish = (skipped: boolean) => {
    if (finished.current) return;
    finished.current = true;
    video.current?.pause();
    onEnded(skipped);
  };
  const fail = (reason: string) => {
    if (finished.current) return;
    finished.current = true;
    console.warn(`[chapter-kit] the interstitial video could not play (${reason}); the chapter goes on without it.`);
    onFailed(reason);
  };
  const play = (withSound: boolean) => {
    const element = video.current;
    if (!element) return;
    void startPlayback(element, withSound).then((outcome) => {
      setForcedMute(outcome === 'muted');
      setNeedsTap(outcome === 'needs-tap');
    });
  };

  // The transcript pauses the video; closing it plays on from there, focus back on its button.
  const openTranscript = () => {
    video.current?.pause();
    setTranscriptOpen(true);
  };
  const closeTranscript = () => {
    setTranscriptOpen(false);
    play(audioEnabled);
    requestAnimationFrame(() => transcriptButton.current?.focus({ preventScroll: true }));
  };

  const onEscape = () => (transcriptOpen ? closeTranscript() : finish(false));
  const dialog = useModalDialog({ onCancel: onEscape, initialFocus: skipButton });
  const reportProgress = useEffectEvent((percent: number) => onProgress(percent));
  const reportStarted = useEffectEvent(() => onStarted());
  const reportEnded = useEffectEvent(() => finish(false));
  const reportFailed = useEffectEvent((reason: string) => fail(reason));
  const startWithSound = useEffectEvent(() => play(audioEnabled));
  // Whether it should be moving: not while the transcript holds it or a tap is awaited.
  const shouldPlay = useEffectEvent(() => !transcriptOpen && !needsTap);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const src = playableSource(definition.sources, (type) => element.canPlayType(type));
    if (!src) {
      reportFailed('no source this browser can play');
      return;
    }
    let started = false;
    const reportBuffered = () => {
      if (!Number.isFinite(element.duration) || element.duration <= 0 || element.buffered.length === 0) return;
      reportProgress((element.buffered.end(element.buffered.length - 1) / element.duration) * 100);
    };
    const onCanPlayThrough = () => reportProgress(100);
    const onPlaying = () => {
      if (started) return;
      started = true;
      reportStarted();
      skipButton.current?.focus({ preventScroll: true });
    };
    const onEndedEvent = () => reportEnded();
    const onError = () => reportFailed(element.error?.message || `media error ${element.error?.code ?? '?'}`);
    element.addEventListener('progress', reportBuffered);
    element.addEventListener('loadedmetadata', reportBuffered);
    element.addEventListener('canplaythrough', onCanPlayThrough);
    element.addEventListener('playing', onPlaying);
    element.addEventListener('ended', onEndedEvent);
    element.addEventListener('error', onError);
    element.src = src;
    startWithSound();
    // Frozen while it should play, it is a failed video and the chapter goes on (docs/decisions.md "A stalled video").
    const stopWatch = watchPlaybackStall(element, { shouldPlay, onStall: () => reportFailed('it stalled') });

    // Captions follow the picture, frame by frame.
    let frame = requestAnimationFrame(function tick() {
      const next = cueAt(definition.captions, element.currentTime);
      setCue((current) => (current === next ? current : next));
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
      stopWatch();
      element.removeEventListener('progress', reportBuffered);
      element.removeEventListener('loadedmetadata', reportBuffered);
      element.removeEventListener('canplaythrough', onCanPlayThrough);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('ended', onEndedEvent);
      element.removeEventListener('error', onError);
      element.pause();
      // Frees the decoder and the download at once.
      element.removeAttribute('src');
      element.load();
    };
  }, [definition]);

  useEffect(() => {
    if (video.current && !forcedMute) video.current.muted = !audioEnabled;
  }, [audioEnabled, forcedMute]);

  return (
    <dialog {...guard} ref={dialog} className="kit-interstitial" aria-label={t('kit.interstitial.label')} data-testid="interstitial">
      <video ref={video} className="kit-interstitial__video" playsInline preload="auto" aria-hidden="true" />
      {/* One column over the picture: the title, the transcript when open, then the captions
          stacked above the buttons, so a wrapped row of buttons (a muted start adds one) pushes
          the captions up instead of covering their last line. */}
      <div className="kit-interstitial__layout">
        <div className="kit-interstitial__title">
          <p className="kit-eyebrow">{eyebrow}</p>
          <p className="kit-interstitial__heading">{title}</p>
        </div>
        {transcriptOpen ? (
          <BriefingTranscriptPanel lines={definition.captions.map((line) => copy(line.text))} onClose={closeTranscript} />
        ) : null}
        <div className="kit-interstitial__foot">
          {captionsOn && cue && !transcriptOpen ? (
            <p className="kit-interstitial__caption" aria-live="polite">
              {copy(cue.text)}
            </p>
          ) : null}
          <div className="kit-interstitial__controls">
            {needsTap ? (
              <button type="button" className="kit-button kit-button--primary" onClick={() => play(audioEnabled)}>
                {t('kit.interstitial.play')}
              </button>
            ) : null}
            {forcedMute && audioEnabled ? (
              <button
                type="button"
                className="kit-button"
                onClick={() => {
                  setForcedMute(false);
                  if (video.current) video.current.muted = false;
                }}
              >
                {t('kit.interstitial.unmute')}
              </button>
            ) : null}
            <button type="button" className="kit-button" aria-pressed={captionsOn} onClick={() => setCaptionsOn((on) => !on)}>
              {t('kit.interstitial.captions')}
            </button>
            <button
              ref={transcriptButton}
              type="button"
              className="kit-button"
              aria-expanded={transcriptOpen}
              onClick={() => (transcriptOpen ? closeTranscript() : openTranscript())}
            >
              {t('kit.interstitial.transcript')}
            </button>
            <button ref={skipButton} type="button" className="kit-button kit-button--primary" onClick={() => finish(true)}>
              {t('kit.interstitial.skip')}
            </button>
          </div>
        </div>
      </div>
    </dialog>
  );
}
