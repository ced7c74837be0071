import type { Namespace } from '@mission/content';
import { copyBackend } from './copy-backend';
import type { OverlayLoader } from './namespace-overlays';

function read(backend: ReturnType<typeof copyBackend>, language: string, ns: string) {
  return new Promise<{ error: unknown; data: unknown }>((resolve) => backend.read(language, ns, (error, data) => resolve({ error, data })));
}

describe('copyBackend', () => {
  it("answers with the loader's copy of that language and namespace", async () => {
    const load = jest.fn(async () => ({ title: 'Shell' }));
    const result = await read(copyBackend(load, new Map()), 'fr-CA', 'errors');
    expect(load).toHaveBeenCalledWith('fr-CA', 'errors');
    expect(result).toEqual({ error: null, data: { title: 'Shell' } });
  });

  it("lays a remote's overlay over the shell's copy, also one registered while the copy was on its way", async () => {
    const overlays = new Map<Namespace, OverlayLoader>();
    let arrive: () => void = () => undefined;
    const load = () =>
      new Promise<{ title: string; body: string }>((resolve) => (arrive = () => resolve({ title: 'Shell', body: 'Body' })));
    const reading = read(copyBackend(load, overlays), 'en-US', 'navy');
    overlays.set('navy', async (tag) => ({ title: `Remote ${tag}` }));
    arrive();
    expect((await reading).data).toEqual({ title: 'Remote en-US', body: 'Body' });
  });

  it('reports a failed load as an error, so i18next tries again', async () => {
    const result = await read(
      copyBackend(() => Promise.reject(new Error('offline')), new Map()),
      'en-US',
      'common',
    );
    expect(result.error).toEqual(new Error('offline'));
    expect(result.data).toBe(false);
  });
});
