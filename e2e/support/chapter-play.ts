import { expect, type CDPSession, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { BranchName } from './branch-chapters';
import { shellBus } from './federation';

/**
 * Playing a chapter as a visitor does on a phone: real taps and presses on the hotspots' and
 * targets' HTML controls (the same controls screen readers and keyboards use), never a debug
 * shortcut. Any branch's chapter journey (and the team's own page) builds on these.
 */

export type ShellEvent = {
  type: string;
  section?: string;
  chapter?: string;
  level?: number;
  count?: number;
  target?: number;
  skipped?: boolean;
  failed?: boolean;
  errorType?: string;
};

export async function shellEvents(page: Page): Promise<ShellEvent[]> {
  return (await shellBus(page)).events as ShellEvent[];
}

export function stage(page: Page): Locator {
  return page.locator('.kit-stage');
}

export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** Opens a chapter; a first-visit briefing is skipped with its own button. */
export async function openChapter(page: Page, path: string, skipLabel = 'Skip') {
  await page.goto(path);
  await untilRevealed(page, skipLabel);
}

/** Waits for the chapter on screen to reveal its scene, skipping its briefing if it plays. */
export async function untilRevealed(page: Page, skipLabel = 'Skip') {
  const revealed = page.locator('.kit-stage[data-revealed="true"]');
  const skip = page.getByRole('button', { name: skipLabel });
  await expect(skip.or(revealed)).toBeAttached({ timeout: 30_000 });
  if (await skip.isVisible()) await skip.tap();
  await expect(revealed).toBeAttached({ timeout: 45_000 });
}

/**
 * Focus turns the view towards a control (as for keyboard users); the view eases there, then
 * stops with the control in the middle of the screen, left to right. Waiting for that, not only
 * for two equal readings: a control already on screen reads the same twice before the first
 * frame of the easing has been drawn.
 */
export async function bringIntoView(control: Locator) {
  await control.focus();
  await expect(control).toHaveAttribute('data-on-screen', 'true');
  const middle = control.page().viewportSize()!.width / 2;
  let last = await control.boundingBox();
  // A loaded machine draws few frames a second, so the easing can outlast poll's default 5 s.
  await expect
    .poll(
      async () => {
        const now = await control.boundingBox();
        const still = Boolean(last && now && Math.abs(last.x - now.x) + Math.abs(last.y - now.y) < 1);
        const faced = Boolean(now && Math.abs(now.x + now.width / 2 - middle) < 24);
        last = now;
        return still && faced;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The three trades in turn, each card read and closed; `onCard` runs while each card is open (the shots take one there). */
export async function findTheTrades(page: Page, continueLabel = 'Continue', onCard?: (index: number) => Promise<void>) {
  const hotspots = page.locator('.kit-hotspot');
  await expect(hotspots).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) {
    const hotspot = hotspots.nth(index);
    await bringIntoView(hotspot);
    await hotspot.tap();
    const card = page.getByTestId('info-overlay');
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await onCard?.(index);
    await card.getByRole('button', { name: continueLabel }).tap();
    await expect(hotspot).toHaveAttribute('data-found', 'true');
  }
  await expect(stage(page)).toHaveAttribute('data-phase', 'mission');
  // Level 2 is on: the found trades step out of the task's way until it is done.
  for (let index = 0; index < 3; index += 1) await expect(hotspots.nth(index)).toBeHidden();
}

type Point = { x: number; y: number };

async function centreOf(control: Locator): Promise<Point> {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A finger held on the control, at its centre or at `at` (touch events through the DevTools protocol, as a phone sends them). */
export async function pressAndHold(page: Page, control: Locator, until: () => Promise<void>, at?: Point) {
  const point = at ?? (await centreOf(control));
  const session = await page.context().newCDPSession(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  try {
    await until();
  } finally {
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await session.detach();
  }
}

/** How far the view turned left (degrees, -180..180) from `from` to `to`, both as the stage's data-view-yaw. */
export function degreesTurnedLeft(from: number, to: number): number {
  return ((((to - from + 180) % 360) + 360) % 360) - 180;
}

/** A finger dragged across the scene (from a point with no control under it): the world follows it. */
export async function dragTheView(page: Page, from: Point, by: Point) {
  const session = await page.context().newCDPSession(page);
  const steps = 16;
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= steps; step += 1) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + (by.x * step) / steps, y: from.y + (by.y * step) / steps }],
    });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

export async function counterShows(page: Page, text: string) {
  await expect(page.getByTestId('task-counter')).toContainText(text, { timeout: 30_000 });
}

/**
 * The task counted `done` of `target`: the counter says so, except for the last, which ends the
 * chapter: the complete card then comes up and the counter steps away (docs/game-design.md).
 */
async function countedTo(page: Page, label: string, done: number, target: number, atEnding?: () => Promise<void>) {
  if (done < target) return counterShows(page, `${label} ${done}/${target}`);
  // The scene plays the task's result first, then the card comes up (play/completion-beat.ts).
  if (atEnding) {
    await expect(stage(page)).toHaveAttribute('data-phase', 'complete', { timeout: 30_000 });
    if ((await stage(page).getAttribute('data-ending')) === 'playing') await atEnding();
  }
  await expect(page.getByTestId('complete-card')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('task-counter')).toHaveCount(0);
}

/**
 * The last hold as a person may do it: the view turned so the target sits where the card's
 * "Next" link will come up, the finger held until the card has appeared under it, and lifted
 * 0.4 s later. The browser then clicks whatever is under the finger: the link. That click
 * must not follow it (the ghost click): the chapter and its card stay put.
 */
async function holdLastAndLiftOverTheLink(page: Page, control: Locator, link: Point) {
  const pin = await centreOf(control);
  const clear = { x: page.viewportSize()!.width / 2, y: 140 };
  await dragTheView(page, clear, { x: link.x - pin.x, y: link.y - pin.y });
  // Near enough that a finger put down where the link will be lands on the target itself.
  const target = await control.getAttribute('data-target');
  await expect
    .poll(
      async () => {
        const now = await centreOf(control);
        const underFinger = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('.kit-target')?.getAttribute('data-target') ?? null,
          link,
        );
        return { near: Math.hypot(now.x - link.x, now.y - link.y) < 24, underFinger };
      },
      { timeout: 20_000 },
    )
    .toEqual({ near: true, underFinger: target });
  const before = page.url();
  let underFinger = '';
  await pressAndHold(
    page,
    control,
    async () => {
      await expect(page.getByTestId('complete-card')).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(400);
      underFinger = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? '', link);
    },
    link,
  );
  // The test itself: the finger did lift over the card's link.
  expect(underFinger).not.toBe('');
  await page.waitForTimeout(500);
  expect(page.url()).toBe(before);
  await expect(page.getByTestId('complete-card')).toBeVisible();
}

