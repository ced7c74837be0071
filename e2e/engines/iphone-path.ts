import { degreesTurnedLeft } from '../support/chapter-play';
import { chapterPath, FIRST_VISIT } from '../support/journey-facts';
import type { EngineSession } from './engine-session';
import { atPath, element, heading, tapControl, until } from './engine-steps';
import { startRangeRecorder } from './range-recorder';
import type { Step } from './smoke-journey';

/**
 * iOS's sensor permission API as Safari gives it, answering like iOS: granted only when asked
 * during a tap's user activation (WebKit's own `navigator.userActivation`), refused otherwise.
 * WebKitGTK has no DeviceOrientationEvent at all; the calls are kept to be read.
 */
function iosPermissionApi() {
  const calls: { sensor: string; duringTap: boolean }[] = [];
  const host = window as unknown as Record<string, unknown>;
  for (const sensor of ['DeviceOrientationEvent', 'DeviceMotionEvent']) {
    const api = (host[sensor] ?? class {}) as object;
    host[sensor] = Object.assign(api, {
      requestPermission: () => {
        const duringTap = navigator.userActivation?.isActive ?? false;
        calls.push({ sensor, duringTap });
        return duringTap ? Promise.resolve('granted') : Promise.reject(new DOMException('Not in a tap', 'NotAllowedError'));
      },
    });
  }
  (window as unknown as { __IOS_PERMISSION_CALLS__: typeof calls }).__IOS_PERMISSION_CALLS__ = calls;
}

/**
 * What an iPhone's Safari does on the way that the other engines do not, in WebKit, as far as
 * WebKitGTK can show it (docs/tests.md "Three engines" says what only a real iPhone shows).
 */
