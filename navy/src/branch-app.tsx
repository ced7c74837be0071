import { BranchStage } from '@mission/chapter-kit';
import { navyBranch } from './navy-branch';

/** The navy branch: its chapters and debrief, mounted by the shell under /navy/* and /fr/navy/*. */
export default function BranchApp() {
  return <BranchStage branch={navyBranch} busContractVersion={__BUS_CONTRACT_VERSION__} />;
}
