import { debugFlagFromLocation, debugMarkerOf } from './debug-flag';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('debug markers (docs/product-rules.md §2)', () => {
  it.each([
    ['?debug', at('/', '?debug')],
    ['?debug=true', at('/', '?debug=true')],
    ['?debug=1 among other parameters', at('/select', '?utm_source=qa&debug=1')],
    ['#debug', at('/', '', '#debug')],
    ['#debug=on', at('/', '', '#debug=on')],
    ['/_debug', at('/_debug')],
    ['/fr/_debug', at('/fr/_debug')],
    ['/_debug/', at('/_debug/')],
  ])('%s switches debug mode on', (_what, address) => {
    expect(debugMarkerOf(address)).toBe('on');
    expect(debugFlagFromLocation(address, false)).toBe(true);
  });

  it.each([
    ['?production', at('/', '?production')],
    ['#production', at('/', '', '#production')],
    ['?debug=false', at('/', '?debug=false')],
    ['?debug=0', at('/', '?debug=0')],
    ['?debug=off', at('/', '?debug=off')],
    ['production beats debug', at('/_debug', '?debug', '#production')],
  ])('%s switches it off', (_what, address) => {
    expect(debugMarkerOf(address)).toBe('off');
    expect(debugFlagFromLocation(address, true)).toBe(false);
  });

  it.each([
    ['no marker', at('/select')],
    ['a word that only contains the marker', at('/debugging', '?nodebug', '#debugger')],
    ['a path segment that only resembles it', at('/my_debug/page')],
    ['an anchor hash', at('/accessible', '', '#main')],
  ])('%s keeps the stored value', (_what, address) => {
    expect(debugMarkerOf(address)).toBeNull();
    expect(debugFlagFromLocation(address, true)).toBe(true);
    expect(debugFlagFromLocation(address, false)).toBe(false);
  });
});
