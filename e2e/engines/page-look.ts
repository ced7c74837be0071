/**
 * What the smoke journey reads of a page, in one function run inside it (each engine's driver
 * sends its source): a control found by its role and accessible name as getByRole finds it
 * (exact name first, else one that contains it), or by CSS, with whether it is visible, its
 * centre (scrolled into view), its attributes and text; the h1, the focused element and the
 * language. Self-contained: a driver sends only this function's own source.
 */
export type Query = { role: 'link' | 'button' | 'heading'; name: string; within?: string } | { css: string; nth?: number; within?: string };

export interface Look {
  found: boolean;
  visible: boolean;
  centre: { x: number; y: number } | null;
  text: string;
  attributes: Record<string, string>;
  /** React owns it (a tap on a link is then an in-app navigation, docs/prerendered-pages.md). */
  hydrated: boolean;
  focused: boolean;
}

export interface PageState {
  path: string;
  h1: string;
  lang: string;
  /** The focused element's accessible name and tag. */
  focus: { name: string; tag: string };
}

export function lookAt(query: Query | null): { element: Look | null; page: PageState } {
  const nameOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const isVisible = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  const roleSelectors: Record<string, string> = {
    link: 'a[href], [role="link"]',
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  };
  let element: Element | null = null;
  if (query) {
    const scope = query.within ? document.querySelector(query.within) : document;
    if (scope && 'role' in query) {
      const candidates = [...scope.querySelectorAll(roleSelectors[query.role] ?? '*')];
      const wanted = query.name.toLowerCase();
      element =
        candidates.find((each) => nameOf(each).toLowerCase() === wanted && isVisible(each)) ??
        candidates.find((each) => nameOf(each).toLowerCase() === wanted) ??
        candidates.find((each) => nameOf(each).toLowerCase().includes(wanted) && isVisible(each)) ??
        candidates.find((each) => nameOf(each).toLowerCase().includes(wanted)) ??
        null;
    } else if (scope && 'css' in query) {
      element = scope.querySelectorAll(query.css)[query.nth ?? 0] ?? null;
    }
  }
  let look: Look | null = null;
  if (element) {
    const visible = isVisible(element);
    let centre: Look['centre'] = null;
    if (visible) {
      const before = element.getBoundingClientRect();
      if (before.bottom < 0 || before.top > innerHeight) element.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = element.getBoundingClientRect();
      centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    look = {
      found: true,
      visible,
      centre,
      text: nameOf(element),
      attributes: Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])),
      hydrated: Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      focused: document.activeElement === element,
    };
  }
  const active = document.activeElement;
  return {
    element: look,
    page: {
      path: location.pathname,
      h1: (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      lang: document.documentElement.lang,
      focus: { name: active && active !== document.body ? nameOf(active) : '', tag: active?.tagName.toLowerCase() ?? '' },
    },
  };
}
