import type { SmokeChapter } from '../support/journey-facts';
import type { EngineSession, Point } from './engine-session';
import { lookAt, type Look, type PageState, type Query } from './page-look';

/**
 * The steps a journey takes in any engine, through its EngineSession: waits that end as soon as
 * their condition holds (and say what they waited for, with the page's state, when they time
 * out), a finger on a control, the view turned by focus, a chapter's trades and task. The same
 * moves as e2e/support/chapter-play.ts makes in Chromium through Playwright.
 */

/** Engines on a shared software renderer are slow to draw: waits are long, and each ends as soon as its condition holds. */
export const WAIT_MS = 30_000;
export const REVEAL_MS = 120_000;

/** Polls until `check` answers a value (not undefined), or fails with what was awaited and the last page state. */
export async function until<T>(session: EngineSession, what: string, check: () => Promise<T | undefined>, timeout = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: PageState | undefined;
  for (;;) {
    const answer = await check();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) {
      last = (await session.evaluate(lookAt, null)).page;
      throw new Error(`${session.engine}: waited ${timeout / 1000} s for ${what}; the page was ${JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export const look = async (session: EngineSession, query: Query) => session.evaluate(lookAt, query);

/** The element once it matches `test` (visible, by default). */
export async function element(
  session: EngineSession,
  query: Query,
  test: (look: Look) => boolean = (each) => each.visible,
  timeout?: number,
) {
  return until(
    session,
    JSON.stringify(query),
    async () => {
      const { element: found } = await look(session, query);
      return found && test(found) ? found : undefined;
    },
    timeout,
  );
}

export async function heading(session: EngineSession, text: string, timeout?: number) {
  await until(
    session,
    `the h1 "${text}"`,
    async () => ((await session.evaluate(lookAt, null)).page.h1 === text ? true : undefined),
    timeout,
  );
}

export async function atPath(session: EngineSession, path: string, timeout?: number) {
  await until(
    session,
    `the address ${path}`,
    async () => ((await session.evaluate(lookAt, null)).page.path === path ? true : undefined),
    timeout,
  );
}

/**
 * Running CSS animations (the page fade) ended: a navigation pressed while the page still fades
 * is ignored (docs/product-rules.md §5), as e2e/support/settle.ts waits in Chromium. Endless
 * ones (the home page's pictures drifting) are not waited for.
 */
export async function settled(session: EngineSession) {
  await until(session, 'the page’s animations to end', async () =>
    (await session.evaluate(() =>
      document.getAnimations().every((each) => each.playState !== 'running' || each.effect?.getComputedTiming().iterations === Infinity),
    ))
      ? true
      : undefined,
  );
}

/**
 * A finger on a control, once it is visible, React owns it (a tap on a link is then an in-app
 * navigation) and the page has stopped fading in.
 */
export async function tapControl(session: EngineSession, query: Query) {
  await element(session, query, (each) => each.visible && each.hydrated);
  await settled(session);
  const found = await element(session, query);
  await session.tap(found.centre as Point);
}

/** Moves inside the app as the history buttons do (e2e/support/in-app-navigation.ts), keeping the page and its pins. */
export async function goInApp(session: EngineSession, path: string) {
  await session.evaluate((to: string) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await atPath(session, path);
}

/**
 * Focus turns the view towards a control (as for keyboard users); waits until the view has
 * stopped with it in the middle of the screen (e2e/support/chapter-play.ts bringIntoView).
 */
export async function bringIntoView(session: EngineSession, query: Query): Promise<Look> {
  await session.evaluate(
    (css: string, nth: number) => (document.querySelectorAll(css)[nth] as HTMLElement | undefined)?.focus(),
    ...cssOf(query),
  );
  let last: Point | null = null;
  const middle = session.viewport.width / 2;
  return until(session, `${JSON.stringify(query)} facing the visitor`, async () => {
    const { element: now } = await look(session, query);
    const still = Boolean(now?.centre && last && Math.abs(now.centre.x - last.x) + Math.abs(now.centre.y - last.y) < 1);
    last = now?.centre ?? null;
    return now && now.attributes['data-on-screen'] === 'true' && still && Math.abs((now.centre as Point).x - middle) < 24 ? now : undefined;
  });
}

function cssOf(query: Query): [string, number] {
  if (!('css' in query)) throw new Error('bringIntoView takes a CSS query');
  return [query.css, query.nth ?? 0];
}

export async function counterShows(session: EngineSession, text: string) {
  await element(session, { css: '[data-testid="task-counter"]' }, (each) => each.text.includes(text), 60_000);
}

/**
 * A target counted: the counter's next count, or, for the last, the complete card (the counter
 * steps away when the chapter is complete, docs/game-design.md).
 */
async function stepCounted(session: EngineSession, next: string, last: boolean) {
  if (last) await element(session, { css: '[data-testid="complete-card"]' }, (each) => each.visible, 60_000);
  else await counterShows(session, next);
}

/** Waits for the chapter's scene, skipping a first-visit briefing with its own button. */
export async function untilRevealed(session: EngineSession) {
  const state = await until(
    session,
    'the briefing or the revealed scene',
    async () => {
      const skip = await look(session, { role: 'button', name: 'Skip' });
      if (skip.element?.visible) return 'briefing';
      const stage = await look(session, { css: '.kit-stage[data-revealed="true"]' });
      return stage.element ? 'revealed' : undefined;
    },
    REVEAL_MS,
  );
  if (state === 'briefing') await tapControl(session, { role: 'button', name: 'Skip' });
  await element(session, { css: '.kit-stage[data-revealed="true"]' }, () => true, REVEAL_MS);
}

/** The three trades, each card opened by a finger, read and closed (chapter-play.ts findTheTrades). */
export async function findTheTrades(session: EngineSession) {
  for (let index = 0; index < 3; index += 1) {
    const hotspot = { css: '.kit-hotspot', nth: index };
    const found = await bringIntoView(session, hotspot);
    await session.tap(found.centre as Point);
    const card = '[data-testid="info-overlay"]';
    await element(session, { role: 'heading', name: '', within: card }, (each) => each.visible && each.text !== '');
    await tapControl(session, { role: 'button', name: 'Continue', within: card });
    await element(session, hotspot, (each) => each.attributes['data-found'] === 'true');
  }
  await element(session, { css: '.kit-stage' }, (each) => each.attributes['data-phase'] === 'mission');
}

/** Level 2 with a finger: taps, holds and aims (the chapters the smoke journey plays have no timed throw). */
export async function doTheTask(session: EngineSession, { label, target }: SmokeChapter) {
  await counterShows(session, `${label} 0/${target}`);
  for (let done = 0; done < target; done += 1) {
    const query = { css: '.kit-target[data-done="false"]' };
    const control = await bringIntoView(session, query);
    const kind = /kit-target--(hold|tap|aim|timed)/.exec(control.attributes.class ?? '')?.[1];
    const id = control.attributes['data-target'];
    const next = `${label} ${done + 1}/${target}`;
    const last = done + 1 === target;
    if (kind === 'hold') {
      await session.touchDown(control.centre as Point);
      try {
        await stepCounted(session, next, last);
      } finally {
        await session.release();
      }
    } else if (kind === 'aim') {
      // Faced by the focus above: the target is lined up, and a tap locks it.
      await element(session, { css: `.kit-target[data-target="${id}"]` }, (each) => each.attributes['data-aligned'] === 'true');
      await session.tap(control.centre as Point);
      await stepCounted(session, next, last);
    } else if (kind === 'tap') {
      const same = { css: `.kit-target[data-target="${id}"]` };
      const stage = { css: 'section.kit-stage' };
      const answered = async () => Number((await look(session, stage)).element?.attributes['data-taps-answered'] ?? 0);
      for (let tap = 0; tap < 5; tap += 1) {
        const now = (await look(session, same)).element;
        if (!now || now.attributes['data-done'] !== 'false' || !now.centre) break;
        const before = await answered();
        await session.tap(now.centre);
        // Each tap answered by the task (counted or missed) before the next.
        await until(session, `the task answering a tap on ${id}`, async () => ((await answered()) > before ? true : undefined));
      }
      await stepCounted(session, next, last);
    } else {
      throw new Error(`${session.engine}: a ${kind ?? 'unknown'} target is not part of the smoke journey`);
    }
  }
  await element(session, { css: '[data-testid="complete-card"]' });
}
