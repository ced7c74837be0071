import { useTranslation } from '@mission/shared/translation';

/**
 * The immersive briefing's captions, in the order they are spoken (the copy keeps them in
 * that order: alert, report, orders), read from whatever i18next returns for the captions key.
 */
export function briefingLines(captions: unknown): string[] {
  if (typeof captions !== 'object' || captions === null) return [];
  return Object.values(captions).filter((line): line is string => typeof line === 'string');
}

/**
 * The mission's briefing as a transcript (docs/product-rules.md §2, the accessible mission page): the
 * words of the video the immersive version plays, behind a native disclosure button.
 */
export function BriefingTranscript({ lines }: { lines: readonly string[] }) {
  const { t } = useTranslation('accessible');
  if (lines.length === 0) return null;
  return (
    <details className="accessible-transcript">
      <summary>{t('mission.transcript')}</summary>
      <ol>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </details>
  );
}
