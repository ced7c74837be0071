import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@mission/shared/translation';
import type { AccessibleMission } from '@mission/content';
import { chapterPlace } from '@mission/shared';
import { useAccessibleBus } from '../accessible-context';

export interface MissionTaskProps {
  mission: AccessibleMission;
  /** Shown under the task once it is done, below the "Mission complete" heading: the message and where to go next. */
  completion: ReactNode;
}

/**
 * Level 2 as native buttons, one per target ("Put out fire 2 of 3"), with a counter that
 * screen readers announce politely. Each target done is a `task.completed` on the bus; the
 * last one completes the chapter with `level.completed` 1 and 2, exactly once, as the
 * immersive chapter does, so the shell records the same progress.
 */
export function MissionTask({ mission, completion }: MissionTaskProps) {
  const bus = useAccessibleBus();
  const { t } = useTranslation('accessible');
  const { section, chapter, taskItems } = mission;
  const base = `missions.${section}.${chapter}.task`;
  const total = taskItems.length;
  const [done, setDone] = useState<readonly string[]>([]);
  // The latest list, for two activations faster than a render.
  const doneNow = useRef<readonly string[]>([]);
  const recorded = useRef(false);
  const completeHeading = useRef<HTMLHeadingElement>(null);
  const complete = done.length === total;

  const finishTarget = (item: string) => {
    // A target already done ignores activation, like a disabled button (docs/product-rules.md §5).
    if (doneNow.current.includes(item)) return;
    const next = [...doneNow.current, item];
    doneNow.current = next;
    setDone(next);
    const place = chapterPlace(section, chapter);
    bus.emit({ type: 'task.completed', ...place, taskId: item, count: next.length, target: total });
    if (next.length === total && !recorded.current) {
      recorded.current = true;
      bus.emit({ type: 'level.completed', ...place, level: 1 });
      bus.emit({ type: 'level.completed', ...place, level: 2 });
    }
  };

  // The button just pressed turned into a "done" label: the completion is where to read on.
  useEffect(() => {
    if (complete) completeHeading.current?.focus();
  }, [complete]);

  return (
    <>
      <section className="accessible-task" aria-labelledby="accessible-task-title">
        <h2 id="accessible-task-title">{t('mission.taskHeading')}</h2>
        <p>{t(`${base}.intro`)}</p>
        <p className="accessible-task__counter" role="status" aria-live="polite" aria-atomic="true" data-testid="task-counter">
          {t(`${base}.counter`, { done: done.length, total })}
        </p>
        <ul className="accessible-task__targets">
          {taskItems.map((item) => {
            const isDone = done.includes(item);
            return (
              <li key={item}>
                <button
                  type="button"
                  className="accessible-task__button"
                  aria-disabled={isDone ? true : undefined}
                  onClick={() => finishTarget(item)}
                >
                  {isDone ? (
                    <svg className="accessible-task__mark" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                      <path
                        d="M4 10.5l4 4 8-9"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.5"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  ) : null}
                  {t(`${base}.items.${item}.${isDone ? 'done' : 'action'}`)}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      {complete ? (
        <section className="accessible-complete" aria-labelledby="accessible-complete-title" data-testid="mission-complete">
          <h2 id="accessible-complete-title" ref={completeHeading} tabIndex={-1}>
            {t('mission.completeHeading')}
          </h2>
          {completion}
        </section>
      ) : null}
    </>
  );
}
