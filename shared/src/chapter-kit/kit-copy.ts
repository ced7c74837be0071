import { namespaceResources, type NamespaceCopy } from '@mission/content';
import { provideNamespace } from '@mission/shared';

let provided = false;

/**
 * The kit's words live in common.json under "kit". A remote brings them with its build and
 * lays them over the shell's copy (only that block), so a kit change never waits for a
 * shell deploy.
 */
export function provideKitCopy(): void {
  if (provided) return;
  provided = true;
  const common = namespaceResources('common');
  const kitOnly = (tree: NamespaceCopy): NamespaceCopy => ({ kit: tree.kit ?? {} });
  provideNamespace('common', { 'en-US': kitOnly(common['en-US']), 'fr-CA': kitOnly(common['fr-CA']) });
}
