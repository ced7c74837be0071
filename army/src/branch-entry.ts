import type { BranchModule } from '@mission/shared';
import BranchApp from './branch-app';

/** Exposed as "./BranchApp": the component plus what the shell checks before mounting it. */
const branchModule: BranchModule = {
  default: BranchApp,
  section: 'army',
  busContractVersion: __BUS_CONTRACT_VERSION__,
};

export default branchModule.default;
export const section = branchModule.section;
export const busContractVersion = branchModule.busContractVersion;
