/** @jest-environment node */
import { BRANCH_NAMES } from '@mission/content/branch-list';
import { parseShotsArgs } from './shots-args.mjs';

describe('npm run shots arguments', () => {
  it('takes every branch in both languages by default', () => {
    expect(parseShotsArgs([])).toEqual({ branches: [...BRANCH_NAMES], langs: ['en', 'fr'] });
  });

  it('narrows to the branches named, in play order, and the languages asked', () => {
    expect(parseShotsArgs(['air', 'navy'])).toEqual({ branches: ['navy', 'air'], langs: ['en', 'fr'] });
    expect(parseShotsArgs(['navy', '--lang', 'fr'])).toEqual({ branches: ['navy'], langs: ['fr'] });
    expect(parseShotsArgs(['--lang=fr,en'])).toEqual({ branches: [...BRANCH_NAMES], langs: ['en', 'fr'] });
  });

  it('says what it does not know', () => {
    expect(parseShotsArgs(['marines'])).toEqual({
      error: `shots: "marines" is neither a branch (${BRANCH_NAMES.join(', ')}) nor --lang <en|fr>.`,
    });
    expect(parseShotsArgs(['--lang', 'de'])).toEqual({ error: 'shots: --lang takes en or fr, not "de".' });
    expect(parseShotsArgs(['--lang'])).toEqual({ error: 'shots: --lang needs a language (en or fr).' });
  });
});
