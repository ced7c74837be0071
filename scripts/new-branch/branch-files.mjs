// @ts-check
import { branchContextMap } from './branch-context-map.mjs';

/**
 * The files of a new branch (docs/build-a-branch.md "Start from the scaffold"): a minimal but
 * real remote on the chapter kit, one chapter with a scene built in code, three trades and a
 * tapped task, and its copy in both languages, marked as placeholder copy for the team to
 * replace. Pure: `new-branch.mjs` writes what this returns.
 */

/** A name as a title, its first letter upper-case. @param {string} name */
export const titleOf = (name) => name.charAt(0).toUpperCase() + name.slice(1);
/** A name as a constant's prefix, upper-case. @param {string} name */
const constantOf = (name) => name.toUpperCase();

/** The placeholder trades, one pictogram each (the team names its real trades). */
export const PLACEHOLDER_TRADES = /** @type {const} */ (['crewLead', 'technician', 'medic']);
/** The placeholder task's targets, as the list of branches names them (one beacon each). */
export const PLACEHOLDER_TASK_ITEMS = /** @type {const} */ (['beacon1', 'beacon2', 'beacon3']);

/**
 * @param {{ name: string, chapter: string }} branch
 * @returns {Record<string, string>} path from the repository's root -> content
 */
export function branchFiles({ name, chapter }) {
  const title = titleOf(name);
  const chapterTitle = titleOf(chapter);
  const NAME = constantOf(name);
  const CHAPTER = constantOf(chapter);
  return {
    [`${name}/package.json`]: `${JSON.stringify(
      {
        name: `@mission/${name}`,
        version: '1.0.0',
        private: true,
        scripts: { build: 'webpack --mode production', dev: 'webpack serve --mode development' },
        dependencies: {
          '@mission/content': '1.0.0',
          '@mission/shared': '1.0.0',
          '@mission/chapter-kit': '1.0.0',
          react: '19.3.1',
          'react-dom': '19.3.1',
          rxjs: '7.8.2',
          i18next: '26.7.2',
          three: '0.187.0',
          '@react-three/fiber': '9.8.2',
          howler: '2.2.4',
        },
        devDependencies: {
          '@mission/test-kit': '1.0.0',
          '@mission/tooling': '1.0.0',
        },
      },
      null,
      2,
    )}\n`,
    [`${name}/webpack.config.mjs`]: `// @ts-check
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@mission/tooling/build/create-webpack-config.mjs';

export default createWebpackConfig({
  app: '${name}',
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: { './BranchApp': './src/branch-entry.ts' },
  htmlTitle: '${name} remote: team harness',
});
`,
    [`${name}/CONTEXT.md`]: branchContextMap(name, title),
    [`${name}/public/README.md`]: `# The ${title} remote's media

Served from the remote's own origin, under hashed names (docs/build-a-branch.md). The scaffold
ships no sounds and no briefing: add \`sounds/\` and \`video/\` made by the branch's own scripts
in \`${name}/media/\` (on \`scripts/media/lib/\`), as the other branches' are.
`,
    [`${name}/src/index.ts`]: `// The async boundary lets Module Federation settle shared singletons before any import runs.
void import('./bootstrap');
`,
    [`${name}/src/bootstrap.tsx`]: `import { mountBranchHarness } from '@mission/chapter-kit/dev-harness';
import BranchApp from './branch-app';

// Runs only on this remote's own page (the team's harness); the shell loads branch-entry instead.
const root = document.getElementById('root');
if (root) void mountBranchHarness('${name}', BranchApp, root);
`,
    [`${name}/src/branch-entry.ts`]: `import type { BranchModule } from '@mission/shared';
import { branchPreload } from '@mission/chapter-kit';
import BranchApp from './branch-app';
import { ${name}Branch } from './${name}-branch';

/** Exposed as "./BranchApp": the component plus what the shell checks before mounting it. */
const branchModule: BranchModule = {
  default: BranchApp,
  section: '${name}',
  busContractVersion: __BUS_CONTRACT_VERSION__,
  preload: branchPreload(${name}Branch),
};

export default branchModule.default;
export const section = branchModule.section;
export const busContractVersion = branchModule.busContractVersion;
export const preload = branchModule.preload;
`,
    [`${name}/src/branch-app.tsx`]: `import { BranchStage } from '@mission/chapter-kit';
import { ${name}Branch } from './${name}-branch';

/** The ${name} branch: its chapters and debrief, mounted by the shell under /${name}/* and /fr/${name}/*. */
export default function BranchApp() {
  return <BranchStage branch={${name}Branch} busContractVersion={__BUS_CONTRACT_VERSION__} />;
}
`,
    [`${name}/src/${name}-branch.ts`]: `import { defineBranch } from '@mission/chapter-kit';
import { ${CHAPTER}_HERO, ${CHAPTER}_HOTSPOTS, ${CHAPTER}_TARGETS } from './chapters/${chapter}/${chapter}-layout';
import { ${NAME}_TRADE_ICONS } from './trades/${name}-trade-icons';

/**
 * The ${title} on the chapter kit, as scaffolded by \`npm run new-branch\` (docs/build-a-branch.md):
 * one chapter with three placeholder trades and a tapped task, no sounds and no briefing yet.
 */
export const ${name}Branch = defineBranch({
  section: '${name}',
  sounds: [],
  tradeIcons: ${NAME}_TRADE_ICONS,
  chapters: {
    /** Level 2: tap each of three beacons until it lights. */
    ${chapter}: {
      hotspots: ${CHAPTER}_HOTSPOTS,
      hero: ${CHAPTER}_HERO,
      // The hero's size around its point (metres): the first frame must hold it whole (scripts/opening-frame.test.ts).
      heroSize: { width: 4, bottom: -0.5, top: 2.5 },
      targets: ${CHAPTER}_TARGETS,
      loadScene: () => import('./chapters/${chapter}/${chapter}-scene'),
      sounds: { sets: [], roles: {} },
      // Opens between the hero and the crew lead, both in the first frame (docs/game-design.md "Composition and guidance").
      view: { opening: { yawDeg: 22 } },
    },
  },
});
`,
    [`${name}/src/${name}-branch.test.ts`]: `import { CHAPTERS_BY_SECTION } from '@mission/content';
import { ${name}Branch } from './${name}-branch';

describe('the ${name} branch', () => {
  it('declares every chapter of the list of branches, in play order', () => {
    expect(Object.keys(${name}Branch.chapters)).toEqual(CHAPTERS_BY_SECTION['${name}']);
  });

  it('leads its one chapter to its debrief', () => {
    expect(${name}Branch.chapters['${chapter}'].next).toMatchObject({ path: '/${name}/end', isDebrief: true });
  });
});
`,
    [`${name}/src/chapters/${chapter}/${chapter}-layout.ts`]: `import { polar, type TaskTargetDefinition } from '@mission/chapter-kit';

/** Each trade's person stands at the hotspot; its marker floats above their head. */
export const ${CHAPTER}_HOTSPOTS = {
  crewLead: polar(35, 9, 0.8),
  technician: polar(-95, 10, 0.8),
  medic: polar(155, 9, 0.8),
} as const;

/** What the chapter is about, beside the first hotspot in the opening frame. */
export const ${CHAPTER}_HERO = polar(10, 14);

/** Taps that light a beacon. */
export const TAPS_PER_BEACON = 3;

export const ${CHAPTER}_TARGETS: readonly TaskTargetDefinition[] = [
  { yaw: -20, distance: 12 },
  { yaw: 80, distance: 13 },
  { yaw: -150, distance: 12 },
].map(({ yaw, distance }, index) => ({
  id: \`beacon-\${index + 1}\`,
  position: polar(yaw, distance, 0.9),
  interaction: { kind: 'tap', taps: TAPS_PER_BEACON },
  label: { key: '${name}:${chapter}.task.target', values: { number: index + 1 } },
  markerType: 'beacon',
}));
`,
    // The scene convention (docs/build-a-branch.md): the composition, its look as data, its ground beside it.
    [`${name}/src/chapters/${chapter}/${chapter}-look.ts`]: `// The ${chapter} chapter's look as data: its sky, haze and light.
import type { AtmosphereOptions, SkyColors } from '@mission/chapter-kit/scene';

/** A placeholder afternoon: open ground in a shallow bowl, soft haze. The team paints its own. */
export const SKY: SkyColors = {
  top: '#4f76a8',
  horizon: '#c9d6df',
  bottom: '#6f7560',
  sun: '#fff3da',
  sunDirection: [0.3, 0.35, -0.88],
  sunGlow: 0.5,
};

export const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#b9c4c8', near: 20, far: 140 },
  hemisphere: { sky: '#d2dce4', ground: '#4d5238', intensity: 2.2 },
  sun: { color: '#fff3da', intensity: 2, position: [30, 40, -80] },
};
`,
    [`${name}/src/chapters/${chapter}/${chapter}-ground.ts`]: `// The ${chapter} chapter's ground: a shallow bowl, painted grass.
import { bowlHeight, buildTerrain, groundPainter } from '@mission/chapter-kit/scene';

const groundHeight = (x: number, z: number) => bowlHeight(x, z, { flat: 18, rim: 0.12, roughness: 0.6 });

export function groundGeometry() {
  return buildTerrain({ size: 240, segments: 48, height: groundHeight, color: groundPainter('#6d7a48', '#8c8a66') });
}
`,
    [`${name}/src/chapters/${chapter}/${chapter}-scene.tsx`]: `import type { ChapterSceneProps } from '@mission/chapter-kit';
import { Atmosphere, Crew, crewAtHotspots, foggedStandard, SkyDome, useSceneAssets } from '@mission/chapter-kit/scene';
import { ${CHAPTER}_HOTSPOTS } from './${chapter}-layout';
import { ATMOSPHERE, SKY } from './${chapter}-look';
import { groundGeometry } from './${chapter}-ground';

const CREW = crewAtHotspots(${CHAPTER}_HOTSPOTS, {
  crewLead: { outfit: 'sar-orange', pose: 'pointing', turn: 160 },
  technician: { outfit: 'sar-orange', pose: 'radio', turn: 200 },
  medic: { outfit: 'medic', pose: 'kneeling', turn: 180 },
});

/** The ${chapter} chapter's scene: sky, haze, ground and the crew at their hotspots. */
export default function ${chapterTitle}Scene(props: ChapterSceneProps) {
  const assets = useSceneAssets(() => ({ ground: groundGeometry(), lit: foggedStandard() }));
  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <mesh geometry={assets.ground} material={assets.lit} />
      <Crew figures={CREW} found={props.found} />
    </>
  );
}
`,
    [`${name}/src/trades/${name}-trade-icons.tsx`]: `import type { ComponentType } from 'react';
import { TradePictogram as Pictogram } from '@mission/chapter-kit';

/** A person with a raised arm: who leads the crew. */
const Lead = () => (
  <Pictogram>
    <circle cx="32" cy="14" r="6" />
    <path d="M32 20v22M32 42l-8 16M32 42l8 16M32 26l-12 8M32 26l10-12" />
  </Pictogram>
);

const Spanner = () => (
  <Pictogram>
    <path d="M44 8a12 12 0 0 0-11 16L10 47a5 5 0 0 0 7 7l23-23a12 12 0 0 0 16-11l-7 7-7-2-2-7z" />
  </Pictogram>
);

/** A first-aid kit: its case, handle and cross. */
const FirstAidKit = () => (
  <Pictogram>
    <path d="M10 22h44v30H10z" />
    <path d="M24 22v-6h16v6" />
    <path d="M29 28h6v6h6v6h-6v6h-6v-6h-6v-6h6z" />
  </Pictogram>
);

/** Each trade's pictogram (decorative: the card's title names the trade). */
export const ${NAME}_TRADE_ICONS: Readonly<Record<string, ComponentType>> = {
  crewLead: Lead,
  technician: Spanner,
  medic: FirstAidKit,
};
`,
    [`content/locales/en-US/${name}.json`]: `${JSON.stringify(branchCopy('en', title, chapter), null, 2)}\n`,
    [`content/locales/fr-CA/${name}.json`]: `${JSON.stringify(branchCopy('fr', title, chapter), null, 2)}\n`,
  };
}

