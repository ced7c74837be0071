import { APP_VERSION, analyticsDebug, superProperties } from './super-properties';

describe('super properties (docs/product-rules.md §7)', () => {
  it('carry the deployment branch, app version 1.0.0 and the debug flag', () => {
    expect(APP_VERSION).toBe('1.0.0');
    expect(superProperties('main', false)).toEqual({ branch: 'main', app_version: '1.0.0', debug: false });
  });

  it.each([
    ['develop', false, true],
    ['qa', false, true],
    ['main', false, false],
    ['staging', false, false],
    ['main', true, true],
    ['staging', true, true],
  ])('on %p with debug mode %p, analytics debug is %p', (branch, sessionDebug, debug) => {
    expect(analyticsDebug(branch, sessionDebug)).toBe(debug);
    expect(superProperties(branch, sessionDebug).debug).toBe(debug);
  });
});
