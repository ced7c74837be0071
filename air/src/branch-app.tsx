import { BranchRoutes, PlaceholderChapter, provideNamespace } from '@mission/shared';
import { namespaceResources } from '@mission/content';

provideNamespace('air', namespaceResources('air'));

/** The air branch: its chapters and debrief, mounted by the shell under /air/* and /fr/air/*. */
export default function BranchApp() {
  return (
    <BranchRoutes
      section="air"
      busContractVersion={__BUS_CONTRACT_VERSION__}
      // Placeholders until the branch's scenes land (foundation issue allows it).
      renderChapter={(chapter) => <PlaceholderChapter section="air" chapter={chapter} />}
    />
  );
}
