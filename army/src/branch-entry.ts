import type { BranchModule } from '@mission/shared';
import { branchPreload } from '@mission/chapter-kit';
import BranchApp from './branch-app';
import { armyBranch } from './army-branch';

/** Exposed as "./BranchApp": the component plus what the shell checks before mounting it. */
const branchModule: BranchModule = {
  default: BranchApp,
  section: 'army',
  busContractVersion: __BUS_CONTRACT_VERSION__,
  preload: branchPreload(armyBranch),
};

export default branchModule.default;
export const section = branchModule.section;
export const busContractVersion = branchModule.busContractVersion;
export const preload = branchModule.preload;
