import { BranchStage } from '@mission/chapter-kit';
import { armyBranch } from './army-branch';

/** The army branch: its chapters and debrief, mounted by the shell under /army/* and /fr/army/*. */
export default function BranchApp() {
  return <BranchStage branch={armyBranch} busContractVersion={__BUS_CONTRACT_VERSION__} />;
}
