/// <reference types="@testing-library/jest-dom" />
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from '@mission/shared/routing';
import { audioManager, hostBus, missionBus, PLAYBACK_STALL_MS, type BusEvent, type PermissionStatus } from '@mission/shared';
import { gateDismissals } from '../../gates/gate-dismissals';
import { renderAt, testServices } from '../screen-test-kit';
import { PortalScreen } from './portal-screen';

jest.mock('./portal-scene', () => ({
  __esModule: true,
  default: ({ sky, onDoorwayTap }: { sky: boolean; onDoorwayTap: () => void }) => (
    <button type="button" data-testid="doorway" data-sky={String(sky)} onClick={onDoorwayTap}>
      doorway
    </button>
  ),
}));

const route = <Route path="portal" element={<PortalScreen />} />;

function setCamera(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', { value: getUserMedia ? { getUserMedia } : undefined, configurable: true });
}

function reducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function portalEvents(): { events: BusEvent[]; stop: () => void } {
  const events: BusEvent[] = [];
  const stops = (['portal.interaction', 'interstitial.started', 'interstitial.ended'] as const).map((type) =>
    missionBus.on(type, (event) => events.push(event)),
  );
  return { events, stop: () => stops.forEach((stop) => stop()) };
}

beforeEach(() => {
  gateDismissals.reset();
  reducedMotion(false);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Portal (/portal)', () => {
  it('without a camera, opens the doorway in the sky', async () => {
    setCamera(undefined);
    await renderAt('/portal', route);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Step through the portal');
    expect(await screen.findByTestId('doorway')).toHaveAttribute('data-sky', 'true');
  });

  it('a refused camera shows camera denied with Refresh, and the way on without it', async () => {
    setCamera(() => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })));
    await renderAt('/fr/portal', route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès à la caméra refusé' })).toBeInTheDocument();
    expect(screen.getByText(/Vous pouvez quand même jouer sans elle/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer sans la caméra' }));
    expect(await screen.findByTestId('doorway')).toHaveAttribute('data-sky', 'true');
  });

  it('leaving by a route change, which unloads every sound first, warns of no unknown sound', async () => {
    setCamera(undefined);
    const view = await renderAt('/portal', route);
    await screen.findByTestId('doorway');
    // What the shell's layout does as a route change starts, before the page's effects end.
    audioManager.unloadAll();
    view.unmount();
    expect(console.warn).not.toHaveBeenCalledWith(expect.stringContaining('unknown sound id'));
  });

  it('asks for motion from a Continue tap where iOS needs it', async () => {
    setCamera(undefined);
    const requestPermission = jest.fn(async () => 'granted');
    Object.assign(window, { DeviceMotionEvent: { requestPermission } });
    try {
      await renderAt('/portal', route);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Motion access needed');
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByTestId('doorway')).toBeInTheDocument();
    } finally {
      delete (window as { DeviceMotionEvent?: unknown }).DeviceMotionEvent;
    }
  });

  it('tapping the doorway plays the portal video, then Mission Select; the bus hears each step', async () => {
    setCamera(undefined);
    const { events, stop } = portalEvents();
    await renderAt('/portal', route, testServices({ permissionRequests: { motion: async () => 'granted' } }));
    fireEvent.click(await screen.findByTestId('doorway'));
    const video = screen.getByTestId('portal-video').querySelector('video');
    expect(video).not.toBeNull();
    act(() => {
      video?.dispatchEvent(new Event('ended'));
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/select'));
    expect(events.map((event) => ('action' in event ? `${event.type}:${event.action}` : event.type))).toEqual([
      'portal.interaction:enter',
      'portal.interaction:interaction',
      'interstitial.started',
      'interstitial.ended',
      'portal.interaction:exit',
    ]);
    stop();
  });

  it('a portal video that fails is a failed interstitial: the way on opens, the portal is not remembered as watched', async () => {
    setCamera(undefined);
    hostBus.setState('watchedInterstitials', []);
    const { events, stop } = portalEvents();
    const errors: BusEvent[] = [];
    const stopErrors = missionBus.on('error.encountered', (event) => errors.push(event));
    await renderAt('/portal', route, testServices({ permissionRequests: { motion: async () => 'granted' } }));
    fireEvent.click(await screen.findByTestId('doorway'));
    const sources = screen.getByTestId('portal-video').querySelectorAll('source');
    act(() => {
      sources[sources.length - 1]?.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/select'));
    expect(events.filter((event) => event.type === 'interstitial.ended')).toEqual([
      { type: 'interstitial.ended', sceneName: 'portal', skipped: false, failed: true },
    ]);
    expect(errors).toEqual([expect.objectContaining({ type: 'error.encountered', errorType: 'interstitial' })]);
    expect(hostBus.getState('watchedInterstitials')).not.toContain('portal');
    stop();
    stopErrors();
  });

  it('a portal video frozen for 10 s (autoplay refused, a media stack that never starts) is a failed one: the way on opens', async () => {
    setCamera(undefined);
    hostBus.setState('watchedInterstitials', []);
    const { events, stop } = portalEvents();
    await renderAt('/portal', route, testServices({ permissionRequests: { motion: async () => 'granted' } }));
    const doorway = await screen.findByTestId('doorway');
    jest.useFakeTimers();
    try {
      fireEvent.click(doorway);
      act(() => jest.advanceTimersByTime(PLAYBACK_STALL_MS - 1_000));
      expect(screen.getByTestId('portal-video')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1_500));
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/select'));
    } finally {
      jest.useRealTimers();
    }
    expect(events.filter((event) => event.type === 'interstitial.ended')).toEqual([
      { type: 'interstitial.ended', sceneName: 'portal', skipped: false, failed: true },
    ]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('it stalled'));
    expect(hostBus.getState('watchedInterstitials')).not.toContain('portal');
    stop();
  });

  it('says why before the browser asks for the camera; the picture replaces the line', async () => {
    let open: (stream: MediaStream) => void = () => undefined;
    let lineWhenAsked: string | null = null;
    setCamera(() => {
      lineWhenAsked = screen.getByTestId('camera-ask').textContent;
      return new Promise<MediaStream>((resolve) => (open = resolve));
    });
    await renderAt('/portal', route);
    expect(screen.getByTestId('camera-ask')).toHaveTextContent('Camera access needed Allow camera access when your browser asks.');
    await waitFor(() => expect(lineWhenAsked).toBe('Camera access needed Allow camera access when your browser asks.'));
    await act(async () => open({ getTracks: () => [] } as unknown as MediaStream));
    await waitFor(() => expect(screen.getByTestId('camera-ask')).toBeEmptyDOMElement());
    expect(await screen.findByTestId('doorway')).toHaveAttribute('data-sky', 'false');
  });

  it('says the line in French too', async () => {
    setCamera(() => new Promise<MediaStream>(() => undefined));
    await renderAt('/fr/portal', route);
    expect(screen.getByTestId('camera-ask')).toHaveTextContent('Accès à la caméra requis');
  });

  it('asks for the camera only once the motion question is answered, so each is asked on its own', async () => {
    const getUserMedia = jest.fn(() => new Promise<MediaStream>(() => undefined));
    setCamera(getUserMedia);
    const requestPermission = jest.fn(async () => 'granted');
    Object.assign(window, { DeviceMotionEvent: { requestPermission } });
    try {
      await renderAt('/portal', route);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Motion access needed');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(getUserMedia).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
      expect(screen.getByTestId('camera-ask')).toHaveTextContent('Camera access needed');
    } finally {
      delete (window as { DeviceMotionEvent?: unknown }).DeviceMotionEvent;
    }
  });

  it('releases the camera when the portal closes: every track stops', async () => {
    const stop = jest.fn();
    setCamera(async () => ({ getTracks: () => [{ stop }, { stop }] }) as unknown as MediaStream);
    const view = await renderAt('/portal', route);
    expect(await screen.findByTestId('doorway')).toHaveAttribute('data-sky', 'false');
    expect(stop).not.toHaveBeenCalled();
    view.unmount();
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('the camera permission on the bus follows the feed’s own request: prompt, then granted (docs/product-rules.md §3)', async () => {
    let open: (stream: MediaStream) => void = () => undefined;
    setCamera(() => new Promise<MediaStream>((resolve) => (open = resolve)));
    const seen: PermissionStatus[] = [];
    const stopWatching = hostBus.watch('permissions', ({ camera }) => seen.push(camera));
    await renderAt('/portal', route);
    await waitFor(() => expect(hostBus.getState('permissions').camera).toBe('prompt'));
    await act(async () => open({ getTracks: () => [] } as unknown as MediaStream));
    await waitFor(() => expect(hostBus.getState('permissions').camera).toBe('granted'));
    expect(seen.filter((status, at) => status !== seen[at - 1]).slice(-3)).toEqual(['idle', 'prompt', 'granted']);
    stopWatching();
  });

  it('a refused camera is denied on the bus; no camera API at all is denied too', async () => {
    setCamera(() => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })));
    await renderAt('/portal', route);
    await waitFor(() => expect(hostBus.getState('permissions').camera).toBe('denied'));
    setCamera(undefined);
    await renderAt('/portal', route);
    await waitFor(() => expect(hostBus.getState('permissions').camera).toBe('denied'));
  });

  it('stays while the portal video plays: the way on waits for the scene’s reveal at the video’s end (docs/product-rules.md §4)', async () => {
    setCamera(undefined);
    await renderAt('/portal', route, testServices({ permissionRequests: { motion: async () => 'granted' } }));
    fireEvent.click(await screen.findByTestId('doorway'));
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Step through the portal');
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/select'));
  });

  it('with reduced motion, steps through without the video', async () => {
    setCamera(undefined);
    reducedMotion(true);
    await renderAt('/portal', route);
    fireEvent.click(await screen.findByRole('button', { name: 'Enter the portal' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/select'));
  });
});
