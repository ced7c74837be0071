import {
  CHAPTERS_BY_SECTION,
  TASK_TARGETS,
  isSoundSet,
  nextStep,
  type ChapterSlug,
  type AudioManifestEntry,
  type Namespace,
  type Section,
  type SoundSet,
} from '@mission/content';
import type { Branch } from '../branch-definition';
import type { ChapterDefinition, CopyRef } from '../chapter-definition';
import { mediaUrl } from '@mission/shared/media';
import { branchCopy, debriefCopyKeys } from '../copy/branch-copy-keys';
import type { BranchDeclaration, ChapterDeclaration } from './branch-declaration';
import { BRANCH_LIGHT_RIGS, lightRigProblems } from '../light/light-rig';
import type { PlacedLayer } from '../sound/placed-layer-mix';

/** The kit's lens when a branch names none (a wider or narrower one is the branch's own choice). */
export const DEFAULT_FOV = 62;
export const DEFAULT_EYE_HEIGHT = 1.7;

const degreesToRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** The briefing video's encodings, in order of preference: VP9 first, H.264 for Safari. */
const BRIEFING_ENCODINGS = [
  { extension: 'webm', type: 'video/webm; codecs="vp9, opus"' },
  { extension: 'mp4', type: 'video/mp4; codecs="avc1.42E01E, mp4a.40.2"' },
] as const;

export type { Branch, BranchTrade } from '../branch-definition';

/** A declaration the kit cannot play; the message names the branch and what is wrong. */
export class BranchDeclarationError extends Error {
  constructor(section: string, problems: readonly string[]) {
    super(`Branch "${section}" is declared wrong:\n- ${problems.join('\n- ')}`);
    this.name = 'BranchDeclarationError';
  }
}

function problemsOf<S extends Section>(declaration: BranchDeclaration<S>): string[] {
  const { section, chapters, sounds, tradeIcons } = declaration;
  const known = CHAPTERS_BY_SECTION[section] as readonly string[];
  const declared = Object.keys(chapters);
  const problems = [
    ...declared
      .filter((chapter) => !known.includes(chapter))
      .map((chapter) => `chapter "${chapter}" is not one the content knows (${known.join(', ')})`),
    ...known.filter((chapter) => !declared.includes(chapter)).map((chapter) => `chapter "${chapter}" is not declared`),
    ...(declaration.light ? lightRigProblems(declaration.light, 'the branch') : []),
  ];
  for (const chapter of declared.filter((name) => known.includes(name))) {
    const { hotspots, targets, sounds: chapterSounds, light, hero, heroSize } = chapters[chapter as ChapterSlug<S>] as ChapterDeclaration;
    if (light) problems.push(...lightRigProblems(light, `chapter "${chapter}"`));
    if (!Array.isArray(hero) || hero.length !== 3 || !hero.every(Number.isFinite))
      problems.push(`chapter "${chapter}" has no hero position (x, y, z in metres)`);
    if (!heroSize || !(heroSize.width > 0) || !Number.isFinite(heroSize.bottom) || !(heroSize.top > heroSize.bottom))
      problems.push(`chapter "${chapter}" has no hero size (a width over 0, a bottom under its top, in metres)`);
    const expectedTargets = (TASK_TARGETS[section] as Record<string, number>)[chapter];
    if (targets.length !== expectedTargets)
      problems.push(`chapter "${chapter}" has ${targets.length} task targets; the content says ${expectedTargets}`);
    problems.push(
      ...Object.keys(hotspots)
        .filter((trade) => !tradeIcons[trade])
        .map((trade) => `trade "${trade}" of chapter "${chapter}" has no icon`),
    );
    for (const set of chapterSounds.sets) {
      if (!isSoundSet(set)) problems.push(`chapter "${chapter}" names sound set "${set}", which the content does not know`);
      else if (!sounds.some((entry) => entry.scene === set))
        problems.push(`chapter "${chapter}" loads sound set "${set}", which has no sound in the branch's manifest`);
    }
    for (const [role, id] of Object.entries(chapterSounds.roles)) {
      const entry = sounds.find((candidate) => candidate.id === id);
      if (!entry) problems.push(`chapter "${chapter}" plays "${id}" as its ${role} sound, which is not in the branch's manifest`);
      else if (!chapterSounds.sets.includes(entry.scene))
        problems.push(`chapter "${chapter}" plays "${id}" as its ${role} sound, but its set "${entry.scene}" is not one the chapter loads`);
    }
    problems.push(...placedLayerProblems(chapter, chapterSounds.layers ?? [], chapterSounds.sets, sounds));
  }
  return problems;
}

/** A few placed layers keep a phone's mixing light and the scene legible (docs/decisions.md "Placed sound beds"). */
export const MAX_PLACED_LAYERS = 4;

function placedLayerProblems(
  chapter: string,
  layers: readonly PlacedLayer[],
  sets: readonly SoundSet[],
  sounds: readonly AudioManifestEntry[],
): string[] {
  const problems: string[] = [];
  if (layers.length > MAX_PLACED_LAYERS)
    problems.push(`chapter "${chapter}" places ${layers.length} sound layers; at most ${MAX_PLACED_LAYERS}`);
  for (const { id, fromDeg } of layers) {
    const entry = sounds.find((candidate) => candidate.id === id);
    if (!entry) problems.push(`chapter "${chapter}" places sound layer "${id}", which is not in the branch's manifest`);
    else if (!sets.includes(entry.scene))
      problems.push(`chapter "${chapter}" places sound layer "${id}", but its set "${entry.scene}" is not one the chapter loads`);
    else if (!entry.loop) problems.push(`chapter "${chapter}" places sound layer "${id}", which does not loop`);
    if (!Number.isFinite(fromDeg)) problems.push(`chapter "${chapter}" places sound layer "${id}" at no direction (fromDeg in degrees)`);
  }
  return problems;
}

