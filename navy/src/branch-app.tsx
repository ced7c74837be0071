import { PlaceholderBranch, provideNamespace } from '@mission/shared';
import { namespaceResources } from '@mission/content';

provideNamespace('navy', namespaceResources('navy'));

/** The navy branch: its chapters and debrief, mounted by the shell under /navy/* and /fr/navy/*. Placeholders until its scenes land. */
export default function BranchApp() {
  return <PlaceholderBranch section="navy" busContractVersion={__BUS_CONTRACT_VERSION__} />;
}