/**
 * Level 2: each target in turn, held (fires), tapped until done (sandbags, debris), aimed at
 * and locked (bearings), or thrown when lined up (lifebuoys). An aimed or timed task's first
 * target is missed once on purpose first (the miss is answered, nothing counts); the others
 * go straight for the hit, the same code meeting them (a third of the waiting). With
 * `liftLastOver` (where the card's "Next" link comes up), the last hold is held there until
 * the card has appeared under the finger.
 */
export async function doTheTask(
  page: Page,
  label: string,
  target: number,
  options: { liftLastOver?: Point; atEnding?: () => Promise<void> } = {},
) {
  const counted = (done: number) => countedTo(page, label, done, target, done === target ? options.atEnding : undefined);
  await counterShows(page, `${label} 0/${target}`);
  for (let done = 0; done < target; done += 1) {
    const control = page.locator('.kit-target[data-done="false"]').first();
    await bringIntoView(control);
    // The target in the middle of the screen is its own guide: the compass says nothing.
    await expect(page.getByTestId('compass').locator('.kit-compass__dial')).toHaveAttribute('data-direction', '');
    const kind = /kit-target--(hold|tap|aim|timed)/.exec((await control.getAttribute('class')) ?? '')?.[1];
    const isHold = kind === 'hold';
    if (kind === 'aim') {
      await aimAndLock(page, control, { missFirst: done === 0 });
      await counted(done + 1);
    } else if (kind === 'timed') {
      await throwWhenLinedUp(page, control, { missFirst: done === 0 });
      await counted(done + 1);
    } else if (isHold && options.liftLastOver && done === target - 1) {
      await holdLastAndLiftOverTheLink(page, control, options.liftLastOver);
      await counted(target);
    } else if (isHold) {
      await pressAndHold(page, control, () => counted(done + 1));
    } else {
      const id = await control.getAttribute('data-target');
      const same = page.locator(`.kit-target[data-target="${id}"]`);
      // A sandbag takes one tap, a piece of debris three. The last one ends Level 2 and its control goes away.
      // Gone only when it is no longer in the page: on a loaded machine a read can take seconds,
      // and a short time-out read as "gone" stopped after two taps of three (CI, Mudslide).
      const stillToDo = async () =>
        (await same.count()) > 0 && (await same.getAttribute('data-done', { timeout: 15_000 }).catch(() => 'gone')) === 'false';
      // Each tap is waited for until the task has answered it: a second tap sent while a slow
      // machine still handles the first would land in the ending and bring the card at once.
      const answered = async () => Number(await stage(page).getAttribute('data-taps-answered'));
      for (let tap = 0; tap < 5 && (await stillToDo()); tap += 1) {
        const before = await answered();
        await same.tap();
        await expect.poll(answered, { timeout: 30_000 }).toBeGreaterThan(before);
        if ((await stage(page).getAttribute('data-phase')) === 'complete') break;
      }
      await counted(done + 1);
    }
  }
  await expect(page.getByTestId('complete-card')).toBeVisible();
}

