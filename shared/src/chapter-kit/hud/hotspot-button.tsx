import { useMemo } from 'react';
import { useTranslation } from '@mission/shared/translation';
import { useCopy } from '../copy/use-copy';
import type { HotspotDefinition } from '../chapter-definition';
import type { ChapterRuntime } from '../stage/chapter-runtime';
import { HOTSPOT_MARKER_HEIGHT } from '../kit-constants';

interface HotspotButtonProps {
  hotspot: HotspotDefinition;
  runtime: ChapterRuntime;
  found: boolean;
  onOpen: (id: string) => void;
}

/**
 * The HTML control of a hotspot, kept by the canvas over its 3D marker: a real button with
 * the trade in its name, for taps, keyboards and screen readers alike. Focusing it turns
 * the view towards it, so a keyboard user is never left pressing something off screen.
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
      <span className="kit-hotspot__ring" aria-hidden="true" />
      <span className="kit-hotspot__label" aria-hidden="true">
        {found ? title : '?'}
      </span>
    </button>
  );
}
