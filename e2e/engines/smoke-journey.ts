import { iosSensors, SENSORS_GRANTED } from '../support/ios-sensors';
import { branchOf, chapterPath, FIRST_VISIT, SMOKE_CHAPTERS, type SmokeChapter } from '../support/journey-facts';
import type { EngineSession, Point } from './engine-session';
import { atPath, doTheTask, element, findTheTrades, goInApp, heading, settled, tapControl, until, untilRevealed } from './engine-steps';
import { lookAt } from './page-look';

/** Runs one named step of the journey (the spec wraps it in test.step, with a screenshot when it fails). */
export type Step = (name: string, body: () => Promise<void>) => Promise<void>;

/**
 * The smoke journey every engine plays (docs/tests.md "Three engines"): the first visit from
 * the home page to Mission Select, one chapter of each branch from Mission Select to its
 * complete card (the second and third a branch switch), a debrief, the accessible version by
 * keyboard with its focus checks, and the French home. Its copy and chapters come from
 * e2e/support/journey-facts.ts, the facts the Chromium journeys read too.
 */
export async function smokeJourney(session: EngineSession, origin: string, step: Step): Promise<string[]> {
  const notes: string[] = [];
  const en = FIRST_VISIT.en;
  if (session.initScripts) {
    await session.addInitScript(iosSensors, SENSORS_GRANTED);
    await session.addInitScript(() => {
      (window as unknown as { __MISSION_QUALITY__?: string }).__MISSION_QUALITY__ = 'low';
    }, null);
  }

  await step('the first visit: / → intro → how-to → portal → Mission Select', async () => {
    await session.goto(`${origin}/`);
    await heading(session, en.home);
    await tapControl(session, { role: 'link', name: en.start });
    await atPath(session, '/intro');
    await heading(session, en.intro);
    await tapControl(session, { role: 'button', name: en.introNext });
    await atPath(session, '/how-to');
    await heading(session, en.howTo);
    await tapControl(session, { role: 'button', name: en.howToNext });
    // The gates this engine meets on the way (its sensors and camera), each passed as a visitor passes it.
    for (let gate = 0; gate < 4; gate += 1) {
      const h1 = await until(session, 'a gate or the portal', async () => {
        const { page } = await session.evaluate(lookAt, null);
        return page.path !== '/how-to' && page.h1 !== '' ? page.h1 : undefined;
      });
      if (h1 === en.portal) break;
      const way = en.gates[h1 as keyof typeof en.gates];
      if (!way) throw new Error(`${session.engine}: an unexpected screen on the way to the portal: "${h1}"`);
      notes.push(`gate "${h1}" → ${way}`);
      await tapControl(session, { role: 'button', name: way });
      await until(session, `the screen after "${h1}"`, async () =>
        (await session.evaluate(lookAt, null)).page.h1 !== h1 ? true : undefined,
      );
    }
    await heading(session, en.portal);
    const camera = await element(session, { css: 'section.portal' }, () => true);
    notes.push(`portal camera: ${camera.attributes['data-camera'] ?? 'unknown'}`);
    const canvas = await element(session, { css: '[data-testid="portal-scene"] canvas' });
    // The doorway stands straight ahead: a tap in the middle of the scene goes through it.
    await session.tap(canvas.centre as Point);
    await atPath(session, '/select', 60_000);
    await heading(session, en.select);
  });

  // Classic WebDriver runs no script before the page's: the lowest tier is pinned on this page,
  // which every chapter below is reached from in-app.
  if (!session.initScripts) {
    await session.evaluate(() => {
      (window as unknown as { __MISSION_QUALITY__?: string }).__MISSION_QUALITY__ = 'low';
    });
  }

  for (const [index, chapter] of SMOKE_CHAPTERS.entries()) {
    const title =
      index === 0
        ? `${chapter.title}, from Mission Select to its complete card`
        : `a branch switch: ${chapter.title} (${branchOf(chapter.chapter)})`;
    await step(title, async () => {
      if (index > 0) await goInApp(session, '/select');
      await heading(session, en.select);
      await tapControl(session, { role: 'link', name: chapter.title });
      await atPath(session, chapterPath(chapter.chapter));
      await untilRevealed(session);
      await findTheTrades(session);
      await doTheTask(session, chapter);
      await element(session, { role: 'link', name: chapter.next, within: '[data-testid="complete-card"]' });
    });
  }

  await step('Mission Select counts each branch, and a debrief shows it', async () => {
    await goInApp(session, '/select');
    for (const chapter of SMOKE_CHAPTERS) {
      await element(session, { css: `[data-testid="percent-${branchOf(chapter.chapter)}"]` }, (each) => each.text === '30% complete');
    }
    const mounted = await session.evaluate(() =>
      ((window as unknown as { __MISSION_DEBUG__?: { events: { type: string; section?: string }[] } }).__MISSION_DEBUG__?.events ?? [])
        .filter((event) => event.type === 'remote.mounted')
        .map((event) => event.section),
    );
    if (JSON.stringify(mounted) !== JSON.stringify(SMOKE_CHAPTERS.map((each) => branchOf(each.chapter)))) {
      throw new Error(
        `${session.engine}: the remotes mounted ${JSON.stringify(mounted)}, one per branch in turn expected (one bus, each remote mounted once)`,
      );
    }
    const last = SMOKE_CHAPTERS.at(-1) as SmokeChapter;
    const branch = branchOf(last.chapter);
    await goInApp(session, `/${branch}/end`);
    await element(session, { css: `[data-testid="${branch}-debrief"] [data-testid="debrief-percent"]` }, (each) =>
      each.text.includes('30%'),
    );
  });

  await step('the accessible version by keyboard: focus on each new page’s h1, then on the result', async () => {
    const mission = FIRST_VISIT.accessible;
    await session.goto(`${origin}/accessible`);
    await heading(session, mission.select);
    const percentBefore = (await element(session, { css: `[data-testid="percent-${branchOf(mission.chapter)}"]` })).text;
    const tabTo = async (name: string) => {
      await until(session, `Tab to reach "${name}"`, async () => {
        const { page } = await session.evaluate(lookAt, null);
        if (page.focus.name === name) return true;
        await session.press('Tab');
        return undefined;
      });
    };
    await tabTo(mission.title);
    await session.press('Enter');
    await heading(session, mission.title);
    await element(session, { css: 'h1' }, (each) => each.focused);
    await settled(session);
    for (const [index, target] of mission.targets.entries()) {
      await tabTo(target);
      await session.press(index % 2 === 0 ? 'Enter' : ' ');
    }
    await element(session, { role: 'heading', name: mission.complete }, (each) => each.focused);
    await tabTo(mission.back);
    await session.press('Enter');
    await heading(session, mission.select);
    await element(session, { css: `[data-testid="percent-${branchOf(mission.chapter)}"]` }, (each) => each.text !== percentBefore);
  });

  await step('the French home', async () => {
    const fr = FIRST_VISIT.fr;
    await session.goto(`${origin}/fr`);
    await heading(session, fr.home);
    await until(session, 'the page in Canadian French', async () =>
      (await session.evaluate(lookAt, null)).page.lang === 'fr-CA' ? true : undefined,
    );
    await element(session, { role: 'link', name: fr.start });
  });
  return notes;
}
