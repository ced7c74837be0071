import { useTranslation } from '@mission/shared/translation';
import type { Locale } from '@mission/content';
import { FlagSymbol } from './flag-symbol';
import './government-signature.css';

/**
 * The signature's layout in CSS pixels (docs/decisions.md, "The Government of Canada
 * signature"). The flag symbol is HEADER_LOGO_HEIGHT_PX high and spans the two-line title
 * from the first line's cap height to the second line's baseline, as FIP signatures do:
 * Helvetica's capitals are 0.717 of its size, so a 12.5 px type puts the first baseline
 * 9 px down and the second 15 px under it.
 */
export const SIGNATURE = {
  flagHeight: 24,
  /** Between the flag and the title: a third of the flag's height. */
  gap: 8,
  fontSize: 12.5,
  baselines: [9, 24],
  /** Room for the longer title ("Défense nationale", about 8.1 em in Helvetica or Arial) and a little more. */
  titleWidth: 108,
} as const;

/** The whole signature's width: below it, the header shows the flag symbol alone. */
export const SIGNATURE_WIDTH = SIGNATURE.flagHeight * 2 + SIGNATURE.gap + SIGNATURE.titleWidth;

const TITLE_FONT = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif";

/**
 * The Government of Canada signature for National Defence (FIP): the flag symbol, then the
 * department's applied title in both official languages, the page's language first. White
 * type, the reversed version FIP allows on a dark background, as the header is.
 *
 * Two drawings, one shown: the whole signature where the header has room for it, and the
 * flag symbol alone (same name) where the language control and the buttons leave less than
 * SIGNATURE_WIDTH, which government-signature.css decides with a container query, so the
 * prerendered page is right before any script runs.
 */
export function GovernmentSignature({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const name = t('signature.accessibleName');
  const english = t('signature.englishTitle');
  const french = t('signature.frenchTitle');
  const lines = locale === 'fr' ? [french, english] : [english, french];
  const { flagHeight, gap, fontSize, baselines } = SIGNATURE;
  return (
    <>
      <svg
        className="government-signature government-signature--full"
        viewBox={`0 0 ${SIGNATURE_WIDTH} ${flagHeight}`}
        width={SIGNATURE_WIDTH}
        height={flagHeight}
        role="img"
        aria-label={name}
        data-testid="government-signature"
      >
        <FlagSymbol height={flagHeight} />
        {lines.map((line, index) => (
          <text
            key={line}
            x={flagHeight * 2 + gap}
            y={baselines[index]}
            fill="#fff"
            fontFamily={TITLE_FONT}
            fontSize={fontSize}
            fontWeight={500}
          >
            {line}
          </text>
        ))}
      </svg>
      <svg
        className="government-signature government-signature--symbol"
        viewBox={`0 0 ${flagHeight * 2} ${flagHeight}`}
        width={flagHeight * 2}
        height={flagHeight}
        role="img"
        aria-label={name}
        data-testid="government-signature-symbol"
      >
        <FlagSymbol height={flagHeight} />
      </svg>
    </>
  );
}
