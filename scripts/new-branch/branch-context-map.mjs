// @ts-check
/**
 * A remote's CONTEXT map: the same rooms in every branch (docs/build-a-branch.md), so one text
 * serves the scaffold and the branches already built. The maps' check
 * (`scripts/docs/context-maps.test.ts`) holds each remote to it.
 * @param {string} name the branch, as the list of branches names it
 * @param {string} title its name as a title
 */
export function branchContextMap(name, title) {
  return `# ${name}: the ${title} remote

The ${title}'s chapters, built and deployed by its team alone and loaded by the shell at run
time through Module Federation (docs/architecture.md). Built on the chapter kit
(\`@mission/chapter-kit\`, shared/chapter-kit/README.md); the branch holds only its own scenes,
tasks, copy keys and media. It never imports the shell or another branch.

## Where things live

| folder | holds |
|---|---|
| \`src/\` | the remote: \`index.ts\` and \`bootstrap.tsx\` (its own team page), \`branch-entry.ts\` (what the shell loads), \`branch-app.tsx\` (its routes, from the kit's \`BranchStage\`) and \`${name}-branch.ts\` (its one declaration, \`defineBranch\`) |
| \`src/chapters/\` | one folder per chapter, in the scene convention (docs/build-a-branch.md): \`<chapter>-scene.tsx\` the composition (at most 200 lines: what stands where, the kit's parts, the task hooks), \`<chapter>-look.ts\` its look as data (sky, fog, light, water, effects), \`<chapter>-layout.ts\` its hotspots and task targets, and the ground, geometry and prop components it builds in code, each in a file named for what it holds |
| \`src/trades/\` | the pictograms of the branch's trades |
| \`src/sounds/\` | the branch's sound manifest (\`soundManifestWriter\`) |
| \`media/\` | the scripts that make the branch's sounds and briefings (on \`scripts/media/lib/\`) |
| \`public/\` | the media those scripts made, served from the remote's origin under hashed names (its README says what and how) |
| \`deploy/\` | the remote's container: its nginx template |

## Test it

\`\`\`sh
npx jest ${name}
npm run build -w ${name}
npm run dev -w ${name}      # the team page, without the shell
\`\`\`
`;
}
