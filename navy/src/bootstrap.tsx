import { mountBranchHarness } from '@mission/chapter-kit/dev-harness';
import BranchApp from './branch-app';
import { navyBranch } from './navy-branch';

// Runs only on this remote's own page (the team's harness); the shell loads branch-entry instead.
const root = document.getElementById('root');
if (root) void mountBranchHarness('navy', BranchApp, root, navyBranch);
