/**
 * What a visitor reads and taps on the way through, written once for every engine's journey:
 * the Chromium journeys (visitor/journey.spec.ts) and the WebKit and Gecko smoke journey
 * (e2e/engines) read the same copy, routes and chapters, so they cannot drift apart. Written
 * out, not read from content/: the suite checks the app against what a visitor should see.
 * Chapters are named by their own names; their branch comes from the list of branches.
 */
import { BRANCH_CHAPTERS, type BranchName } from './branch-chapters';

/** The branch a chapter belongs to, from the list of branches. */
export function branchOf(chapter: string): BranchName {
  const found = (Object.entries(BRANCH_CHAPTERS) as [BranchName, readonly string[]][]).find(([, chapters]) => chapters.includes(chapter));
  if (!found) throw new Error(`no branch of the list has a chapter "${chapter}"`);
  return found[0];
}

/** A chapter's route, /<branch>/<chapter>. */
export const chapterPath = (chapter: string) => `/${branchOf(chapter)}/${chapter}`;
export const FIRST_VISIT = {
  en: {
    home: 'Step into a mission',
    start: 'Start in English',
    intro: 'When Canadians need help, the Forces answer',
    introNext: 'Continue',
    howTo: 'Three moves to master',
    howToNext: 'Got it',
    permission: 'Let the scene follow your phone',
    grant: 'Grant permission',
    portal: 'Step through the portal',
    select: 'Choose your branch',
    /** The screens an engine may meet between the how-to and the portal, and the button a visitor takes on each. */
    gates: {
      'Let the scene follow your phone': 'Grant permission',
      'Motion access needed': 'Continue',
      'Camera access denied': 'Continue without the camera',
    },
  },
  fr: {
    home: 'Plongez dans une mission',
    start: 'Commencer en français',
    intro: 'Quand la population canadienne a besoin d’aide, les Forces répondent à l’appel',
    introNext: 'Continuer',
    howTo: 'Trois gestes à maîtriser',
    howToNext: 'Compris',
    permission: 'Laissez la scène suivre votre téléphone',
    grant: 'Accorder l’autorisation',
    portal: 'Franchissez le portail',
    select: 'Choisissez votre élément',
  },
  /** One mission of the accessible version, by keyboard (accessible/keyboard-journey.spec.ts plays one of each branch). */
  accessible: {
    select: 'Mission select',
    chapter: 'fire',
    title: 'Forest',
    targets: ['Put out hot spot 1 of 3', 'Put out hot spot 2 of 3', 'Put out hot spot 3 of 3'],
    complete: 'Mission complete',
    back: 'Back to mission select',
  },
} as const;

/** A chapter the smoke journey plays from Mission Select to its complete card. */
export interface SmokeChapter {
  chapter: string;
  /** Its link on Mission Select, and its h1. */
  title: string;
  /** The task counter's label and target. */
  label: string;
  target: number;
  /** The complete card's link onwards. */
  next: string;
}

/**
 * One chapter of each branch, reached from Mission Select in turn (a branch switch each time):
 * the ones a finger completes with taps, a hold and an aim, so every engine meets each kind of
 * control; the timed throws stay with the Chromium journeys (their timing needs the DevTools
 * protocol's instant touch).
 */
export const SMOKE_CHAPTERS: readonly SmokeChapter[] = [
  { chapter: 'flood', title: 'Flood', label: 'Sandbags', target: 4, next: 'Next: Mudslide' },
  { chapter: 'response', title: 'Rapid response', label: 'Checks', target: 3, next: 'Next: Overboard' },
  { chapter: 'received', title: 'Care package received', label: 'Supplies', target: 3, next: 'See the debrief' },
];
