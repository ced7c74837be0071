import { useTranslation } from '@mission/shared/translation';
import { useCopy } from '../copy/use-copy';
import type { CopyRef } from '../chapter-definition';
import { boundedCount } from '../play/task-counter';

/** "Fires 1/3", with one pip per target; announced politely as it changes. */
export function TaskCounterBadge({ label, count, target }: { label: CopyRef; count: number; target: number }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const shown = boundedCount(count, target);
  return (
    <div className="kit-counter" data-testid="task-counter">
      <p className="kit-counter__text" aria-live="polite" aria-atomic="true">
        {t('common:kit.counter', { label: copy(label), count: shown, target })}
      </p>
      <ol className="kit-counter__pips" aria-hidden="true">
        {Array.from({ length: target }, (_, index) => (
          <li key={index} className={index < shown ? 'kit-counter__pip kit-counter__pip--done' : 'kit-counter__pip'} />
        ))}
      </ol>
    </div>
  );
}
