import { expect, type Page, type TestInfo } from '@playwright/test';
import { attachScreenshot, degreesTurnedLeft, dragTheView, shellEvents } from './chapter-play';
import { iosSensors, ORIENTATION_DENIED } from './ios-sensors';
import { watchMediaRequests } from './media-requests';

/** A branch's first chapter visit in French, as its own e2e checks it. */
export interface FrenchFirstVisit {
  /** The French route, /fr/<branch>/<chapter>. */
  path: string;
  sceneName: string;
  /** A line of the briefing's French captions. */
  caption: string;
  title: string;
  /** The French title of one of the chapter's trades, on its hotspot's button. */
  trade: string;
}

/**
 * With orientation refused (iOS's permission answering "denied"): the briefing plays in
 * French to its end, the chapter reads in French, the phone turning does not turn the view
 * but a drag does, and the next visit does not play the briefing again.
 */
export async function frenchBriefingOnceThenDrag(page: Page, testInfo: TestInfo, visit: FrenchFirstVisit) {
  await page.addInitScript(iosSensors, ORIENTATION_DENIED);
  await page.goto(visit.path);
  const briefing = page.getByTestId('interstitial');
  await expect(briefing).toBeVisible({ timeout: 30_000 });
  await expect(briefing.getByText(visit.caption)).toBeVisible({ timeout: 15_000 });
  await attachScreenshot(page, testInfo, `${visit.sceneName} briefing (fr)`);
  // Played to its end, not skipped.
  await expect(briefing).toBeHidden({ timeout: 30_000 });
  const stage = page.locator('.kit-stage[data-revealed="true"]');
  await expect(stage).toBeAttached({ timeout: 45_000 });
  expect((await shellEvents(page)).filter((e) => e.type === 'interstitial.ended')).toEqual([
    { type: 'interstitial.ended', sceneName: visit.sceneName, skipped: false },
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visit.title);
  await expect(page.getByTestId('trades-found')).toHaveText('Métiers découverts\u00a0: 0 sur 3');
  await expect(page.getByRole('button', { name: `Métier à découvrir\u00a0: ${visit.trade}` })).toBeAttached();

  const viewport = page.locator('.kit-viewport');
  await expect(viewport).toHaveAttribute('data-look-mode', 'drag');
  // The chapter's opening look (its declaration's `view.opening`), wherever that is.
  const opening = Number(await viewport.getAttribute('data-view-yaw'));
  // The phone turning left would turn an orientation-driven view; this one stays put.
  await page.evaluate(() => window.dispatchEvent(new DeviceOrientationEvent('deviceorientation', { alpha: 90, beta: 90, gamma: 0 })));
  await page.waitForTimeout(500);
  await expect(viewport).toHaveAttribute('data-view-yaw', String(opening));
  await dragTheView(page, { x: 100, y: 420 }, { x: 240, y: 0 });
  await expect.poll(async () => degreesTurnedLeft(opening, Number(await viewport.getAttribute('data-view-yaw')))).toBeGreaterThan(20);
  await attachScreenshot(page, testInfo, `${visit.sceneName} after the drag`);

  // The next visit does not play it again, and asks the server for no media it already has:
  // the build names them by their content and they are cached for a year.
  const media = await watchMediaRequests(page);
  await page.goto(visit.path);
  await expect(stage).toBeAttached({ timeout: 45_000 });
  await expect(page.getByTestId('interstitial')).toHaveCount(0);
  // The sounds are made once the scene is revealed (docs/decisions.md, "A chapter's sounds wait for its picture").
  const sounds = () => media.requests.filter((request) => request.url.includes('/sounds/'));
  await expect.poll(() => sounds().length, { timeout: 30_000 }).toBeGreaterThan(0);
  await media.stop();
  for (const request of media.requests) {
    expect(request.url).toMatch(/\.[0-9a-f]{10}\.[a-z0-9]+$/);
    expect([request.url, request.fromCache]).toEqual([request.url, true]);
  }
}