/**
 * The branch's copy under the kit's key scheme, every string marked as placeholder copy
 * ("Placeholder", "Texte provisoire") for the team to write in both languages.
 * @param {'en' | 'fr'} language
 * @param {string} title
 * @param {string} chapter
 */
export function branchCopy(language, title, chapter) {
  const en = language === 'en';
  const mark = (/** @type {string} */ text) => (en ? `Placeholder ${text}` : `Texte provisoire ${text}`);
  const trade = (/** @type {string} */ enName, /** @type {string} */ frName) => ({
    title: mark(en ? enName : frName),
    summary: mark(en ? `what a ${enName.toLowerCase()} does` : `ce que fait ce métier`),
    body: mark(en ? `a paragraph about the ${enName.toLowerCase()} trade` : `un paragraphe sur ce métier`),
  });
  return {
    sectionTitle: mark(title),
    chapters: {
      [chapter]: { title: mark(chapter), summary: mark(en ? 'what this mission asks' : 'ce que demande cette mission') },
      end: { title: mark(en ? `${title} debrief` : `bilan ${title}`), summary: mark(en ? 'the trades met' : 'les métiers découverts') },
    },
    trades: {
      crewLead: trade('crew lead', 'chef d’équipe'),
      technician: trade('technician', 'technicien'),
      medic: trade('medic', 'technicien médical'),
    },
    [chapter]: {
      task: {
        counter: mark(en ? 'beacons' : 'balises'),
        instruction: mark(en ? 'tap each beacon' : 'touchez chaque balise'),
        target: en ? 'Placeholder beacon {{number}}' : 'Texte provisoire balise {{number}}',
      },
      complete: mark(en ? 'every beacon is lit' : 'toutes les balises sont allumées'),
    },
    debrief: {
      eyebrow: mark(en ? `${title} debrief` : `bilan ${title}`),
      title: mark(en ? 'mission report' : 'rapport de mission'),
      lede: mark(en ? 'the trades you met' : 'les métiers découverts'),
      percent: en ? 'Placeholder {{percent}}% complete' : 'Texte provisoire {{percent}}\u00a0% terminé',
      chapterDone: mark(en ? 'complete' : 'terminé'),
      chapterToDo: mark(en ? 'not finished yet' : 'pas encore terminé'),
      tradesTitle: mark(en ? 'trades you met' : 'métiers découverts'),
      tradeNotMet: mark(en ? 'not met yet' : 'pas encore découvert'),
      notFinished: mark(en ? 'finish every mission to complete this debrief' : 'terminez chaque mission pour lire tout ce bilan'),
      jobsTitle: mark(en ? 'find your trade' : 'trouvez votre métier'),
      jobsLink: mark(en ? 'explore careers' : 'explorer les carrières'),
      nextBranch: mark(en ? 'next branch' : 'élément suivant'),
      select: mark(en ? 'back to mission select' : 'retour au choix de mission'),
    },
  };
}
