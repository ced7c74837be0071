/** Deployment branches that show the build badge (docs/product-rules.md §2, docs/product-rules.md §9: the debug branches). */
export const BADGE_DEPLOY_BRANCHES: readonly string[] = ['qa', 'develop'];

export function showsBuildBadge(deployBranch: string | null | undefined): boolean {
  return typeof deployBranch === 'string' && BADGE_DEPLOY_BRANCHES.includes(deployBranch.trim().toLowerCase());
}
