import { BranchStage } from '@mission/chapter-kit';
import { airBranch } from './air-branch';

/** The air branch: its chapters and debrief, mounted by the shell under /air/* and /fr/air/*. */
export default function BranchApp() {
  return <BranchStage branch={airBranch} busContractVersion={__BUS_CONTRACT_VERSION__} />;
}
