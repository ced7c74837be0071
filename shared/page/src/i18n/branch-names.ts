import type { Section } from '@mission/content';

/**
 * The forms of a branch's name the copy inserts: `branch` as it stands alone (its title in the list of branches)
 * and `ofBranch` after "missions", which French needs with its article ("de l’Armée", "de la
 * Marine", "de l’Aviation"; a bare "Armée" breaks the sentence). Pass both to any string that
 * names a branch, so each language uses the form its grammar wants.
 */
// A type, not an interface, so i18next takes it as interpolation values (no index signature needed).
export type BranchNames = {
  branch: string;
  ofBranch: string;
};

export function branchNames(t: (key: string) => string, section: Section): BranchNames {
  return { branch: t(`common:branches.${section}`), ofBranch: t(`common:branchOf.${section}`) };
}
