import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { shellBus } from '../support/federation';
import { iosSensors, ORIENTATION_DENIED } from '../support/ios-sensors';

/**
 * The Army as a visitor plays it on a phone: real taps and presses on the hotspots' and
 * targets' HTML controls (the same controls screen readers and keyboards use), never a
 * debug shortcut. Progress must reach the shell: its bus log and Mission Select's percent.
 */

type ShellEvent = { type: string; section?: string; chapter?: string; level?: number; count?: number; target?: number; skipped?: boolean; failed?: boolean; errorType?: string };

async function shellEvents(page: Page): Promise<ShellEvent[]> {
  return (await shellBus(page)).events as ShellEvent[];
}

function stage(page: Page): Locator {
  return page.locator('.kit-stage');
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** Opens a chapter; a first-visit briefing is skipped with its own button. */
async function openChapter(page: Page, path: string, skipLabel = 'Skip') {
  await page.goto(path);
  const revealed = page.locator('.kit-stage[data-revealed="true"]');
  const skip = page.getByRole('button', { name: skipLabel });
  await expect(skip.or(revealed)).toBeAttached({ timeout: 30_000 });
  if (await skip.isVisible()) await skip.tap();
  await expect(revealed).toBeAttached({ timeout: 45_000 });
}

/** Focus turns the view towards a control (as for keyboard users); the view eases there, then stops. */
async function bringIntoView(control: Locator) {
  await control.focus();
  await expect(control).toHaveAttribute('data-on-screen', 'true');
  let last = await control.boundingBox();
  // A loaded machine draws few frames a second, so the easing can outlast poll's default 5 s.
  await expect
    .poll(async () => {
      const now = await control.boundingBox();
      const still = Boolean(last && now && Math.abs(last.x - now.x) + Math.abs(last.y - now.y) < 1);
      last = now;
      return still;
    }, { timeout: 20_000 })
    .toBe(true);
}

async function findTheTrades(page: Page, continueLabel = 'Continue') {
  const hotspots = page.locator('.kit-hotspot');
  await expect(hotspots).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) {
    const hotspot = hotspots.nth(index);
    await bringIntoView(hotspot);
    await hotspot.tap();
    const card = page.getByTestId('info-overlay');
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await card.getByRole('button', { name: continueLabel }).tap();
    await expect(hotspot).toHaveAttribute('data-found', 'true');
  }
  await expect(stage(page)).toHaveAttribute('data-phase', 'mission');
}

/** A finger held on the control (touch events through the DevTools protocol, as a phone sends them). */
async function pressAndHold(page: Page, control: Locator, until: () => Promise<void>) {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control to hold has no box');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const session = await page.context().newCDPSession(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  try {
    await until();
  } finally {
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await session.detach();
  }
}

async function counterShows(page: Page, text: string) {
  await expect(page.getByTestId('task-counter')).toContainText(text, { timeout: 30_000 });
}

/** Level 2: each target in turn, held (fires) or tapped until done (sandbags, debris). */
async function doTheTask(page: Page, label: string, target: number) {
  await counterShows(page, `${label} 0/${target}`);
  for (let done = 0; done < target; done += 1) {
    const control = page.locator('.kit-target[data-done="false"]').first();
    await bringIntoView(control);
    const isHold = (await control.getAttribute('class'))?.includes('kit-target--hold');
    if (isHold) {
      await pressAndHold(page, control, () => counterShows(page, `${label} ${done + 1}/${target}`));
    } else {
      const id = await control.getAttribute('data-target');
      const same = page.locator(`.kit-target[data-target="${id}"]`);
      // A sandbag takes one tap, a piece of debris three. The last one ends Level 2 and its control goes away.
      const stillToDo = async () => (await same.getAttribute('data-done', { timeout: 1_000 }).catch(() => 'gone')) === 'false';
      for (let tap = 0; tap < 5 && (await stillToDo()); tap += 1) {
        await same.tap();
        await page.waitForTimeout(150);
      }
      await counterShows(page, `${label} ${done + 1}/${target}`);
    }
  }
  await expect(page.getByTestId('complete-card')).toBeVisible();
}

