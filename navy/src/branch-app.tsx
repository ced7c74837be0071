import { BranchRoutes, PlaceholderChapter, provideNamespace } from '@mission/shared';
import { namespaceResources } from '@mission/content';

provideNamespace('navy', namespaceResources('navy'));

/** The navy branch: its chapters and debrief, mounted by the shell under /navy/* and /fr/navy/*. */
export default function BranchApp() {
  return (
    <BranchRoutes
      section="navy"
      busContractVersion={__BUS_CONTRACT_VERSION__}
      // Placeholders until the branch's scenes land (foundation issue allows it).
      renderChapter={(chapter) => <PlaceholderChapter section="navy" chapter={chapter} />}
    />
  );
}
