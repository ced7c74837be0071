import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@mission/shared/translation';
import { SHELL_SOUND_IDS } from '@mission/content';
import { missionBus, SceneLoadStore, useBusState, usePageTitle, type PermissionOutcome } from '@mission/shared';
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
  const { permissions } = useShellServices();
  const { deviceOrientation } = useStoreState(permissions);
  const followCamera = useCallback((outcome: Promise<PermissionOutcome>) => void permissions.followCamera(outcome), [permissions]);
  const forceTouch = useBusState('forceTouchControls');
  const reducedMotion = useReducedMotion();
  const goOn = useGoOn();
  const camera = useRef<HTMLVideoElement>(null);
  const feed = useCameraStream(camera, navigator, followCamera);
  const { gate, actions } = useSensorGate(feed);
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

  const useOrientation = deviceOrientation === 'granted' && !forceTouch;
  const sky = feed === 'unavailable' || feed === 'refused';
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
          </div>
          <button type="button" className="button button--primary portal__enter" onClick={enter}>
            {t('screens.portal.enter')}
          </button>
        </>
      )}
      {playing ? <PortalVideo label={t('screens.portal.videoLabel')} skipLabel={t('screens.portal.skip')} onDone={finish} /> : null}
    </section>
  );
}

function PortalVideo({ label, skipLabel, onDone }: { label: string; skipLabel: string; onDone: (skipped: boolean) => void }) {
  const done = useRef(false);
  const end = (skipped: boolean) => {
    if (done.current) return;
    done.current = true;
    onDone(skipped);
  };
  return (
    <div className="portal__video" data-testid="portal-video">
      <video autoPlay muted playsInline aria-label={label} onEnded={() => end(false)} onError={() => end(true)}>
        <source src={mediaUrl('video/portal.webm')} type="video/webm" />
        <source src={mediaUrl('video/portal.mp4')} type="video/mp4" onError={() => end(true)} />
      </video>
      <button type="button" className="button button--outline portal__skip" onClick={() => end(true)}>
        {skipLabel}
      </button>
    </div>
  );
}
