import { PlaceholderBranch, provideNamespace } from '@mission/shared';
import { namespaceResources } from '@mission/content';

provideNamespace('air', namespaceResources('air'));

/** The air branch: its chapters and debrief, mounted by the shell under /air/* and /fr/air/*. Placeholders until its scenes land. */
export default function BranchApp() {
  return <PlaceholderBranch section="air" busContractVersion={__BUS_CONTRACT_VERSION__} />;
}