export async function iphonePath(session: EngineSession, origin: string, step: Step): Promise<void> {
  const en = FIRST_VISIT.en;

  await step('iOS’s requestPermission asked inside the visitor’s tap (the portal’s motion gate)', async () => {
    await session.goto(`${origin}/`);
    await tapControl(session, { role: 'link', name: en.start });
    await atPath(session, '/intro');
    await tapControl(session, { role: 'button', name: en.introNext });
    await atPath(session, '/how-to');
    await session.evaluate(iosPermissionApi);
    await tapControl(session, { role: 'button', name: en.howToNext });
    // The API arrives after the page's start (classic WebDriver runs no script before it), so the
    // shell, which found no sensor API at its start, asks at the portal's motion gate instead of
    // /permission: the same request, from a Continue tap.
    await atPath(session, '/portal');
    const motionGate = 'Motion access needed';
    await heading(session, motionGate);
    await tapControl(session, { role: 'button', name: en.gates[motionGate] });
    await heading(session, en.portal);
    // The gate asks for motion (orientation is /permission's question); asked outside the tap, the answer would be a refusal.
    const calls = await session.evaluate(() =>
      (window as unknown as { __IOS_PERMISSION_CALLS__: { sensor: string; duringTap: boolean }[] }).__IOS_PERMISSION_CALLS__.map(
        ({ sensor, duringTap }) => ({ sensor, duringTap }),
      ),
    );
    const expected = [{ sensor: 'DeviceMotionEvent', duringTap: true }];
    if (JSON.stringify(calls) !== JSON.stringify(expected)) {
      throw new Error(`WebKit: requestPermission was called ${JSON.stringify(calls)}; expected ${JSON.stringify(expected)}`);
    }
  });

  let videoUrl: URL | undefined;
  await step('a first-visit briefing starts muted by itself, and a tap turns its sound on', async () => {
    await session.goto(`${origin}${chapterPath('fire')}`);
    const video = '[data-testid="interstitial"] video';
    const playing = async () =>
      session.evaluate((css: string) => {
        const element = document.querySelector(css) as HTMLVideoElement | null;
        return element ? { muted: element.muted, paused: element.paused, time: element.currentTime, src: element.currentSrc } : null;
      }, video);
    const started = await until(
      session,
      'the briefing video playing by itself',
      async () => {
        const now = await playing();
        return now && !now.paused && now.time > 0 ? now : undefined;
      },
      60_000,
    );
    if (!started.muted) throw new Error('WebKit: the briefing started with sound, which Safari refuses without a tap');
    videoUrl = new URL(started.src);
    await tapControl(session, { role: 'button', name: 'Turn sound on' });
    await until(session, 'the briefing playing on with sound', async () => {
      const now = await playing();
      return now && !now.muted && !now.paused ? true : undefined;
    });
    await tapControl(session, { role: 'button', name: 'Skip' });
    await element(session, { css: '.kit-stage[data-revealed="true"]' }, () => true, 120_000);
  });

  await step('a finger dragged across the scene turns the view (no orientation sensor here)', async () => {
    const viewport = { css: '.kit-viewport' };
    const before = await element(session, viewport, (each) => each.attributes['data-look-mode'] === 'drag');
    const opening = Number(before.attributes['data-view-yaw']);
    await session.drag({ x: 100, y: 420 }, { x: 240, y: 0 });
    await element(session, viewport, (each) => degreesTurnedLeft(opening, Number(each.attributes['data-view-yaw'])) > 20);
  });

  await step('safe areas: viewport-fit=cover, and the insets WebKit parses in the layout', async () => {
    const safe = await session.evaluate(() => ({
      viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '',
      supportsEnv: CSS.supports('top', 'env(safe-area-inset-top, 0px)'),
      // .kit-hud: inset var(--kit-top) 0 var(--kit-bottom), each calc(env(safe-area-inset-*, 0px) + …): 3.5rem and 1rem with no inset.
      hud: (() => {
        const hud = document.querySelector('.kit-hud');
        return hud ? { top: getComputedStyle(hud).top, bottom: getComputedStyle(hud).bottom } : null;
      })(),
    }));
    const expected = { viewport: true, supportsEnv: true, hud: { top: '56px', bottom: '16px' } };
    // Rebuilt in the expected key order: the driver's JSON may come back with its keys sorted.
    const got = {
      viewport: /viewport-fit=cover/.test(safe.viewport),
      supportsEnv: safe.supportsEnv,
      hud: safe.hud && { top: safe.hud.top, bottom: safe.hud.bottom },
    };
    if (JSON.stringify(got) !== JSON.stringify(expected)) {
      throw new Error(`WebKit: safe areas read ${JSON.stringify(safe)}; expected ${JSON.stringify(expected)}`);
    }
  });

  await step('the briefing video plays in WebKit’s media stack, and Safari’s opening range request is answered 206', async () => {
    if (!videoUrl) throw new Error('WebKit: no briefing video was seen');
    // The briefing's video, from the server that served it (the branch's own origin).
    const recorder = await startRangeRecorder(videoUrl.origin, videoUrl.pathname);
    try {
      await session.goto(`${recorder.origin}/range-check`);
      await until(
        session,
        'the video playing through the recorder',
        async () => ((await session.evaluate(() => document.querySelector('video')?.currentTime ?? 0)) > 0 ? true : undefined),
        60_000,
      );
      // WebKitGTK's GStreamer asks for a small file whole; Safari on an iPhone opens every video
      // with "bytes=0-1" and plays nothing the server does not answer 206. That request, from WebKit:
      const probe = await session.evaluate(async (path: string) => {
        const answer = await fetch(path, { headers: { Range: 'bytes=0-1' }, cache: 'no-store' });
        return { status: answer.status, bytes: (await answer.arrayBuffer()).byteLength };
      }, videoUrl.pathname);
      const ranged = recorder.exchanges.filter((exchange) => exchange.range !== undefined);
      const wrong = ranged.filter((exchange) => exchange.status !== 206 || !/^bytes \d+-\d+\/\d+$/.test(exchange.contentRange ?? ''));
      const opening = ranged.find((exchange) => exchange.range === 'bytes=0-1');
      if (
        probe.status !== 206 ||
        probe.bytes !== 2 ||
        !opening ||
        !/^bytes 0-1\/\d+$/.test(opening.contentRange ?? '') ||
        wrong.length > 0
      ) {
        throw new Error(
          `WebKit: the video's requests were ${JSON.stringify(recorder.exchanges)} and the bytes=0-1 probe got ${JSON.stringify(probe)}; ` +
            'every ranged request answered 206 with its Content-Range expected',
        );
      }
    } finally {
      await recorder.close();
    }
  });
}
