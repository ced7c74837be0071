import { Suspense, lazy, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '@mission/shared/translation';
import { SHELL_SOUND_IDS } from '@mission/content';
import {
  arStageMessage,
  missionBus,
  SceneLoadStore,
  useBusState,
  usePageTitle,
  watchPlaybackStall,
  type PermissionOutcome,
} from '@mission/shared';
import { GateScreen } from '../../gates/gate-screen';
import { useSensorGate } from '../../gates/sensor-gate';
import { useStoreState } from '../../gates/use-store-state';
import { loadedShellAudio, shellAudio, shellSounds } from '../../services/audio/shell-audio';
import { useShellServices } from '../../services/shell-services-context';
import { PORTAL_SCENE } from '../experience-flow';
import { useGoOn } from '../use-experience-flow';
import { useReducedMotion } from '@mission/shared';
import { DelayedStatus } from '../../loading/delayed-status';
import { useCameraStream } from './camera-stream';
import { cameraFeedOf, isAskingForCamera, PortalArStore } from './portal-ar-store';
import '../screens.css';
import { mediaUrl } from '@mission/shared/media';

// three.js loads here only: never on /, /select or /accessible (docs/decisions.md §4).
const PortalScene = lazy(() => import('./portal-scene'));

export const PORTAL_ID = 'portal';

/**
 * /portal: the camera's picture (environment-facing) behind a glowing doorway that stays
 * put as the phone turns; a sky instead when there is no camera. Tapping the doorway (or
 * the "Enter the portal" button, for keyboards and screen readers) plays the portal video,
 * then goes on to Mission Select. Bus: portal.interaction enter (screen shown), interaction
 * (doorway tapped), exit (screen left); interstitial.started/ended for the video, which
 * marks the portal as watched (the way in skips it next time) and hides the header.
 * The video goes through a scene-load store as a chapter's briefing does, and the way on
 * follows its revealScene: the portal scene is revealed when its interstitial ends
 * (docs/product-rules.md §4 "Scene loading"). The camera request of the feed is the camera
 * permission the bus carries (idle, prompt, granted, denied).
 */
export function PortalScreen() {
  const { t } = useTranslation('common');
  const { t: tErrors } = useTranslation('errors');
  const { permissions } = useShellServices();
  const { deviceOrientation, motion } = useStoreState(permissions);
  const followCamera = useCallback((outcome: Promise<PermissionOutcome>) => void permissions.followCamera(outcome), [permissions]);
  const forceTouch = useBusState('forceTouchControls');
  const reducedMotion = useReducedMotion();
  const goOn = useGoOn();
  const camera = useRef<HTMLVideoElement>(null);
  const [ar] = useState(() => new PortalArStore());
  const arState = useStoreState(ar);
  const feed = cameraFeedOf(arState);
  const { gate, actions } = useSensorGate(feed);
  // The camera is asked once no other question holds the screen, so its line is seen before its prompt.
  // A latch, set while rendering (React's pattern for state that follows a value): once asked, a
  // later gate (the camera-denied one) does not take the question back.
  const [cameraWanted, setCameraWanted] = useState(false);
  if (!cameraWanted && gate === null) setCameraWanted(true);
  useCameraStream(camera, ar, { onAsk: followCamera, ask: cameraWanted });
  const [playing, setPlaying] = useState(false);
  const [sceneLoad] = useState(() => new SceneLoadStore(missionBus));
  usePageTitle(t('screens.portal.title'));

  // The portal's scene: nothing to load but its video; leaving mid-video ends it as skipped.
  useEffect(() => {
    sceneLoad.dispatch({ type: 'scene-started', sceneName: PORTAL_SCENE, hasInterstitial: true });
    return () => sceneLoad.dispatch({ type: 'scene-cleared' });
  }, [sceneLoad]);
  const goOnRef = useRef(goOn);
  useEffect(() => {
    goOnRef.current = goOn;
  });
  useEffect(() => {
    let revealed = sceneLoad.state.revealScene;
    const subscription = sceneLoad.state$.subscribe((state) => {
      if (state.revealScene && !revealed) goOnRef.current('portal');
      revealed = state.revealScene;
    });
    return () => subscription.unsubscribe();
  }, [sceneLoad]);

  useEffect(() => {
    missionBus.emit({ type: 'portal.interaction', action: 'enter', portalId: PORTAL_ID });
    let left = false;
    void shellAudio().then(async (audio) => {
      if (!audio) return;
      await audio.loadPortalSounds();
      if (!left) audio.manager.play(SHELL_SOUND_IDS.portalAmbience);
    });
    return () => {
      left = true;
      // Leaving by a route change, the shell has already unloaded every sound (docs/product-rules.md §4):
      // stopping an id no longer known would only warn.
      const manager = loadedShellAudio()?.manager;
      if (manager?.has(SHELL_SOUND_IDS.portalAmbience)) manager.stop(SHELL_SOUND_IDS.portalAmbience);
      missionBus.emit({ type: 'portal.interaction', action: 'exit', portalId: PORTAL_ID });
    };
  }, []);

  const finish = useCallback(
    (skipped: boolean) => {
      if (skipped) sceneLoad.skipInterstitial();
      else sceneLoad.dispatch({ type: 'interstitial-ended' });
    },
    [sceneLoad],
  );
  // A video that cannot play is a failed interstitial (docs/product-rules.md §4 "Scene loading"):
  // the way on opens as after an end, but the portal is not remembered as watched.
  const fail = useCallback(
    (reason: string) => {
      console.warn(`[portal] the portal video could not play (${reason}); going on without it.`);
      sceneLoad.failInterstitial(reason);
    },
    [sceneLoad],
  );

  const enter = useCallback(() => {
    if (playing) return;
    missionBus.emit({ type: 'portal.interaction', action: 'interaction', portalId: PORTAL_ID });
    shellSounds.play(SHELL_SOUND_IDS.portalEnter);
    const playbackId = `${PORTAL_SCENE}-${Date.now()}`;
    sceneLoad.dispatch({ type: 'portal-video-started', playbackId });
    sceneLoad.dispatch({ type: 'interstitial-started', playbackId });
    // The video rushes at the viewer: with reduced motion, step straight through.
    if (reducedMotion) finish(true);
    else setPlaying(true);
  }, [playing, reducedMotion, finish, sceneLoad]);

  // The AR state's motion and orientation flags follow the permissions (and the touch-controls choice).
  const orientationOn = deviceOrientation === 'granted' && !forceTouch;
  useEffect(() => {
    ar.dispatch({ type: 'sensor-changed', sensor: 'motion', available: motion === 'granted' });
    ar.dispatch({ type: 'sensor-changed', sensor: 'orientation', available: orientationOn });
  }, [ar, motion, orientationOn]);
  const useOrientation = arState.orientation;
  const sky = feed === 'unavailable' || feed === 'refused';
  const askingLine = isAskingForCamera(arState) ? arStageMessage('requesting_camera') : null;
  return (
    <section className={`portal${sky ? ' portal--sky' : ''}`} aria-labelledby="portal-title" data-camera={feed}>
      <video ref={camera} className="portal__camera" muted playsInline autoPlay aria-hidden="true" hidden={feed !== 'granted'} />
      {gate ? (
        <div className="portal__gate">
          <GateScreen gate={gate} actions={actions} />
        </div>
      ) : (
        <>
          {feed !== 'unknown' ? (
            <Suspense fallback={<DelayedStatus className="portal__loading">{t('screens.portal.loading')}</DelayedStatus>}>
              <PortalScene sky={sky} useOrientation={useOrientation} reducedMotion={reducedMotion} onDoorwayTap={enter} />
            </Suspense>
          ) : null}
          <div className="portal__overlay">
            <p className="eyebrow">{t('screens.portal.eyebrow')}</p>
            <h1 id="portal-title" className="display portal__title">
              {t('screens.portal.title')}
            </h1>
            <p className="portal__hint">{useOrientation ? t('screens.portal.hint') : t('screens.portal.hintDrag')}</p>
            {sky ? <p className="portal__hint portal__hint--quiet">{t('screens.portal.skyBackdrop')}</p> : null}
            {/* Said before the browser asks for the camera (the request waits for this line's paint). */}
            <p className="portal__hint portal__ask" role="status" data-testid="camera-ask">
              {askingLine ? (
                <>
                  <strong>{tErrors(askingLine.titleKey)}</strong> {tErrors(askingLine.messageKey)}
                </>
              ) : null}
            </p>
          </div>
          <button type="button" className="button button--primary portal__enter" onClick={enter}>
            {t('screens.portal.enter')}
          </button>
        </>
      )}
      {playing ? (
        <PortalVideo label={t('screens.portal.videoLabel')} skipLabel={t('screens.portal.skip')} onDone={finish} onFailed={fail} />
      ) : null}
    </section>
  );
}

interface PortalVideoProps {
  label: string;
  skipLabel: string;
  onDone: (skipped: boolean) => void;
  onFailed: (reason: string) => void;
}

function PortalVideo({ label, skipLabel, onDone, onFailed }: PortalVideoProps) {
  const done = useRef(false);
  const video = useRef<HTMLVideoElement>(null);
  const settle = (report: () => void) => {
    if (done.current) return;
    done.current = true;
    report();
  };
  const end = (skipped: boolean) => settle(() => onDone(skipped));
  const failed = (reason: string) => settle(() => onFailed(reason));
  const reportStall = useEffectEvent(() => failed('it stalled'));
  // It has no pause: frozen for PLAYBACK_STALL_MS (autoplay refused, a media stack that never
  // starts) it is a failed video, and the way on opens (docs/decisions.md "A stalled video").
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    return watchPlaybackStall(element, { shouldPlay: () => true, onStall: reportStall });
  }, []);
  return (
    <div className="portal__video" data-testid="portal-video">
      <video
        ref={video}
        autoPlay
        muted
        playsInline
        aria-label={label}
        onEnded={() => end(false)}
        onError={(event) => failed(event.currentTarget.error?.message || 'media error')}
      >
        <source src={mediaUrl('video/portal.webm')} type="video/webm" />
        {/* The last source failing means none could play (a source's error never reaches the video). */}
        <source src={mediaUrl('video/portal.mp4')} type="video/mp4" onError={() => failed('no source could play')} />
      </video>
      <button type="button" className="button button--outline portal__skip" onClick={() => end(true)}>
        {skipLabel}
      </button>
    </div>
  );
}
