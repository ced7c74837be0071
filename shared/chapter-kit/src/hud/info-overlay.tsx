import { useEffect, useRef } from 'react';
import { useModalDialog } from '@mission/shared';
import { partnerBranchOf, tradeCareerOf, type Locale, type Section } from '@mission/content';
import { useFreshTouchGuard } from './fresh-touch-guard';
import { useTranslation } from '@mission/shared/translation';
import { useCopy } from '../copy/use-copy';
import type { HotspotDefinition } from '../chapter-definition';

interface InfoOverlayProps {
  hotspot: HotspotDefinition;
  /** The chapter's branch: a trade another branch owns is labelled with its own branch. */
  section: Section;
  locale: Locale;
  foundCount: number;
  total: number;
  onClose: () => void;
}

/**
 * A trade's card (docs/product-rules.md §3 hotspotOverlaySlug; docs/game-design.md "Composition and guidance"):
 * title, two or three sentences and its icon, from the remote's copy; a partner branch's trade
 * says whose it is; a link to the trade's page on forces.ca in the visitor's language
 * (TRADE_CAREERS, the table the debriefs use). An opaque modal dialog (useModalDialog): focus goes
 * to its button and Tab stays inside; Escape or the button closes it, and focus goes
 * back to the trade's hotspot.
 */
export function InfoOverlay({ hotspot, section, locale, foundCount, total, onClose }: InfoOverlayProps) {
  const { t } = useTranslation();
  const copy = useCopy();
  const closeButton = useRef<HTMLButtonElement>(null);
  const guard = useFreshTouchGuard();
  const Icon = hotspot.Icon;
  const titleId = `kit-info-${hotspot.id}`;
  const career = tradeCareerOf(hotspot.id);
  const partner = partnerBranchOf(section, hotspot.id);

  const dialog = useModalDialog({ onCancel: onClose, initialFocus: closeButton, restoreFocus: false });
  // Back to the hotspot it was opened from (a tap leaves no focus to restore on a phone). The
  // last card opens Level 2, where found trades step aside (inert): focus goes on to the first
  // control pinned over the scene, the task's first target, rather than to nowhere.
  // Closed by a finger or the mouse (a click with a detail), focus moves on without the keyboard's
  // ring: over the scene it would read as a game target of its own. Keyboard users keep the ring.
  const closedByPointer = useRef(false);
  useEffect(() => {
    const document = dialog.current?.ownerDocument;
    return () => {
      const hotspotButton = document?.querySelector<HTMLElement>(`.kit-hotspot[data-hotspot="${hotspot.id}"]`);
      const next = hotspotButton?.closest('[inert]')
        ? document?.querySelector<HTMLElement>('.kit-pin:not([inert]):not(:disabled)')
        : hotspotButton;
      next?.focus({ preventScroll: true, focusVisible: !closedByPointer.current });
    };
  }, [dialog, hotspot.id]);

  return (
    <dialog {...guard} ref={dialog} className="kit-overlay" aria-modal="true" aria-labelledby={titleId} data-testid="info-overlay">
      <div className="kit-overlay__card">
        {/* The words scroll, with a shadow at the edge while there is more (French runs longer);
            the link and the button below them stay on screen at any phone's size. Focusable, so
            a keyboard can scroll them too. */}
        <div className="kit-overlay__words" data-testid="info-overlay-words" tabIndex={0} role="group" aria-labelledby={titleId}>
          <div className="kit-overlay__icon" aria-hidden="true">
            <Icon />
          </div>
          <p className="kit-eyebrow">{partner ? t(`common:kit.hotspot.partner.${partner}`) : t('common:kit.hotspot.eyebrow')}</p>
          <h2 id={titleId} className="kit-overlay__title">
            {copy(hotspot.title)}
          </h2>
          <p className="kit-overlay__body">{copy(hotspot.body)}</p>
        </div>
        <div className="kit-overlay__foot">
          {career ? (
            <a
              className="kit-overlay__career"
              href={career[locale]}
              target="_blank"
              rel="noopener noreferrer"
              lang={locale === 'fr' ? 'fr-CA' : 'en-CA'}
              data-testid="career-link"
            >
              {t('common:kit.hotspot.careerLink')}
              <span className="kit-visually-hidden"> {t('common:kit.newTab')}</span>
            </a>
          ) : null}
          <p className="kit-overlay__count">{t('common:kit.hotspot.foundCount', { count: foundCount, total })}</p>
          <button
            ref={closeButton}
            type="button"
            className="kit-button kit-button--primary"
            onClick={(event) => {
              closedByPointer.current = event.detail > 0;
              onClose();
            }}
          >
            {t('common:kit.hotspot.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