/** The middle of the screen, where the view's heading is (a point with no control under it for a drag is found by the caller). */
function screenCentre(page: Page): Point {
  const size = page.viewportSize()!;
  return { x: size.width / 2, y: size.height / 2 };
}

/**
 * An aim target (a bearing, an aurora band): a tap while the view faces away is a free miss,
 * said in the status line; the finger then drags the view until the target is centred (its
 * control says `data-aligned`), and a tap locks it.
 */
async function aimAndLock(page: Page, control: Locator, { missFirst }: { missFirst: boolean }) {
  const counter = await page.getByTestId('task-counter').textContent();
  await bringIntoView(control);
  // From here on the finger does it all; without focus, the status line speaks only of misses.
  await control.blur();
  if (missFirst) {
    // Turned well away (a drag from high on the screen, clear of the controls): a tap misses.
    await dragTheView(page, { x: 60, y: 150 }, { x: 260, y: 0 });
    await expect(control).toHaveAttribute('data-aligned', 'false', { timeout: 20_000 });
    if ((await control.getAttribute('data-on-screen')) === 'true') {
      await control.tap();
      await expect(page.getByTestId('task-status')).not.toBeEmpty();
      await expect(page.getByTestId('task-counter')).toHaveText(counter ?? '');
    }
  }
  // Back round by dragging, in steps, until it sits in the middle of the screen.
  for (let step = 0; step < 12 && (await control.getAttribute('data-aligned')) !== 'true'; step += 1) {
    const at = await centreOf(control);
    const centre = screenCentre(page);
    const onScreen = (await control.getAttribute('data-on-screen')) === 'true';
    await dragTheView(page, { x: centre.x, y: 150 }, { x: onScreen ? (centre.x - at.x) * 0.8 : -150, y: 0 });
    await page.waitForTimeout(400);
  }
  await expect(control).toHaveAttribute('data-aligned', 'true', { timeout: 20_000 });
  await control.tap();
}

/** A quick tap of a finger at a point (touch start and end through the DevTools protocol, as a phone sends them). */
async function touchTap(page: Page, point: Point, open?: CDPSession) {
  const session = open ?? (await page.context().newCDPSession(page));
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  if (!open) await session.detach();
}

/**
 * Resolves in the page the moment the control's `data-aligned` turns to `value` from the other
 * value (no polling delay), with the control's centre at that moment. A control that already
 * shows `value` waits for the next turn: "already off" may be the end of the off phase, and a
 * tap then would land in the next window.
 */
