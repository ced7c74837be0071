import { resources } from './all-copy';
import { loadNamespaceCopy } from './load-namespace-copy';
import { NAMESPACES } from './namespaces';

describe('loadNamespaceCopy', () => {
  it.each(NAMESPACES)('loads the %s namespace of each language, and only that one', async (ns) => {
    expect(await loadNamespaceCopy('en-US', ns)).toEqual(resources['en-US'][ns]);
    expect(await loadNamespaceCopy('fr-CA', ns)).toEqual(resources['fr-CA'][ns]);
  });

  it('fails for a namespace that has no file', async () => {
    await expect(loadNamespaceCopy('en-US', 'nowhere' as never)).rejects.toThrow();
  });
});
