/** @jest-environment node */
import type { RemoteRegistry } from './remote-registry';
import {
  applyRemoteOverride,
  prepareRegistryWithOverride,
  readRemoteOverride,
  REMOTE_OVERRIDE_RECORD,
  writeRemoteOverride,
} from './remote-override';
import { memoryStorage } from '../test-support/memory-storage';

const SHELL = 'https://mission.example.ca';
const listed: RemoteRegistry = {
  remotes: [
    { name: 'army', manifestUrl: 'https://army.example.ca/mf-manifest.json', version: '7' },
    { name: 'navy', manifestUrl: 'https://navy.example.ca/mf-manifest.json' },
  ],
  allowedOrigins: ['https://qa.example.ca'],
};
const CANDIDATE = 'https://qa.example.ca/army/123/mf-manifest.json';

const planted = (data: unknown) => memoryStorage({ [REMOTE_OVERRIDE_RECORD.key]: JSON.stringify({ version: 1, data }) });

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('the stored override record', () => {
  it('round-trips a valid override in sessionStorage as a versioned record', () => {
    const storage = memoryStorage();
    writeRemoteOverride(storage, { section: 'army', manifestUrl: CANDIDATE });
    expect(JSON.parse(storage.data.get('mission.remote-override.v1') ?? '')).toEqual({
      version: 1,
      data: { section: 'army', manifestUrl: CANDIDATE },
    });
    expect(readRemoteOverride(storage)).toEqual({ section: 'army', manifestUrl: CANDIDATE });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', memoryStorage({ 'mission.remote-override.v1': '{"version":1,' })],
    ['an unknown remote', planted({ section: 'marines', manifestUrl: CANDIDATE })],
    ['a javascript: URL', planted({ section: 'army', manifestUrl: 'javascript:alert(1)' })],
    ['a data: URL', planted({ section: 'army', manifestUrl: 'data:application/json,{}' })],
    ['a protocol-relative URL', planted({ section: 'army', manifestUrl: '//evil.example/mf-manifest.json' })],
    ['a URL with userinfo', planted({ section: 'army', manifestUrl: 'https://qa.example.ca@evil.example/mf-manifest.json' })],
    ['a string', planted('army@https://evil.example/mf-manifest.json')],
    ['an integrity out of shape', planted({ section: 'army', manifestUrl: CANDIDATE, integrity: 'sha384-short' })],
    ['a future version', memoryStorage({ 'mission.remote-override.v1': JSON.stringify({ version: 2, data: null }) })],
  ])('resets %s with one warning, and the next read is quiet', (_what, storage) => {
    expect(readRemoteOverride(storage)).toBeNull();
    expect(readRemoteOverride(storage)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('mission.remote-override.v1');
  });
});

describe('applyRemoteOverride', () => {
  it('puts an allowed candidate in place of the listed manifest, dropping the listed version', () => {
    const outcome = applyRemoteOverride(listed, { section: 'army', manifestUrl: CANDIDATE }, SHELL);
    expect(outcome.status).toBe('applied');
    expect(outcome.registry.remotes).toEqual([
      { name: 'army', manifestUrl: CANDIDATE },
      { name: 'navy', manifestUrl: 'https://navy.example.ca/mf-manifest.json' },
    ]);
    expect(listed.remotes[0]?.manifestUrl).toBe('https://army.example.ca/mf-manifest.json');
  });

  it("pins the candidate only by the integrity QA gave with it, never by the listed build's", () => {
    const pin = `sha384-${'c'.repeat(64)}`;
    const pinnedListed: RemoteRegistry = {
      ...listed,
      remotes: [{ ...listed.remotes[0]!, integrity: `sha384-${'l'.repeat(64)}` }, listed.remotes[1]!],
    };
    expect(applyRemoteOverride(pinnedListed, { section: 'army', manifestUrl: CANDIDATE }, SHELL).registry.remotes[0]).toEqual({
      name: 'army',
      manifestUrl: CANDIDATE,
    });
    const applied = applyRemoteOverride(pinnedListed, { section: 'army', manifestUrl: CANDIDATE, integrity: pin }, SHELL);
    expect(applied.registry.remotes[0]).toEqual({ name: 'army', manifestUrl: CANDIDATE, integrity: pin });
    const storage = memoryStorage();
    writeRemoteOverride(storage, { section: 'army', manifestUrl: CANDIDATE, integrity: pin });
    expect(readRemoteOverride(storage)).toEqual({ section: 'army', manifestUrl: CANDIDATE, integrity: pin });
  });

  it("accepts the remote's own origin without its being listed", () => {
    const own = 'https://army.example.ca/candidate/mf-manifest.json';
    expect(applyRemoteOverride({ remotes: listed.remotes }, { section: 'army', manifestUrl: own }, SHELL).status).toBe('applied');
  });

  it.each([
    'https://evil.example/mf-manifest.json',
    'https://navy.example.ca/mf-manifest.json',
    'https://qa.example.ca.evil.example/mf-manifest.json',
    'http://qa.example.ca/mf-manifest.json',
  ])('refuses %s and leaves the registry alone', (manifestUrl) => {
    const outcome = applyRemoteOverride(listed, { section: 'army', manifestUrl }, SHELL);
    expect(outcome).toMatchObject({ status: 'refused', refusal: 'origin-not-allowed' });
    expect(outcome.registry).toBe(listed);
  });
});

describe('prepareRegistryWithOverride', () => {
  it('registers the candidate in debug mode', () => {
    const storage = planted({ section: 'army', manifestUrl: CANDIDATE });
    const prepared = prepareRegistryWithOverride(listed, { storage, debug: true, shellOrigin: SHELL });
    expect(prepared.override).toEqual({ section: 'army', manifestUrl: CANDIDATE });
    expect(prepared.registry.remotes[0]?.manifestUrl).toBe(CANDIDATE);
    expect(prepared.listed).toBe(listed);
  });

  it('keeps the candidate but registers the listed remotes out of debug mode', () => {
    const storage = planted({ section: 'army', manifestUrl: CANDIDATE });
    const prepared = prepareRegistryWithOverride(listed, { storage, debug: false, shellOrigin: SHELL });
    expect(prepared).toEqual({ registry: listed, listed, override: null });
    expect(readRemoteOverride(storage)).toEqual({ section: 'army', manifestUrl: CANDIDATE });
  });

  it.each([true, false])('refuses a planted override from another origin (debug %p): registry remotes, one warning, cleared', (debug) => {
    const storage = planted({ section: 'army', manifestUrl: 'https://evil.example/mf-manifest.json' });
    const prepared = prepareRegistryWithOverride(listed, { storage, debug, shellOrigin: SHELL });
    expect(prepared).toEqual({ registry: listed, listed, override: null });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/Refused the stored remote override for "army".*evil\.example/);
    prepareRegistryWithOverride(listed, { storage, debug, shellOrigin: SHELL });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a stored override', () => {
    expect(prepareRegistryWithOverride(listed, { storage: memoryStorage(), debug: true, shellOrigin: SHELL })).toEqual({
      registry: listed,
      listed,
      override: null,
    });
  });
});
