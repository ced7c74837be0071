import { isSafePoint, nextSwitchStep } from './safe-point';

describe('isSafePoint', () => {
  test.each(['/', '/fr', '/fr/', '/select', '/fr/select', '/select/', '/accessible', '/fr/accessible'])('%s is a safe point', (path) => {
    expect(isSafePoint(path)).toBe(true);
  });

  test.each(['/army', '/army/fire', '/fr/armee/feu', '/navy/debrief', '/accessible/army/fire', '/unknown'])('%s is not', (path) => {
    expect(isSafePoint(path)).toBe(false);
  });
});

describe('nextSwitchStep', () => {
  test('a waiting build is activated at a first screen or Mission Select', () => {
    expect(nextSwitchStep({ pathname: '/select', waiting: true, tookOver: false })).toBe('activate');
    expect(nextSwitchStep({ pathname: '/', waiting: true, tookOver: false })).toBe('activate');
  });

  test('never inside a chapter, waiting or not', () => {
    expect(nextSwitchStep({ pathname: '/army/fire', waiting: true, tookOver: false })).toBe('wait');
    expect(nextSwitchStep({ pathname: '/army/fire', waiting: false, tookOver: true })).toBe('wait');
  });

  test('once the new build took over, the page reloads at the next safe point', () => {
    expect(nextSwitchStep({ pathname: '/fr/select', waiting: false, tookOver: true })).toBe('reload');
  });

  test('nothing waiting, nothing to do', () => {
    expect(nextSwitchStep({ pathname: '/', waiting: false, tookOver: false })).toBe('wait');
  });
});
