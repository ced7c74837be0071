/** @jest-environment node */
import { BRANCH_NAMES } from '@mission/content/branch-list';
import { parseBriefingArgs } from './briefing-args.mjs';

describe('npm run briefing-videos arguments', () => {
  it('films every branch at 12 frames a second by default', () => {
    expect(parseBriefingArgs([])).toEqual({ branches: [...BRANCH_NAMES], fps: 12 });
  });

  it('narrows to the branches named, in play order, at the rate asked', () => {
    expect(parseBriefingArgs(['air', 'army'])).toEqual({ branches: ['army', 'air'], fps: 12 });
    expect(parseBriefingArgs(['navy', '--fps', '24'])).toEqual({ branches: ['navy'], fps: 24 });
    expect(parseBriefingArgs(['--fps=24', 'army'])).toEqual({ branches: ['army'], fps: 24 });
  });

  it('says what it does not know', () => {
    expect(parseBriefingArgs(['marines'])).toEqual({
      error: `briefing-videos: "marines" is neither a branch (${BRANCH_NAMES.join(', ')}) nor --fps <12|24>.`,
    });
    expect(parseBriefingArgs(['--fps', '30'])).toEqual({ error: 'briefing-videos: --fps takes 12 or 24, not "30".' });
    expect(parseBriefingArgs(['--fps'])).toEqual({ error: 'briefing-videos: --fps takes 12 or 24, not "".' });
  });
});
