import { useEffect, useState } from 'react';
import { useTranslation } from '@mission/shared/translation';
import { REVEAL_FADE_MS } from '../kit-constants';

interface LoadingScreenProps {
  eyebrow: string;
  title: string;
  /** Total load progress 0..100 (0.9 canvas + 0.1 interstitial). */
  percent: number;
  revealed: boolean;
  lookHint: string;
}

/**
 * One progress bar for the whole load (docs/product-rules.md §4), over the chapter until the scene is
 * revealed, then a fade. The bar shows what scene load state says, nothing invented.
 */
export function LoadingScreen({ eyebrow, title, percent, revealed, lookHint }: LoadingScreenProps) {
  const { t } = useTranslation('common');
  const [faded, setFaded] = useState(false);
  const rounded = Math.round(Math.min(100, Math.max(0, percent)));

  useEffect(() => {
    if (!revealed) return;
    const timer = window.setTimeout(() => setFaded(true), REVEAL_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [revealed]);

  if (revealed && faded) return null;
  return (
    <div
      className={`kit-loading${revealed ? ' kit-loading--leaving' : ''}`}
      aria-hidden={revealed || undefined}
      data-testid="loading-screen"
    >
      <div className="kit-loading__panel">
        <p className="kit-eyebrow">{eyebrow}</p>
        <p className="kit-loading__title">{title}</p>
        <div
          className="kit-loading__bar"
          role="progressbar"
          aria-label={t('kit.loading.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rounded}
        >
          <div className="kit-loading__fill" style={{ transform: `scaleX(${rounded / 100})` }} />
        </div>
        <p className="kit-loading__percent">{t('kit.loading.percent', { percent: rounded })}</p>
        <p className="kit-loading__hint">{lookHint}</p>
      </div>
    </div>
  );
}
