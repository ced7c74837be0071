import { keepRuleFor, pinnedScriptsOf, type PinnedScripts } from './keep-rule';

const PIN = `sha384-${'p'.repeat(64)}`;
const MANIFEST: PinnedScripts = {
  entryFile: 'remoteEntry.js',
  entryIntegrity: 'sha384-entry',
  scripts: { '1.0123456789.js': 'sha384-one' },
};

describe('keepRuleFor', () => {
  test('a manifest is kept only when it hashes to the registry pin', () => {
    expect(keepRuleFor({ kind: 'manifest', remote: 'army' }, PIN, undefined)).toEqual({ keep: 'if-integrity', integrity: PIN });
    expect(keepRuleFor({ kind: 'manifest', remote: 'army' }, undefined, undefined)).toEqual({ keep: 'never' });
  });

  test('a script is kept by the integrity its verified manifest names', () => {
    expect(keepRuleFor({ kind: 'remote-script', remote: 'army', file: 'remoteEntry.js' }, PIN, MANIFEST)).toEqual({
      keep: 'if-integrity',
      integrity: 'sha384-entry',
    });
    expect(keepRuleFor({ kind: 'remote-script', remote: 'army', file: '1.0123456789.js' }, PIN, MANIFEST)).toEqual({
      keep: 'if-integrity',
      integrity: 'sha384-one',
    });
  });

  test('a script the manifest does not list, or of an unpinned or unverified remote, is never kept', () => {
    expect(keepRuleFor({ kind: 'remote-script', remote: 'army', file: '2.0123456789.js' }, PIN, MANIFEST)).toEqual({ keep: 'never' });
    expect(keepRuleFor({ kind: 'remote-script', remote: 'army', file: 'remoteEntry.js' }, undefined, MANIFEST)).toEqual({ keep: 'never' });
    expect(keepRuleFor({ kind: 'remote-script', remote: 'army', file: 'remoteEntry.js' }, PIN, undefined)).toEqual({ keep: 'never' });
  });

  test('media are kept for a pinned branch and for the shell, never for an unpinned branch', () => {
    expect(keepRuleFor({ kind: 'asset', owner: 'army', file: 'v.0123456789.mp4' }, PIN, undefined)).toEqual({ keep: 'as-is' });
    expect(keepRuleFor({ kind: 'asset', owner: 'shell', file: 'v.0123456789.mp4' }, undefined, undefined)).toEqual({ keep: 'as-is' });
    expect(keepRuleFor({ kind: 'asset', owner: 'navy', file: 'v.0123456789.mp4' }, undefined, undefined)).toEqual({ keep: 'never' });
  });

  test('the network route keeps nothing; the shell data are kept as they come', () => {
    expect(keepRuleFor({ kind: 'network' }, PIN, MANIFEST)).toEqual({ keep: 'never' });
    expect(keepRuleFor({ kind: 'shell-data' }, undefined, undefined)).toEqual({ keep: 'as-is' });
  });
});

describe('pinnedScriptsOf', () => {
  test('reads the entry (with its folder) and the listed scripts', () => {
    const text = JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '/app/', integrity: 'sha384-e' } },
      integrity: { 'a.0123456789.js': 'sha384-a', bad: 3 },
    });
    expect(pinnedScriptsOf(text)).toEqual({
      entryFile: 'app/remoteEntry.js',
      entryIntegrity: 'sha384-e',
      scripts: { 'a.0123456789.js': 'sha384-a' },
    });
  });

  test('a manifest without an entry integrity, or not JSON, pins nothing', () => {
    expect(pinnedScriptsOf(JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }))).toBeUndefined();
    expect(pinnedScriptsOf('{not json')).toBeUndefined();
  });
});