async function expectChapterReported(page: Page, chapter: string, target: number) {
  await expect
    .poll(async () => (await shellEvents(page)).filter((e) => e.type === 'level.completed' && e.chapter === chapter).map((e) => e.level))
    .toEqual([1, 2]);
  const events = await shellEvents(page);
  const tasks = events.filter((e) => e.type === 'task.completed' && e.chapter === chapter);
  expect(tasks.map((e) => [e.count, e.target])).toEqual(Array.from({ length: target }, (_, i) => [i + 1, target]));
  expect(events.filter((e) => e.type === 'hotspot.interaction' && e.chapter === chapter)).toHaveLength(3);
  expect(events.some((e) => e.type === 'chapter.entered' && e.chapter === chapter)).toBe(true);
}

async function expectArmyPercent(page: Page, percent: number) {
  await page.goto('/select');
  await expect(page.getByTestId('percent-army')).toHaveText(`${percent}% complete`);
}

test.describe('the Army chapters on a phone', () => {
  test('a visitor plays Forest, Flood and Mudslide to the end: the menu shows 30, 60, 90, then 100 after the debrief', async ({ page }, testInfo) => {
    // Three chapters played through in SwiftShader on a shared machine: long, on purpose.
    test.setTimeout(900_000);
    const chapters = [
      { path: '/army/fire', chapter: 'fire', label: 'Fires', target: 3, percent: 30, next: 'Next: Flood' },
      { path: '/army/flood', chapter: 'flood', label: 'Sandbags', target: 4, percent: 60, next: 'Next: Mudslide' },
      { path: '/army/mudslide', chapter: 'mudslide', label: 'Debris', target: 3, percent: 90, next: 'See the debrief' },
    ];
    for (const { path, chapter, label, target, percent, next } of chapters) {
      await test.step(`${chapter}: three trades, then the task`, async () => {
        await openChapter(page, path);
        await attachScreenshot(page, testInfo, `${chapter}: revealed`);
        await findTheTrades(page);
        await attachScreenshot(page, testInfo, `${chapter}: level 2`);
        await doTheTask(page, label, target);
        await expect(page.getByRole('link', { name: next })).toBeVisible();
        await attachScreenshot(page, testInfo, `${chapter}: complete`);
        await expectChapterReported(page, chapter, target);
        await expectArmyPercent(page, percent);
      });
    }
    await test.step('the debrief records the end: 100%', async () => {
      await page.goto('/army/end');
      const debrief = page.getByTestId('army-debrief');
      await expect(debrief.getByTestId('debrief-percent')).toHaveText('Army missions: 100% complete');
      await expect(debrief.locator('[data-met="true"]')).toHaveCount(9);
      await expect(debrief.getByRole('link', { name: 'Explore Army careers' })).toHaveAttribute('href', /^https:\/\//);
      expect((await shellEvents(page)).filter((e) => e.type === 'debrief.viewed')).toEqual([{ type: 'debrief.viewed', section: 'army' }]);
      await attachScreenshot(page, testInfo, 'debrief');
      await expectArmyPercent(page, 100);
    });
  });

  test('the briefing plays on the first visit, in French, with the header hidden; the next visit skips it', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto('/fr/army/flood');
    const briefing = page.getByTestId('interstitial');
    await expect(briefing).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await shellEvents(page)).some((e) => e.type === 'interstitial.started')).toBe(true);
    // The video covers the page, the header included.
    const header = await page.locator('header').first().boundingBox();
    if (!header) throw new Error('the shell has no header');
    const centre = { x: header.x + header.width / 2, y: header.y + header.height / 2 };
    const onTop = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-testid="interstitial"]')), centre);
    expect(onTop).toBe(true);
    await expect(briefing.getByText('La rivière est sortie de son lit et monte encore le long de la rue principale.')).toBeVisible({ timeout: 10_000 });
    await attachScreenshot(page, testInfo, 'flood briefing (fr)');
    // Played to its end, not skipped.
    await expect(briefing).toBeHidden({ timeout: 30_000 });
    await expect(page.locator('.kit-stage[data-revealed="true"]')).toBeAttached({ timeout: 45_000 });
    expect((await shellEvents(page)).filter((e) => e.type === 'interstitial.ended')).toEqual([{ type: 'interstitial.ended', sceneName: 'army-flood', skipped: false }]);

    await page.goto('/fr/army/flood');
    await expect(page.locator('.kit-stage[data-revealed="true"]')).toBeAttached({ timeout: 45_000 });
    await expect(page.getByTestId('interstitial')).toHaveCount(0);
    expect((await shellEvents(page)).filter((e) => e.type.startsWith('interstitial.'))).toEqual([]);
    await expect(page.getByTestId('trades-found')).toHaveText('Métiers découverts\u00a0: 0 sur 3');
  });

  test('with orientation permission refused, a drag turns the view and the phone does not', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    // iOS's permission API, answering "denied".
    await page.addInitScript(iosSensors, ORIENTATION_DENIED);
    await openChapter(page, '/army/mudslide');
    const viewport = page.locator('.kit-viewport');
    await expect(viewport).toHaveAttribute('data-look-mode', 'drag');
    await expect(viewport).toHaveAttribute('data-view-yaw', '0');
    await attachScreenshot(page, testInfo, 'mudslide before the drag');

    // The phone turning left would turn an orientation-driven view; this one stays put.
    await page.evaluate(() => window.dispatchEvent(new DeviceOrientationEvent('deviceorientation', { alpha: 90, beta: 90, gamma: 0 })));
    await page.waitForTimeout(500);
    await expect(viewport).toHaveAttribute('data-view-yaw', '0');

    // A finger dragged 240 px to the right turns the view left (the world follows the finger).
    const session = await page.context().newCDPSession(page);
    const start = { x: 100, y: 420 };
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    for (let step = 1; step <= 16; step += 1) {
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x + step * 15, y: start.y }] });
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await session.detach();
    await expect.poll(async () => Number(await viewport.getAttribute('data-view-yaw'))).toBeGreaterThan(20);
    await attachScreenshot(page, testInfo, 'mudslide after the drag');
  });

  test('a lost WebGL context shows a message with a reload and the accessible version, not a frozen canvas', async ({ page }) => {
    test.setTimeout(90_000);
    await openChapter(page, '/army/fire');
    await page.evaluate(() => document.querySelector('canvas')?.getContext('webgl2')?.getExtension('WEBGL_lose_context')?.loseContext());
    const problem = page.getByTestId('stage-problem');
    await expect(problem).toBeVisible();
    await expect(problem.getByRole('heading')).toHaveText('The 3D view stopped');
    await expect(problem.getByRole('button', { name: 'Reload the mission' })).toBeVisible();
    await expect(problem.getByRole('link', { name: 'Use the accessible version' })).toHaveAttribute('href', '/accessible/fire');
    await expect.poll(async () => (await shellEvents(page)).some((e) => e.type === 'error.encountered' && e.errorType === 'webgl-context-lost')).toBe(true);
  });

  test('without its video and sounds, a chapter still plays, with a warning', async ({ page }) => {
    test.setTimeout(90_000);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(/\/(video|sounds)\/army-/, (route) => route.abort());
    await page.goto('/army/mudslide');
    await expect(page.locator('.kit-stage[data-revealed="true"]')).toBeAttached({ timeout: 45_000 });
    await expect(page.getByTestId('trades-found')).toBeVisible();
    expect(warnings.some((text) => text.includes('interstitial video could not play'))).toBe(true);
    await expect.poll(() => warnings.some((text) => text.includes('[audio]'))).toBe(true);
    const ended = (await shellEvents(page)).filter((e) => e.type === 'interstitial.ended');
    expect(ended).toEqual([{ type: 'interstitial.ended', sceneName: 'army-mudslide', skipped: false, failed: true }]);

    // A briefing that could not play was not seen: once the video is back, the next visit plays it.
    await page.unroute(/\/(video|sounds)\/army-/);
    await page.goto('/army/mudslide');
    await expect(page.getByTestId('interstitial')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  });
});
