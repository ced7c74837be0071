/** @jest-environment node */
import { createHash } from 'node:crypto';
import { IntegrityMismatchError, NO_VERIFIED_ENTRY, RemotePins, sha384Digest, unpinnedNotice } from './remote-integrity';

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const ENTRY_JS = 'var army = {};';
const CHUNK_JS = 'console.log(245);';
const manifestText = (remoteEntry: Record<string, unknown>) =>
  JSON.stringify({
    id: 'army',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global', ...remoteEntry } },
    integrity: { '245.0123456789.js': sha384(CHUNK_JS), 'odd.js': 'md5-x' },
  });
const MANIFEST = manifestText({ integrity: sha384(ENTRY_JS) });

const ok = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('sha384Digest', () => {
  it('computes what the browser compares an integrity attribute with', async () => {
    await expect(sha384Digest(new TextEncoder().encode(ENTRY_JS).buffer as ArrayBuffer)).resolves.toBe(sha384(ENTRY_JS));
  });
});

describe('RemotePins', () => {
  it('passes an unpinned remote through untouched', async () => {
    const pins = new RemotePins();
    const response = ok(MANIFEST);
    await expect(pins.checkManifest('army', response)).resolves.toBe(response);
    expect(pins.scriptIntegrity('army', 'https://army.example.ca/remoteEntry.js')).toBeUndefined();
  });

  it('accepts the pinned manifest, returns its bytes, and learns the entry it may run', async () => {
    const pins = new RemotePins();
    pins.set('army', sha384(MANIFEST));
    const checked = await pins.checkManifest('army', ok(MANIFEST));
    await expect(checked.text()).resolves.toBe(MANIFEST);
    expect(pins.entryIntegrity('army')).toBe(sha384(ENTRY_JS));
    expect(pins.scriptIntegrity('army', 'https://army.example.ca/remoteEntry.js')).toBe(sha384(ENTRY_JS));
    // A script the runtime preloads from the manifest's lists gets its own integrity...
    expect(pins.scriptIntegrity('army', 'https://army.example.ca/245.0123456789.js')).toBe(sha384(CHUNK_JS));
    // ...and one the verified manifest does not list (or lists out of shape) is refused.
    expect(pins.scriptIntegrity('army', 'https://army.example.ca/999.0123456789.js')).toBe(NO_VERIFIED_ENTRY);
    expect(pins.scriptIntegrity('army', 'https://army.example.ca/odd.js')).toBe(NO_VERIFIED_ENTRY);
  });

  it("mid-rollout accepts either build's manifest, and each manifest pins its own entry", async () => {
    const newEntry = 'var army = { build: 2 };';
    const newManifest = manifestText({ integrity: sha384(newEntry) });
    const pins = new RemotePins();
    pins.set('army', `${sha384(MANIFEST)} ${sha384(newManifest)}`);
    await pins.checkManifest('army', ok(newManifest));
    expect(pins.scriptIntegrity('army', 'https://army.example.ca/remoteEntry.js')).toBe(sha384(newEntry));
    await pins.checkManifest('army', ok(MANIFEST));
    expect(pins.scriptIntegrity('army', 'https://army.example.ca/remoteEntry.js')).toBe(sha384(ENTRY_JS));
    await expect(pins.checkManifest('army', ok(manifestText({ integrity: sha384('var army = { build: 3 };') })))).rejects.toBeInstanceOf(
      IntegrityMismatchError,
    );
  });

  it('joins the entry path the manifest gives', async () => {
    const manifest = manifestText({ path: '/static/', integrity: sha384(ENTRY_JS) });
    const pins = new RemotePins();
    pins.set('army', sha384(manifest));
    await pins.checkManifest('army', ok(manifest));
    expect(pins.scriptIntegrity('army', 'https://cdn.example.ca/army/static/remoteEntry.js')).toBe(sha384(ENTRY_JS));
    expect(pins.scriptIntegrity('army', 'https://cdn.example.ca/army/remoteEntry.js')).toBe(NO_VERIFIED_ENTRY);
  });

  it('refuses another manifest, naming the remote and both hashes once however often it is tried', async () => {
    const pins = new RemotePins();
    const pinned = sha384(MANIFEST);
    pins.set('army', pinned);
    const tampered = MANIFEST.replace('"global"', '"global" ');
    await expect(pins.checkManifest('army', ok(tampered))).rejects.toBeInstanceOf(IntegrityMismatchError);
    await expect(pins.checkManifest('army', ok(tampered))).rejects.toThrow(`expected ${pinned}, got ${sha384(tampered)}`);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toContain('Remote "army": mf-manifest.json');
    expect(errors.mock.calls[0]?.[0]).toContain(pinned);
    expect(errors.mock.calls[0]?.[0]).toContain(sha384(tampered));
    // No manifest passed: whatever entry script the runtime asks for is refused.
    expect(pins.scriptIntegrity('army', 'https://army.example.ca/remoteEntry.js')).toBe(NO_VERIFIED_ENTRY);
  });

  it('refuses a pinned manifest that names no entry integrity (an older build)', async () => {
    const bare = manifestText({});
    const pins = new RemotePins();
    pins.set('army', sha384(bare));
    await expect(pins.checkManifest('army', ok(bare))).rejects.toThrow('a remoteEntry integrity in the manifest');
    expect(pins.entryIntegrity('army')).toBeUndefined();
  });

  it('leaves an error answer to the retry and the unavailable page', async () => {
    const pins = new RemotePins();
    pins.set('army', sha384(MANIFEST));
    const failed = new Response('boom', { status: 503 });
    await expect(pins.checkManifest('army', failed)).resolves.toBe(failed);
  });

  it('forgets the pin when the registry gives none (a candidate build without one)', async () => {
    const pins = new RemotePins();
    pins.set('army', sha384(MANIFEST));
    pins.set('army', undefined);
    expect(pins.isPinned('army')).toBe(false);
    const response = ok('{"other": true}');
    await expect(pins.checkManifest('army', response)).resolves.toBe(response);
  });

  describe('preloadIntegrity (a prefetch carries what the load will)', () => {
    it("gives a pinned remote's preloads the integrity its scripts get", async () => {
      const pins = new RemotePins();
      pins.set('army', sha384(MANIFEST));
      await pins.checkManifest('army', ok(MANIFEST));
      expect(pins.preloadIntegrity('army', 'https://army.example.ca/245.0123456789.js')).toBe(sha384(CHUNK_JS));
      expect(pins.preloadIntegrity('army', 'https://army.example.ca/999.0123456789.js')).toBe(NO_VERIFIED_ENTRY);
    });

    it("gives an unpinned remote's preloads the hash its manifest lists (its runtime puts the same on the script), the response untouched", async () => {
      const pins = new RemotePins();
      const response = ok(MANIFEST);
      await expect(pins.checkManifest('army', response)).resolves.toBe(response);
      await expect(response.text()).resolves.toBe(MANIFEST);
      expect(pins.preloadIntegrity('army', 'https://army.example.ca/245.0123456789.js')).toBe(sha384(CHUNK_JS));
      expect(pins.preloadIntegrity('army', 'https://army.example.ca/999.0123456789.js')).toBeUndefined();
      // Still not pinned: its scripts are not checked by the shell.
      expect(pins.scriptIntegrity('army', 'https://army.example.ca/245.0123456789.js')).toBeUndefined();
    });

    it('gives none for a manifest that lists no hashes (a development build)', async () => {
      const pins = new RemotePins();
      await pins.checkManifest('army', ok('{"metaData": {}}'));
      expect(pins.preloadIntegrity('army', 'https://army.example.ca/245.0123456789.js')).toBeUndefined();
    });

    it('refuses a mismatch quietly for a prefetch, and still reports it for the load after', async () => {
      const pins = new RemotePins();
      pins.set('army', sha384(MANIFEST));
      const tampered = MANIFEST.replace('"global"', '"global" ');
      await expect(pins.checkManifest('army', ok(tampered), { quiet: true })).rejects.toBeInstanceOf(IntegrityMismatchError);
      expect(errors).not.toHaveBeenCalled();
      await expect(pins.checkManifest('army', ok(tampered))).rejects.toBeInstanceOf(IntegrityMismatchError);
      expect(errors).toHaveBeenCalledTimes(1);
    });
  });

  describe('diagnoseScriptFailure', () => {
    async function pinnedArmy() {
      const pins = new RemotePins();
      pins.set('army', sha384(MANIFEST));
      await pins.checkManifest('army', ok(MANIFEST));
      return pins;
    }

    it('names both hashes when the entry served is not the pinned one', async () => {
      const pins = await pinnedArmy();
      const served = `${ENTRY_JS} window.evil = 1;`;
      await pins.diagnoseScriptFailure('army', 'https://army.example.ca/remoteEntry.js', sha384(ENTRY_JS), async () => ok(served));
      expect(errors).toHaveBeenCalledTimes(1);
      expect(errors.mock.calls[0]?.[0]).toContain(
        `remoteEntry.js does not match its pinned integrity (expected ${sha384(ENTRY_JS)}, got ${sha384(served)})`,
      );
    });

    it('names a chunk by its own file, against its own hash', async () => {
      const pins = await pinnedArmy();
      const url = 'https://army.example.ca/245.0123456789.js';
      await pins.diagnoseScriptFailure('army', url, sha384(CHUNK_JS), async () => ok(CHUNK_JS));
      expect(errors).not.toHaveBeenCalled();
      await pins.diagnoseScriptFailure('army', url, sha384(CHUNK_JS), async () => ok(`${CHUNK_JS};evil()`));
      expect(errors.mock.calls[0]?.[0]).toContain('Remote "army": 245.0123456789.js does not match its pinned integrity');
    });

    it('says nothing when the entry matches or cannot be reached (a network failure, not tampering)', async () => {
      const pins = await pinnedArmy();
      await pins.diagnoseScriptFailure('army', 'https://army.example.ca/remoteEntry.js', sha384(ENTRY_JS), async () => ok(ENTRY_JS));
      await pins.diagnoseScriptFailure('army', 'https://army.example.ca/remoteEntry.js', sha384(ENTRY_JS), async () => {
        throw new TypeError('Failed to fetch');
      });
      expect(errors).not.toHaveBeenCalled();
    });
  });
});

it('names the remote in the debug notice', () => {
  expect(unpinnedNotice('navy')).toContain('remote "navy" is not pinned');
});
