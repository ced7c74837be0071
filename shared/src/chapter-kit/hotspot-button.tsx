import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from './use-copy';
import type { HotspotDefinition } from './chapter-definition';
import type { ChapterRuntime } from './chapter-runtime';
import { HOTSPOT_MARKER_HEIGHT } from './kit-constants';

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
  const pin = useMemo(() => {
    const [x, y, z] = hotspot.position;
    return runtime.pin(`hotspot:${hotspot.id}`, [x, y + HOTSPOT_MARKER_HEIGHT, z]);
  }, [runtime, hotspot.id, hotspot.position]);
  const title = copy(hotspot.title);
  return (
    <button
      ref={pin}
      type="button"
      className={`kit-pin kit-hotspot${found ? ' kit-hotspot--found' : ''}`}
      data-hotspot={hotspot.id}
      data-found={found}
      aria-label={found ? t('common:kit.hotspot.found', { title }) : t('common:kit.hotspot.unfound', { title })}
      onFocus={() => runtime.faceTowards(hotspot.position)}
      onClick={() => onOpen(hotspot.id)}
    >
      <span className="kit-hotspot__ring" aria-hidden="true" />
      <span className="kit-hotspot__label" aria-hidden="true">
        {found ? title : '?'}
      </span>
    </button>
  );
}
