/// <reference types="@testing-library/jest-dom" />
import { Suspense } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { DeviceGate } from './device-gate';
import { gateDismissals } from './gate-dismissals';
import { GateOutlet } from './gate-outlet';
import { fakeDevice, phoneState, renderAt, testServices } from '../screens/screen-test-kit';

function Page() {
  return <h1>The page</h1>;
}

const ANDROID_8 = 'Mozilla/5.0 (Linux; Android 8.1.0; SM-J260F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0 Mobile Safari/537.36';

function gated(development = false) {
  return (
    <Route
      path="intro"
      element={
        <DeviceGate development={development}>
          <Page />
        </DeviceGate>
      }
    />
  );
}

beforeEach(() => gateDismissals.reset());

describe('the device gates', () => {
  it('rotate: "return to portrait mode", "rotate your phone", no button; gone once the phone is upright', async () => {
    const device = fakeDevice(phoneState({ deviceRotated: true }));
    await renderAt('/intro', gated(), testServices({ device }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('return to portrait mode');
    expect(screen.getByText('rotate your phone')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => device.set(phoneState()));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The page');
  });

  it('incompatible browser (no WebGL) wins over rotate, in French, without a button', async () => {
    const device = fakeDevice(phoneState({ deviceRotated: true, webGLDisabled: true }));
    await renderAt('/fr/intro', gated(), testServices({ device }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('navigateur incompatible');
    expect(screen.getByText('Veuillez changer de navigateur')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a window too small is an incompatible browser too', async () => {
    await renderAt('/intro', gated(), testServices({ device: fakeDevice(phoneState({ windowTooSmall: true })) }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('incompatible browser');
  });

  it('unsupported device: the recommendations and Continue, which goes on to the page', async () => {
    const info = { ...phoneState().deviceInfo, userAgent: ANDROID_8 };
    await renderAt('/intro', gated(), testServices({ device: fakeDevice(phoneState({ deviceInfo: info })) }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsupported device');
    expect(screen.getByText('iOS 15 or later, Android 10 or later')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The page');
  });

  it('shows nothing in development mode', async () => {
    await renderAt('/intro', gated(true), testServices({ device: fakeDevice(phoneState({ deviceRotated: true, webGLDisabled: true })) }));
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
