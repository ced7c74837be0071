/** @jest-environment node */
import { parseAllowedOrigin } from './allowed-origin';

describe('parseAllowedOrigin', () => {
  it.each([
    ['https://allowed.example', 'https://allowed.example'],
    ['https://allowed.example/', 'https://allowed.example'],
    ['https://allowed.example:8443', 'https://allowed.example:8443'],
    ['http://localhost:8181', 'http://localhost:8181'],
    ['http://127.0.0.1:8181', 'http://127.0.0.1:8181'],
    ['http://[::1]:8181', 'http://[::1]:8181'],
  ])('accepts %s', (value, origin) => {
    expect(parseAllowedOrigin(value)).toBe(origin);
  });

  it.each([
    'http://allowed.example',
    'https://allowed.example/path',
    'https://allowed.example?x',
    'https://allowed.example#x',
    'https://user@allowed.example',
    'https://allowed.example@evil.example',
    'https://*.allowed.example',
    '//allowed.example',
    'allowed.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    ' https://allowed.example',
    'https://allowed.exa\tmple',
    42,
    null,
  ])('refuses %p', (value) => {
    expect(parseAllowedOrigin(value)).toBeNull();
  });
});
