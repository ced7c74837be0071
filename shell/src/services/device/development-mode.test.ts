import { isDevelopmentBuild } from './development-mode';

describe('development mode signal (docs/product-rules.md §5 "checks are skipped in development mode")', () => {
  const original = process.env.NODE_ENV;

  afterEach(() => {
    process.env.NODE_ENV = original;
  });

  it('is on only for a development build (webpack mode "development")', () => {
    process.env.NODE_ENV = 'development';
    expect(isDevelopmentBuild()).toBe(true);
  });

  it.each(['production', 'test'])('is off for NODE_ENV "%s" (unit tests run the checks)', (mode) => {
    process.env.NODE_ENV = mode;
    expect(isDevelopmentBuild()).toBe(false);
  });
});
