import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@mission/shared/translation';

/**
 * The briefing's captions as a transcript, over the paused video (docs/game-design.md step 2):
 * every line at once, for a visitor who reads at their own pace or with a screen reader.
 * Focus goes to its heading on open; "Back to the video" (or Escape) closes it.
 */
export function BriefingTranscriptPanel({ lines, onClose }: { lines: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <section className="kit-interstitial__transcript" aria-labelledby={titleId} data-testid="briefing-transcript">
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('kit.interstitial.transcriptTitle')}
      </h2>
      <ol>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <button type="button" className="kit-button kit-button--primary" onClick={onClose}>
        {t('kit.interstitial.backToVideo')}
      </button>
    </section>
  );
}
