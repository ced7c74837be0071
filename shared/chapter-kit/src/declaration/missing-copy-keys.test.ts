import { NAMESPACES, type Namespace, type NamespaceCopy } from '@mission/content';
import { missingCopyKeys } from './missing-copy-keys';

/** Every namespace empty but the army's. */
const copy = (army: NamespaceCopy) => ({
  ...(Object.fromEntries(NAMESPACES.map((namespace) => [namespace, {}])) as Record<Namespace, NamespaceCopy>),
  army,
});

describe('missingCopyKeys', () => {
  it('names each key missing, empty or not a string, in each language', () => {
    const resources = {
      'en-US': copy({ chapters: { fire: { title: 'Forest' } }, fire: { complete: '' } }),
      'fr-CA': copy({ chapters: { fire: { title: { nested: 'no' } } }, fire: { complete: 'Les feux sont éteints.' } }),
    };
    expect(missingCopyKeys(['army:chapters.fire.title', 'army:fire.complete', 'army:debrief.title'], resources)).toEqual([
      'en-US army:fire.complete',
      'en-US army:debrief.title',
      'fr-CA army:chapters.fire.title',
      'fr-CA army:debrief.title',
    ]);
  });

  it('finds nothing missing when both languages hold every key', () => {
    const resources = { 'en-US': copy({ sectionTitle: 'Army' }), 'fr-CA': copy({ sectionTitle: 'Armée' }) };
    expect(missingCopyKeys(['army:sectionTitle'], resources)).toEqual([]);
  });
});
