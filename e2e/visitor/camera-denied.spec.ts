import { expect, test } from '../support/quality-pin';
import { CHROMIUM_ARGS, resolveChromiumPath } from '../support/chromium-path';
import { iosSensors, SENSORS_GRANTED } from '../support/ios-sensors';

/**
 * The portal when the browser itself refuses the camera, not a stand-in for it: Chromium with
 * its fake camera (a device to refuse; without one it answers "no camera", the sky's case) and
 * the camera denied for this context's origin. Its own file: the launch flag needs its own worker.
 */
test.use({ launchOptions: { executablePath: resolveChromiumPath(), args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } });

test('a camera the browser denies (Chromium, per origin): "Camera access denied", then the sky said in words', async ({
  page,
  context,
  baseURL,
}) => {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'camera' },
    setting: 'denied',
    origin: new URL(baseURL ?? '').origin,
    browserContextId: targetInfo.browserContextId,
  });
  await page.addInitScript(iosSensors, SENSORS_GRANTED);
  await page.goto('/fr/portal');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès à la caméra refusé');
  await page.getByRole('button', { name: 'Continuer sans la caméra' }).click();
  await expect(page.locator('section.portal')).toHaveAttribute('data-camera', 'refused');
  await expect(page.getByText('Pas de caméra\u00a0: le portail s’ouvre plutôt dans le ciel.')).toBeVisible();
});
