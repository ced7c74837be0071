import { expect, test } from '../support/quality-pin';
import { openChapter, untilRevealed } from '../support/chapter-play';

/**
 * The WebGL context lost and then given back during a chapter, as a phone
 * does under memory pressure: the lost view says so (visitor/army-chapters.spec.ts), the
 * restore throws nothing, the reload brings the scene back, and the progress is kept.
 */
const done = [true, true];
const SAVED = JSON.stringify({
  version: 1,
  data: {
    sectionProgress: { army: { fire: done }, navy: {}, air: {} },
    currentSection: null,
    currentChapter: null,
    currentLevel: null,
    userIdle: false,
    tasksCompleted: 3,
  },
});

test('lost, then restored mid-chapter: no uncaught error, the reload brings the scene back, and the progress stays', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((record) => {
    if (!localStorage.getItem('mission.progress.v1')) localStorage.setItem('mission.progress.v1', record);
  }, SAVED);
  await openChapter(page, '/navy/distress');

  const started = Date.now();
  await page.evaluate(() => {
    const lose = document.querySelector('canvas')?.getContext('webgl2')?.getExtension('WEBGL_lose_context');
    (window as unknown as { __loseContext?: WEBGL_lose_context | null }).__loseContext = lose;
    lose?.loseContext();
  });
  const problem = page.getByTestId('stage-problem');
  await expect(problem.getByRole('heading')).toHaveText('The 3D view stopped');
  // The phone gives the context back a moment later.
  await page.evaluate(() => (window as unknown as { __loseContext?: WEBGL_lose_context | null }).__loseContext?.restoreContext());
  await page.waitForTimeout(1_000);
  expect(errors).toEqual([]);

  await problem.getByRole('button', { name: 'Reload the mission' }).click();
  await untilRevealed(page);
  await expect(page.getByTestId('stage-problem')).toHaveCount(0);
  const back = Date.now() - started;

  await page.goto('/select');
  await expect(page.getByTestId('percent-army')).toHaveText('30% complete');
  expect(errors).toEqual([]);
  console.log(
    `[resilience] WebGL context lost and restored mid-chapter: scene back ${(back / 1000).toFixed(1)} s after the loss, 0 uncaught errors, progress kept`,
  );
});
