import { BranchRoutes, PlaceholderChapter, provideNamespace } from '@mission/shared';
import { namespaceResources } from '@mission/content';

provideNamespace('army', namespaceResources('army'));

/** The army branch: its chapters and debrief, mounted by the shell under /army/* and /fr/army/*. */
export default function BranchApp() {
  return (
    <BranchRoutes
      section="army"
      busContractVersion={__BUS_CONTRACT_VERSION__}
      // Placeholders until the branch's scenes land (foundation issue allows it).
      renderChapter={(chapter) => <PlaceholderChapter section="army" chapter={chapter} />}
    />
  );
}
