import { pageVariants } from './page-variants';

const variants = (href: string) => pageVariants({ url: new URL(href) }).map((url) => url.pathname);

describe('pageVariants', () => {
  test('a route is answered with its prerendered page, with or without a trailing slash or a query', () => {
    expect(variants('http://localhost/select')[0]).toBe('/select/index.html');
    expect(variants('http://localhost/fr/select/')[0]).toBe('/fr/select/index.html');
    expect(variants('http://localhost/?debug=1')[0]).toBe('/index.html');
  });

  test('the path itself, without its query, is tried too', () => {
    expect(variants('http://localhost/main.0123456789.js?x=1')).toContain('/main.0123456789.js');
  });
});
