/** @jest-environment node */
import { DEFAULT_PUBLIC_ORIGIN, publicOrigin, qrTargets } from './qr-targets.mjs';

describe('the /desktop QR codes', () => {
  it('encode the experience entry in each language on the public origin', () => {
    expect(qrTargets('https://missions.example.ca')).toEqual([
      { locale: 'en', file: 'experience-en.svg', url: 'https://missions.example.ca/experience' },
      { locale: 'fr', file: 'experience-fr.svg', url: 'https://missions.example.ca/fr/experience' },
    ]);
  });

  it('take the origin from PUBLIC_ORIGIN, defaulting to the local server', () => {
    expect(publicOrigin(undefined)).toBe(DEFAULT_PUBLIC_ORIGIN);
    expect(publicOrigin('  ')).toBe(DEFAULT_PUBLIC_ORIGIN);
    expect(publicOrigin('https://missions.example.ca/')).toBe('https://missions.example.ca');
    expect(publicOrigin('http://localhost:8080')).toBe('http://localhost:8080');
  });

  it.each(['missions.example.ca', 'http://missions.example.ca', 'https://missions.example.ca/app', 'https://a@b.ca', 'javascript:alert(1)'])(
    'refuse %s as an origin',
    (value) => {
      expect(() => publicOrigin(value)).toThrow(/PUBLIC_ORIGIN/);
    },
  );
});
