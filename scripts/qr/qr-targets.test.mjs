/** @jest-environment node */
import { qrTargets } from './qr-targets.mjs';

describe('the /desktop QR codes', () => {
  it('encode the experience entry in each language on the public origin', () => {
    expect(qrTargets('https://missions.example.ca')).toEqual([
      { locale: 'en', file: 'experience-en.svg', url: 'https://missions.example.ca/experience' },
      { locale: 'fr', file: 'experience-fr.svg', url: 'https://missions.example.ca/fr/experience' },
    ]);
  });
});
