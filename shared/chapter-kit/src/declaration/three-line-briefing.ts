import type { BriefingCue } from './branch-declaration';

/**
 * The briefing every branch's generated videos are cut for (<branch>/media/generate-videos.sh):
 * 6 s, three caption lines (`alert`, `report`, `orders`) of about two seconds each. A branch
 * with another cut declares its own cues.
 */
export const THREE_LINE_BRIEFING: { cues: readonly BriefingCue[] } = {
  cues: [
    { line: 'alert', start: 0.2, end: 2.1 },
    { line: 'report', start: 2.1, end: 4.1 },
    { line: 'orders', start: 4.1, end: 6.1 },
  ],
};
