/** @jest-environment node */
import { otherLocalePath } from './other-locale-path';

describe('otherLocalePath', () => {
  it.each([
    ['/army/fire', '/fr/army/fire'],
    ['/', '/fr'],
    ['/select', '/fr/select'],
    ['/navy/distress', '/fr/navy/distress'],
    ['/accessible', '/fr/accessible'],
  ])('takes English %s to French %s', (en, fr) => {
    expect(otherLocalePath('en', en)).toBe(fr);
  });

  it.each([
    ['/fr/army/fire', '/army/fire'],
    ['/fr', '/'],
    ['/fr/select', '/select'],
    ['/fr/accessible', '/accessible'],
  ])('takes French %s to English %s', (fr, en) => {
    expect(otherLocalePath('fr', fr)).toBe(en);
  });

  it.each([
    ['/accessible/fire', '/fr/accessible/incendie'],
    ['/accessible/distress-signal', '/fr/accessible/signal-de-detresse'],
    ['/accessible/package-received', '/fr/accessible/colis-recu'],
    ['/accessible/fire/', '/fr/accessible/incendie'],
  ])('translates the accessible mission slug of %s to %s', (en, fr) => {
    expect(otherLocalePath('en', en)).toBe(fr);
  });

  it.each([
    ['/fr/accessible/incendie', '/accessible/fire'],
    ['/fr/accessible/coulee-de-boue', '/accessible/mudslide'],
    ['/fr/accessible/intervention-rapide', '/accessible/rapid-response'],
  ])('translates the French accessible slug of %s back to %s', (fr, en) => {
    expect(otherLocalePath('fr', fr)).toBe(en);
  });

  it('keeps an unknown accessible slug as it is', () => {
    expect(otherLocalePath('en', '/accessible/unknown-mission')).toBe('/fr/accessible/unknown-mission');
    expect(otherLocalePath('fr', '/fr/accessible/inconnue')).toBe('/accessible/inconnue');
  });

  it("does not translate a slug that belongs to the other language's list", () => {
    expect(otherLocalePath('en', '/accessible/incendie')).toBe('/fr/accessible/incendie');
  });

  it('translates only the slug right under /accessible', () => {
    expect(otherLocalePath('en', '/army/fire')).toBe('/fr/army/fire');
    expect(otherLocalePath('en', '/accessible/fire/extra')).toBe('/fr/accessible/fire/extra');
  });

  it('round-trips every page back to where it started', () => {
    for (const path of ['/', '/select', '/army/mudslide', '/accessible/overboard', '/accessible']) {
      expect(otherLocalePath('fr', otherLocalePath('en', path))).toBe(path);
    }
  });
});
