/** @jest-environment node */
import { composePageTitle, PageTitleReportContext, usePageTitle } from './use-page-title';

describe('composePageTitle', () => {
  it('puts the page title before the product title', () => {
    expect(composePageTitle('Branch unavailable', 'Forces Missions')).toBe('Branch unavailable | Forces Missions');
    expect(composePageTitle('Choix de mission', 'Missions des Forces')).toBe('Choix de mission | Missions des Forces');
  });

  it('is the product title alone without a page title', () => {
    expect(composePageTitle(undefined, 'Forces Missions')).toBe('Forces Missions');
    expect(composePageTitle('', 'Forces Missions')).toBe('Forces Missions');
  });
});

describe('usePageTitle', () => {
  it('reports the composed title to a build-time listener, innermost page last', async () => {
    const { renderToString } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { initMissionI18n } = await import('../i18n/mission-i18n');
    const i18n = await initMissionI18n('fr');
    const Page = ({ title, children }: { title?: string; children?: React.ReactNode }) => {
      usePageTitle(title);
      return createElement('div', null, children);
    };
    const reported: string[] = [];
    renderToString(
      createElement(
        PageTitleReportContext.Provider,
        { value: (title: string) => reported.push(title) },
        createElement(Page, null, createElement(Page, { title: 'Choix de mission' })),
      ),
    );
    expect(reported.at(-1)).toBe(`Choix de mission | ${i18n.t('productTitle', { ns: 'common' })}`);
    expect(reported[0]).toBe(i18n.t('productTitle', { ns: 'common' }));
  });
});
