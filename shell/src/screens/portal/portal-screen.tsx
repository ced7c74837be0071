import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@mission/shared/translation';
import { SHELL_SOUND_IDS } from '@mission/content';
import { audioManager, missionBus, useBusState, usePageTitle } from '@mission/shared';
import { GateScreen } from '../../gates/gate-screen';
import { useSensorGate } from '../../gates/sensor-gate';
import { useStoreState } from '../../gates/use-store-state';
import { loadPortalSounds } from '../../services/audio/start-shell-audio';
import { useShellServices } from '../../services/shell-services-context';
import { PORTAL_SCENE } from '../experience-flow';
import { useGoOn } from '../use-experience-flow';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';
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
 */
export function PortalScreen() {
  const { t } = useTranslation('common');
  const { permissions } = useShellServices();
  const { deviceOrientation } = useStoreState(permissions);
  const forceTouch = useBusState('forceTouchControls');
  const reducedMotion = usePrefersReducedMotion();
  const goOn = useGoOn();
  const camera = useRef<HTMLVideoElement>(null);
  const feed = useCameraStream(camera);
  const { gate, actions } = useSensorGate(feed);
  const [playing, setPlaying] = useState(false);
  usePageTitle(t('screens.portal.title'));

  useEffect(() => {
    missionBus.emit({ type: 'portal.interaction', action: 'enter', portalId: PORTAL_ID });
    let left = false;
    void loadPortalSounds().then(() => {
      if (!left) audioManager.play(SHELL_SOUND_IDS.portalAmbience);
    });
    return () => {
      left = true;
      audioManager.stop(SHELL_SOUND_IDS.portalAmbience);
      missionBus.emit({ type: 'portal.interaction', action: 'exit', portalId: PORTAL_ID });
    };
  }, []);

  const finish = useCallback(
    (skipped: boolean) => {
      missionBus.emit({ type: 'interstitial.ended', sceneName: PORTAL_SCENE, skipped });
      goOn('portal');
    },
    [goOn],
  );

  const enter = useCallback(() => {
    if (playing) return;
    missionBus.emit({ type: 'portal.interaction', action: 'interaction', portalId: PORTAL_ID });
    audioManager.play(SHELL_SOUND_IDS.portalEnter);
    missionBus.emit({ type: 'interstitial.started', sceneName: PORTAL_SCENE });
    // The video rushes at the viewer: with reduced motion, step straight through.
    if (reducedMotion) finish(true);
    else setPlaying(true);
  }, [playing, reducedMotion, finish]);

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
            <Suspense fallback={<p className="portal__loading">{t('screens.portal.loading')}</p>}>
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
