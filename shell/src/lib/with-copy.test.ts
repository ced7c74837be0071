import i18next from 'i18next';
import type { LanguageTag, Namespace } from '@mission/content';
import { resources } from '@mission/content/all-copy';
import { initMissionI18n } from '@mission/shared';
import { withCopy } from './with-copy';

describe('withCopy', () => {
  it("asks for the screen's code and its namespaces together, and settles with the code once both are there", async () => {
    const fetched: string[] = [];
    let answerCopy: () => void = () => undefined;
    const copyArrived = new Promise<void>((resolve) => (answerCopy = resolve));
    await initMissionI18n('fr', i18next, {
      loadCopy: async (tag: LanguageTag, ns: Namespace) => {
        fetched.push(`${tag}/${ns}`);
        if (ns === 'army') await copyArrived;
        return resources[tag][ns];
      },
    });
    fetched.length = 0;
    const screens = { Select: 'select screen' };
    const load = jest.fn(() => Promise.resolve(screens));
    let settled = false;
    const loading = withCopy(load, ['army', 'navy'])().then((module) => {
      settled = true;
      return module;
    });
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetched.sort()).toEqual(['fr-CA/army', 'fr-CA/navy']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    answerCopy();
    await expect(loading).resolves.toBe(screens);
    expect(i18next.t('army:sectionTitle')).toBe(resources['fr-CA'].army.sectionTitle);
  });
});
