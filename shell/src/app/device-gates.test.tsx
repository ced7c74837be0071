/// <reference types="@testing-library/jest-dom" />
import { Suspense } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route } from '@mission/shared/routing';
import { hostBus } from '@mission/shared';
import { DeviceGate } from '../gates/device-gate';
import type { DeviceFeatures } from '../gates/device-support';
import { androidBrowserIntent } from '../gates/open-in-browser-url';
import { gateDismissals } from '../gates/gate-dismissals';
import { GateOutlet } from './gate-outlet';
import { fakeDevice, phoneState, renderAt, testServices } from '../screens/screen-test-kit';

function Page() {
  return <h1>The page</h1>;
}

const IOS_16_3 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Mobile/15E148 Safari/604.1';
const ANDROID_8 = 'Mozilla/5.0 (Linux; Android 8.1.0; SM-J260F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

const TIKTOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A536W Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 trill_330404 AppName/musical_ly BytedanceWebview/d8a21c6';
const SNAPCHAT_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/13.3.0.38 (like Safari/8617.2.4.10.8, panda)';
const EVERY_API = { motionApi: true, cameraApi: true, sceneSyntax: true };

function gated(development = false, features: DeviceFeatures = EVERY_API) {
  return (
    <Route
      path="intro"
      element={
        <DeviceGate development={development} features={features}>
          <Page />
        </DeviceGate>
      }
    />
  );
}

beforeEach(() => gateDismissals.reset());

describe('the device gates', () => {
  it('rotate: "return to portrait mode", "turn your phone upright", no button; gone once the phone is upright', async () => {
    const device = fakeDevice(phoneState({ deviceRotated: true }));
    await renderAt('/intro', gated(), testServices({ device }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Return to portrait mode');
    expect(screen.getByText('Turn your phone upright')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => device.set(phoneState()));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The page');
  });

  it('incompatible browser (no WebGL) wins over rotate, in French, without a button', async () => {
    const device = fakeDevice(phoneState({ deviceRotated: true, webGLDisabled: true }));
    await renderAt('/fr/intro', gated(), testServices({ device }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Navigateur incompatible');
    expect(screen.getByText('Ouvrez cette page dans Safari ou Chrome')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a window too small is an incompatible browser too', async () => {
    await renderAt('/intro', gated(), testServices({ device: fakeDevice(phoneState({ windowTooSmall: true })) }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Incompatible browser');
  });

  it('unsupported device: the recommendations and Continue, which goes on to the page', async () => {
    const info = { ...phoneState().deviceInfo, userAgent: ANDROID_8 };
    await renderAt('/intro', gated(), testServices({ device: fakeDevice(phoneState({ deviceInfo: info })) }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsupported device');
    expect(screen.getByText('iOS 16.4 or later, Android 10 or later')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The page');
  });

  it('an iPhone below iOS 16.4 cannot run the scenes: no Continue, the accessible version instead, in both languages', async () => {
    const info = { ...phoneState().deviceInfo, userAgent: IOS_16_3 };
    // Its WebKit parses no lookbehind, nor the scenes' class static blocks.
    const oldWebKit = { ...EVERY_API, sceneSyntax: false };
    const english = await renderAt(
      '/intro',
      gated(false, oldWebKit),
      testServices({ device: fakeDevice(phoneState({ deviceInfo: info })) }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsupported device');
    expect(screen.getByText(/too old for the 3D missions/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Use the accessible version' })).toHaveAttribute('href', '/accessible');
    english.unmount();

    await renderAt('/fr/intro', gated(false, oldWebKit), testServices({ device: fakeDevice(phoneState({ deviceInfo: info })) }));
    expect(screen.getByRole('link', { name: 'Utiliser la version accessible' })).toHaveAttribute('href', '/fr/accessible');
    expect(screen.queryByRole('button', { name: 'Continuer' })).toBeNull();
  });

  it('shows nothing in development mode', async () => {
    await renderAt('/intro', gated(true), testServices({ device: fakeDevice(phoneState({ deviceRotated: true, webGLDisabled: true })) }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The page');
  });
});

describe('an app’s built-in browser without the sensor or camera API', () => {
  const phoneWith = (userAgent: string) => fakeDevice(phoneState({ deviceInfo: { ...phoneState().deviceInfo, userAgent } }));

  it('on Android: names the app and what it lacks, opens the page in the browser, or goes on with touch controls', async () => {
    await renderAt(
      '/intro',
      gated(false, { motionApi: true, cameraApi: false, sceneSyntax: true }),
      testServices({ device: phoneWith(TIKTOK_ANDROID) }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Open this page in your browser');
    expect(screen.getByText(/The browser built into TikTok can’t open your camera/)).toBeInTheDocument();
    // The page's real address (a memory router here: jsdom's).
    expect(screen.getByRole('link', { name: 'Open in my browser' })).toHaveAttribute('href', androidBrowserIntent(window.location));
    expect(screen.getByRole('link', { name: 'Use the accessible version' })).toHaveAttribute('href', '/accessible');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with touch controls' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The page');
    expect(hostBus.getState('forceTouchControls')).toBe(true);
  });

  it('on iOS, in French: copies the link to paste into the browser, and says so', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderAt(
      '/fr/intro',
      gated(false, { motionApi: false, cameraApi: false, sceneSyntax: true }),
      testServices({ device: phoneWith(SNAPCHAT_IOS) }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ouvrez cette page dans votre navigateur');
    expect(screen.getByText(/Snapchat ne peut ni lire les capteurs de mouvement/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ouvrir dans mon navigateur' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copier le lien de la page' })));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('status')).toHaveTextContent('Lien copié. Collez-le dans Safari ou Chrome.');
    expect(screen.getByRole('link', { name: 'Utiliser la version accessible' })).toHaveAttribute('href', '/fr/accessible');
  });

  it('lets an app’s browser that has both APIs play', async () => {
    await renderAt('/intro', gated(false, EVERY_API), testServices({ device: phoneWith(TIKTOK_ANDROID) }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The page');
  });
});

describe('GateOutlet', () => {
  // The gate is a lazy chunk: in the shell the route's Suspense (RouteErrorBoundary) waits for it.
  const routes = (
    <Route
      element={
        <Suspense fallback={null}>
          <GateOutlet />
        </Suspense>
      }
    >
      <Route path="intro" element={<Page />} />
      <Route path="desktop" element={<Page />} />
      <Route path="404" element={<Page />} />
      <Route path="accessible" element={<Page />} />
    </Route>
  );
  const rotated = () => testServices({ device: fakeDevice(phoneState({ deviceRotated: true })) });

  it('stands in front of immersive pages', async () => {
    await renderAt('/intro', routes, rotated());
    expect(await screen.findByTestId('gate-rotate-device')).toBeInTheDocument();
  });

  it.each(['/desktop', '/404', '/accessible', '/fr/desktop'])('never in front of %s', async (path) => {
    await renderAt(path, routes, rotated());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The page');
  });
});
