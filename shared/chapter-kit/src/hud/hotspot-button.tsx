import { useMemo } from 'react';
import { useTranslation } from '@mission/shared/translation';
import { useCopy } from '../copy/use-copy';
import type { HotspotDefinition } from '../chapter-definition';
import type { ChapterRuntime } from '../runtime/chapter-runtime';
import { HOTSPOT_MARKER_HEIGHT } from '../kit-constants';

interface HotspotButtonProps {
  hotspot: HotspotDefinition;
  runtime: ChapterRuntime;
  found: boolean;
  onOpen: (id: string) => void;
}

/** A found trade's small check. */
function CheckMark() {
  return (
    <svg className="kit-hotspot__check" viewBox="0 0 24 24" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The HTML control of a hotspot, kept by the canvas over its 3D marker: a real button with
 * the trade in its name, for taps, keyboards and screen readers alike. Focusing it turns
 * the view towards it, so a keyboard user is never left pressing something off screen.
 * The canvas sizes it (44 to 72 px) and lifts it over what it marks (view/marker-size.ts);
 * found, it is a small check, which steps aside in Level 2 (docs/game-design.md "Composition and guidance").
 */
export function HotspotButton({ hotspot, runtime, found, onOpen }: HotspotButtonProps) {
  const { t } = useTranslation();
  const copy = useCopy();
  // The button sits on the marker's gem, above the hotspot's ground point; focus faces the
  // same point, so the button it turns to is on screen (close trades were off its top edge).
  const marker = useMemo(() => {
    const [x, y, z] = hotspot.position;
    return [x, y + HOTSPOT_MARKER_HEIGHT, z] as const;
  }, [hotspot.position]);
  const pin = useMemo(() => runtime.pin(`hotspot:${hotspot.id}`, marker), [runtime, hotspot.id, marker]);
  const title = copy(hotspot.title);
  return (
    <button
      ref={pin}
      type="button"
      className={`kit-pin kit-hotspot${found ? ' kit-hotspot--found' : ''}`}
      data-hotspot={hotspot.id}
      data-found={found}
      aria-label={found ? t('common:kit.hotspot.found', { title }) : t('common:kit.hotspot.unfound', { title })}
      onFocus={() => runtime.faceTowards(marker)}
      onClick={() => onOpen(hotspot.id)}
    >
      <span className="kit-hotspot__ring" aria-hidden="true">
        {found ? <CheckMark /> : null}
      </span>
      {found ? null : (
        <span className="kit-hotspot__label" aria-hidden="true">
          ?
        </span>
      )}
    </button>
  );
}
