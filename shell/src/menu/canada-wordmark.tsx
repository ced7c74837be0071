import { useTranslation } from '@mission/shared/translation';
import { FlagSymbol } from '../header/flag-symbol';
import './canada-wordmark.css';

/**
 * The wordmark's drawing, in units of its type size (1 em = 40): "Canada" set on its baseline
 * and ending at the right edge, the flag symbol over the final "a", about that letter's width,
 * between its x-height and the top of the "d".
 */
export const WORDMARK = {
  width: 160,
  height: 32,
  fontSize: 40,
  baseline: 31,
  flag: { centreFromRight: 9.8, top: 2.4, height: 8.8 },
} as const;

const WORDMARK_FONT = "Baskerville, 'Libre Baskerville', 'Baskerville Old Face', Georgia, 'Times New Roman', serif";

/**
 * The Canada wordmark, the Government of Canada's global identifier, as canada.ca pages
 * close with it: "Canada" with the flag symbol over its final letter. White letters on the
 * menu's dark ground (FIP's reversed version); the flag keeps its red and white.
 */
export function CanadaWordmark() {
  const { t } = useTranslation('common');
  const { width, height, fontSize, baseline, flag } = WORDMARK;
  return (
    <svg
      className="canada-wordmark"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={t('signature.wordmark')}
      data-testid="canada-wordmark"
    >
      {/* "Canada" is the symbol itself, the same in both languages: FIP forbids translating it. */}
      <text x={width} y={baseline} textAnchor="end" fill="#fff" fontFamily={WORDMARK_FONT} fontSize={fontSize} fontWeight={700}>
        Canada
      </text>
      <FlagSymbol x={width - flag.centreFromRight - flag.height} y={flag.top} height={flag.height} />
    </svg>
  );
}
