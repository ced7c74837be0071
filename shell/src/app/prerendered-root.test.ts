import { rootStart } from './prerendered-root';

function prerenderedRoot(attributes: Record<string, string>, markup = '<section>Step into a mission</section>'): HTMLElement {
  const root = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  root.innerHTML = markup;
  return root;
}

const HOME_EN = { 'data-prerendered': '/', 'data-lang': 'en-CA', 'data-build': '42' };
const HERE = { pathname: '/', lang: 'en-CA', build: '42' };

describe('rootStart', () => {
  it('hydrates the page the build rendered for this path, language and build', () => {
    expect(rootStart(prerenderedRoot(HOME_EN), HERE)).toEqual({ kind: 'hydrate' });
    expect(
      rootStart(prerenderedRoot({ ...HOME_EN, 'data-prerendered': '/fr', 'data-lang': 'fr-CA' }), {
        ...HERE,
        pathname: '/fr/',
        lang: 'fr-CA',
      }),
    ).toEqual({
      kind: 'hydrate',
    });
  });

  it('renders into an empty root (every route that is not prerendered)', () => {
    expect(rootStart(document.createElement('div'), HERE)).toEqual({ kind: 'render', replacing: null });
    expect(rootStart(prerenderedRoot(HOME_EN, ''), HERE)).toEqual({ kind: 'render', replacing: null });
  });

  it('replaces, never hydrates, the markup of another language, path or build', () => {
    expect(rootStart(prerenderedRoot(HOME_EN), { ...HERE, lang: 'fr-CA' })).toEqual({ kind: 'render', replacing: '/ (en-CA, build 42)' });
    expect(rootStart(prerenderedRoot(HOME_EN), { ...HERE, pathname: '/select' }).kind).toBe('render');
    expect(rootStart(prerenderedRoot(HOME_EN), { ...HERE, build: '43' }).kind).toBe('render');
  });
});
