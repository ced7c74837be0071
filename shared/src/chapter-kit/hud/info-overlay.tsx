import { useRef } from 'react';
import { useModalDialog } from '@mission/shared';
import { useFreshTouchGuard } from './fresh-touch-guard';
import { useTranslation } from '@mission/shared/translation';
import { useCopy } from '../copy/use-copy';
import type { HotspotDefinition } from '../chapter-definition';

interface InfoOverlayProps {
  hotspot: HotspotDefinition;
  foundCount: number;
  total: number;
  onClose: () => void;
}

/**
 * A trade's card (docs/product-rules.md §3 hotspotOverlaySlug): title, two or three sentences and its icon,
 * from the remote's copy. A modal dialog (useModalDialog): focus goes to its button, Escape
 * or the button closes it, and focus goes back where it was.
 */
export function InfoOverlay({ hotspot, foundCount, total, onClose }: InfoOverlayProps) {
  const { t } = useTranslation();
  const copy = useCopy();
  const closeButton = useRef<HTMLButtonElement>(null);
  const guard = useFreshTouchGuard();
  const Icon = hotspot.Icon;
  const titleId = `kit-info-${hotspot.id}`;

  const dialog = useModalDialog({ onCancel: onClose, initialFocus: closeButton });

  return (
    <dialog {...guard} ref={dialog} className="kit-overlay" aria-labelledby={titleId} data-testid="info-overlay">
      <div className="kit-overlay__card">
        <div className="kit-overlay__icon" aria-hidden="true">
          <Icon />
        </div>
        <p className="kit-eyebrow">{t('common:kit.hotspot.eyebrow')}</p>
        <h2 id={titleId} className="kit-overlay__title">
          {copy(hotspot.title)}
        </h2>
        <p className="kit-overlay__body">{copy(hotspot.body)}</p>
        <p className="kit-overlay__count">{t('common:kit.hotspot.foundCount', { count: foundCount, total })}</p>
        <button ref={closeButton} type="button" className="kit-button kit-button--primary" onClick={onClose}>
          {t('common:kit.hotspot.close')}
        </button>
      </div>
    </dialog>
  );
}
