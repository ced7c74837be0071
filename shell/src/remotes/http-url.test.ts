/** @jest-environment node */
import { parseHttpUrl } from './http-url';

describe('parseHttpUrl', () => {
  it.each([
    ['https://allowed.example/army/mf-manifest.json', 'https://allowed.example/army/mf-manifest.json'],
    ['HTTPS://Allowed.Example:8443/a?b#c', 'https://allowed.example:8443/a?b#c'],
    ['http://localhost:8181', 'http://localhost:8181/'],
  ])('takes the absolute http(s) URL %s', (value, href) => {
    expect(parseHttpUrl(value)?.href).toBe(href);
  });

  it.each([
    'javascript:alert(1)//https://allowed.example',
    'data:text/html,hi',
    'ftp://allowed.example/',
    '//allowed.example/',
    '/army/mf-manifest.json',
    'allowed.example',
    'https:///allowed.example',
    'https://user@allowed.example/',
    'https://user:pass@allowed.example/',
    'https://allowed.example@evil.example/',
    'https:\\\\evil.example/',
    ' https://allowed.example/',
    'https://allowed.exa\tmple/',
    'https://allowed.example/\u0000',
    'https://[bad/',
    '',
    42,
    undefined,
  ])('refuses %p', (value) => {
    expect(parseHttpUrl(value)).toBeNull();
  });
});
