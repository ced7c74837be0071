import type { ReactNode } from 'react';

/**
 * The frame of a trade's line pictogram (64 x 64, drawn in the text colour), for the info
 * card and the debrief. Decorative: the card's title names the trade.
 */
export function TradePictogram({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      {children}
    </svg>
  );
}