async function whenAlignmentTurns(control: Locator, value: 'true' | 'false'): Promise<Point> {
  return control.evaluate(
    (element, wanted) =>
      new Promise<Point>((resolve, reject) => {
        const button = element as HTMLElement;
        const centre = () => {
          const box = button.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        };
        const timer = window.setTimeout(() => reject(new Error(`data-aligned never turned ${wanted}`)), 30_000);
        const observer = new MutationObserver((records) => {
          const turned =
            records.some((record) => record.oldValue !== null && record.oldValue !== wanted) && button.dataset.aligned === wanted;
          if (!turned) return;
          observer.disconnect();
          window.clearTimeout(timer);
          resolve(centre());
        });
        observer.observe(button, { attributes: true, attributeFilter: ['data-aligned'], attributeOldValue: true });
      }),
    value,
  );
}

/**
 * A timed target (a lifebuoy throw, a package release): a tap just as the aim stops lining up
 * is a free miss; then the finger taps as the aim lines up again, as a person watching it
 * would. (Playwright's own tap waits for the page to settle, which on a slow machine outlasts
 * the window.) The game judges the moment the finger landed, so a busy page handling the click
 * later does not turn it into a miss; a tap that still lands late is a miss and is tried again.
 */
async function throwWhenLinedUp(page: Page, control: Locator, { missFirst }: { missFirst: boolean }) {
  await bringIntoView(control);
  await control.blur();
  // This target by its id: the caller's "first not done" moves on to the next one once it counts.
  const id = await control.getAttribute('data-target');
  const target = page.locator(`.kit-target[data-target="${id}"]`);
  // Each tap is waited for until the task has answered it (counted or missed), however slow the
  // machine; the count is read before waiting for the turn, so nothing stands between the aim
  // turning and the finger.
  const stage = page.locator('section.kit-stage');
  const answered = async () => Number(await stage.getAttribute('data-taps-answered'));
  const session = await page.context().newCDPSession(page);
  const tapWhenTurns = async (aligned: 'true' | 'false') => {
    const before = await answered();
    await touchTap(page, await whenAlignmentTurns(target, aligned), session);
    await expect.poll(answered, { timeout: 30_000 }).toBeGreaterThan(before);
  };
  try {
    if (missFirst) {
      // Just after the window closes, the longest wait before the next: a tap now is a sure miss.
      await tapWhenTurns('false');
      await expect(page.getByTestId('task-status')).not.toBeEmpty();
      await expect(target).toHaveAttribute('data-done', 'false');
    }
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await tapWhenTurns('true');
      // The last throw ends the chapter: its control goes, and waiting on it would eat the ending's seconds.
      if ((await stage.getAttribute('data-phase')) === 'complete') return;
      // Counted (done, or gone with Level 2 when it was the last), or the tap came late on a slow machine (then the next window is tried).
      if ((await target.getAttribute('data-done', { timeout: 2_000 }).catch(() => 'gone')) !== 'false') return;
    }
  } finally {
    await session.detach();
  }
  throw new Error(`the throw at ${id ?? 'a target'} never counted`);
}

/** The centre of the complete card's link to what comes next. */
export async function nextLinkCentre(page: Page, name: string): Promise<Point> {
  return centreOf(page.getByTestId('complete-card').getByRole('link', { name }));
}

export async function expectChapterReported(page: Page, chapter: string, target: number) {
  await expect
    .poll(async () => (await shellEvents(page)).filter((e) => e.type === 'level.completed' && e.chapter === chapter).map((e) => e.level))
    .toEqual([1, 2]);
  const events = await shellEvents(page);
  const tasks = events.filter((e) => e.type === 'task.completed' && e.chapter === chapter);
  expect(tasks.map((e) => [e.count, e.target])).toEqual(Array.from({ length: target }, (_, i) => [i + 1, target]));
  expect(events.filter((e) => e.type === 'hotspot.interaction' && e.chapter === chapter)).toHaveLength(3);
  expect(events.some((e) => e.type === 'chapter.entered' && e.chapter === chapter)).toBe(true);
}

/** Mission Select's percent for one branch (the shell's progress, as the visitor sees it). */
export async function expectSelectPercent(page: Page, section: BranchName, percent: number) {
  await page.goto('/select');
  await expect(page.getByTestId(`percent-${section}`)).toHaveText(`${percent}% complete`);
}
