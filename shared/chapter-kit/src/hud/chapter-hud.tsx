import { useTranslation } from '@mission/shared/translation';
import type { ChapterDefinition } from '../chapter-definition';
import { useCopy } from '../copy/use-copy';
import { isReconDone, taskProgressOf, type ChapterPlayState } from '../play/chapter-play-state';
import type { ChapterRuntime } from '../runtime/chapter-runtime';
import { Compass } from './compass';
import { EdgeArrow } from './edge-arrow';
import { LevelBanner } from './level-banner';
import { TaskCounterBadge } from './task-counter-badge';

export interface ChapterHudProps {
  definition: ChapterDefinition;
  runtime: ChapterRuntime;
  state: ChapterPlayState;
  /** What the task says back (a miss, "lined up"): shown and announced in Level 2. */
  taskStatus: string;
  compassVisible: boolean;
  /** A trade card is open: it says its own count. */
  cardOpen: boolean;
}

/**
 * What is drawn over a revealed chapter while it plays (docs/game-design.md): the level's
 * banner, its counter (trades found, then the task's), the task's spoken status, the compass
 * and, in Level 2, the edge arrow.
 */
export function ChapterHud({ definition, runtime, state, taskStatus, compassVisible, cardOpen }: ChapterHudProps) {
  const { t } = useTranslation();
  const copy = useCopy();
  const { count, target } = taskProgressOf(state);
  const playing = state.phase === 'recon' || state.phase === 'mission';
  const levelBanner =
    state.phase === 'recon'
      ? {
          kind: 'recon' as const,
          label: t('common:kit.level1.label'),
          instruction: t('common:kit.level1.instruction', { count: definition.hotspots.length }),
        }
      : { kind: 'mission' as const, label: t('common:kit.level2.label'), instruction: copy(definition.task.instruction) };

  return (
    <div className="kit-hud">
      {/* Counters step away while a card is open (the trade card says its own count) and on
          the complete card: nothing is cut by a card or ghosts through it. */}
      {cardOpen || !playing ? null : state.phase === 'mission' ? (
        <TaskCounterBadge label={definition.task.counter} count={count} target={target} />
      ) : (
        <p className="kit-counter kit-counter__text" data-testid="trades-found">
          {t('common:kit.hotspot.foundCount', { count: state.found.length, total: definition.hotspots.length })}
        </p>
      )}
      {state.phase === 'mission' ? (
        <p className="kit-task-status" role="status" data-testid="task-status">
          {taskStatus}
        </p>
      ) : null}
      {playing && compassVisible && !(state.phase === 'recon' && isReconDone(state)) ? <Compass runtime={runtime} /> : null}
      {state.phase === 'mission' ? <EdgeArrow runtime={runtime} /> : null}
      {playing ? (
        <LevelBanner key={levelBanner.kind} kind={levelBanner.kind} label={levelBanner.label} instruction={levelBanner.instruction} />
      ) : null}
    </div>
  );
}
