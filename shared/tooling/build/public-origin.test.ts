/** @jest-environment node */
import { DEFAULT_PUBLIC_ORIGIN, publicOrigin } from './public-origin.mjs';

describe('the public origin (PUBLIC_ORIGIN)', () => {
  it('takes the origin from PUBLIC_ORIGIN, defaulting to the local server', () => {
    expect(publicOrigin(undefined)).toBe(DEFAULT_PUBLIC_ORIGIN);
    expect(publicOrigin('  ')).toBe(DEFAULT_PUBLIC_ORIGIN);
    expect(publicOrigin('https://missions.example.ca/')).toBe('https://missions.example.ca');
    expect(publicOrigin('http://localhost:8080')).toBe('http://localhost:8080');
  });

  it.each([
    'missions.example.ca',
    'http://missions.example.ca',
    'https://missions.example.ca/app',
    'https://a@b.ca',
    'javascript:alert(1)',
  ])('refuses %s as an origin', (value) => {
    expect(() => publicOrigin(value)).toThrow(/PUBLIC_ORIGIN/);
  });
});