function chapterDefinition<S extends Section>(
  declaration: BranchDeclaration<S>,
  ns: Namespace,
  chapter: ChapterSlug<S>,
  assetUrl: (path: string) => string,
): ChapterDefinition<S> {
  const { section, sounds, tradeIcons, view: branchView = {} } = declaration;
  const own = declaration.chapters[chapter] as ChapterDeclaration;
  const sceneName = own.sceneName ?? `${section}-${chapter}`;
  const next = nextStep(section, chapter);
  const key = (value: string): CopyRef => ({ key: value });
  return {
    section,
    chapter,
    sceneName,
    title: key(branchCopy.chapterTitle(ns, chapter)),
    hotspots: Object.entries(own.hotspots).map(([trade, position]) => ({
      id: trade,
      position,
      title: key(branchCopy.trade(ns, trade, 'title')),
      body: key(branchCopy.trade(ns, trade, 'body')),
      Icon: tradeIcons[trade]!,
    })),
    task: {
      counter: key(branchCopy.taskCounter(ns, chapter)),
      instruction: key(branchCopy.taskInstruction(ns, chapter)),
      complete: key(branchCopy.complete(ns, chapter)),
      targets: own.targets,
      order: own.order ?? 'any',
      ...(own.endingView ? { endingView: own.endingView } : {}),
    },
    loadScene: own.loadScene,
    hero: own.hero,
    heroSize: own.heroSize,
    sounds: {
      sets: own.sounds.sets,
      entries: sounds,
      location: (file: string) => assetUrl(`sounds/${file}`),
      roles: own.sounds.roles,
      layers: own.sounds.layers ?? [],
    },
    interstitial: own.briefing && {
      sources: BRIEFING_ENCODINGS.map(({ extension, type }) => ({ src: assetUrl(`video/${sceneName}-briefing.${extension}`), type })),
      captions: own.briefing.cues.map(({ line, start, end }) => ({ start, end, text: key(branchCopy.caption(ns, chapter, line)) })),
    },
    next: { path: `/${section}/${next.slug}`, title: key(branchCopy.chapterTitle(ns, next.slug)), isDebrief: next.isDebrief },
    view: {
      fov: own.view?.fov ?? branchView.fov ?? DEFAULT_FOV,
      eyeHeight: own.view?.eyeHeight ?? branchView.eyeHeight ?? DEFAULT_EYE_HEIGHT,
      startYaw: degreesToRadians(own.view?.opening?.yawDeg ?? 0),
      startPitch: degreesToRadians(own.view?.opening?.pitchDeg ?? 0),
    },
    light: own.light ?? declaration.light ?? BRANCH_LIGHT_RIGS[section],
  };
}

/** Every key a chapter definition reads (its title, task, target labels, captions, trades, next step). */
function chapterCopyKeys(ns: Namespace, definition: ChapterDefinition): string[] {
  const { title, task, interstitial, hotspots, next } = definition;
  return [
    branchCopy.sectionTitle(ns),
    title.key,
    next.title.key,
    task.counter.key,
    task.instruction.key,
    task.complete.key,
    ...task.targets.map((target) => target.label.key),
    ...(interstitial?.captions.map((cue) => cue.text.key) ?? []),
    ...hotspots.flatMap((hotspot) => [hotspot.title.key, hotspot.body.key]),
  ];
}

/**
 * Turns a branch team's declaration into what the kit plays, after checking it against the
 * content (its chapters, their task targets, sound sets and roles, trade icons): a wrong
 * declaration throws a `BranchDeclarationError` naming every problem, at import time, so
 * it fails the remote's tests and never reaches a visitor as a blank chapter.
 */
export function defineBranch<S extends Section>(declaration: BranchDeclaration<S>): Branch<S> {
  const problems = problemsOf(declaration);
  if (problems.length > 0) throw new BranchDeclarationError(declaration.section, problems);
  const { section } = declaration;
  const ns = declaration.namespace ?? section;
  const assetUrl = declaration.assetUrl ?? ((path: string) => mediaUrl(path));
  const order = CHAPTERS_BY_SECTION[section] as readonly ChapterSlug<S>[];
  const chapters = Object.fromEntries(
    order.map((chapter) => [chapter, chapterDefinition(declaration, ns, chapter, assetUrl)]),
  ) as Branch<S>['chapters'];
  const trades = order.flatMap((chapter) =>
    Object.keys((declaration.chapters[chapter] as ChapterDeclaration).hotspots).map((trade) => ({
      chapter,
      trade,
      Icon: declaration.tradeIcons[trade]!,
    })),
  );
  const copyKeys = [
    ...order.flatMap((chapter) => chapterCopyKeys(ns, chapters[chapter])),
    ...debriefCopyKeys(
      ns,
      order,
      trades.map(({ trade }) => trade),
    ),
  ];
  return { section, namespace: ns, chapters, trades, copyKeys: [...new Set(copyKeys)] };
}
