import { useCallback } from 'react';
import { useTranslation } from '@mission/shared/translation';
import type { CopyRef } from '../chapter-definition';

/** Reads a chapter's copy reference in the current language. */
export function useCopy(): (ref: CopyRef) => string {
  const { t } = useTranslation();
  return useCallback((ref: CopyRef) => t(ref.key, ref.values ?? {}), [t]);
}
