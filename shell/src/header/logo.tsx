import type { Locale } from '@mission/content';

const WORDMARK: Record<Locale, [string, string]> = {
  en: ['NATIONAL', 'DEFENCE'],
  fr: ['DÉFENSE', 'NATIONALE'],
};

/** The organisation's wordmark, English or French by locale, drawn at 24 px high. */
export function Logo({ locale, title }: { locale: Locale; title: string }) {
  const [first, second] = WORDMARK[locale];
  return (
    <svg className="logo" height="24" viewBox="0 0 132 24" role="img" aria-label={title}>
      <path d="M12 1 L15 8 L22 7 L17 13 L19 21 L12 17 L5 21 L7 13 L2 7 L9 8 Z" fill="#d7263d" />
      <text x="28" y="10" fill="currentColor" fontSize="9" fontWeight="800" letterSpacing="1.2">
        {first}
      </text>
      <text x="28" y="21" fill="currentColor" fontSize="9" fontWeight="800" letterSpacing="1.2">
        {second}
      </text>
    </svg>
  );
}
