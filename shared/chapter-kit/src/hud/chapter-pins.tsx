import type { ChapterDefinition } from '../chapter-definition';
import type { ChapterPlayState } from '../play/chapter-play-state';
import type { ChapterRuntime } from '../runtime/chapter-runtime';
import { HotspotButton } from './hotspot-button';
import { TaskTargetButton } from './task-target-button';

export interface ChapterPinsProps {
  definition: ChapterDefinition;
  runtime: ChapterRuntime;
  state: ChapterPlayState;
  targetShown: (targetId: string) => boolean;
  onOpenHotspot: (hotspotId: string) => void;
  onPressTarget: (targetId: string) => void;
  onReleaseTarget: (targetId: string) => void;
  onTapTarget: (targetId: string, assisted: boolean, pressedAtMs?: number) => void;
}

/**
 * The controls pinned to the scene (docs/game-design.md): a hotspot per trade, and in Level 2
 * the task's targets that show (in a sequence, the next one). The runtime moves each to where
 * its point is on screen, every frame.
 */
export function ChapterPins({
  definition,
  runtime,
  state,
  targetShown,
  onOpenHotspot,
  onPressTarget,
  onReleaseTarget,
  onTapTarget,
}: ChapterPinsProps) {
  return (
    <div className="kit-pins">
      {definition.hotspots.map((hotspot) => (
        <HotspotButton
          key={hotspot.id}
          hotspot={hotspot}
          runtime={runtime}
          found={state.found.includes(hotspot.id)}
          onOpen={onOpenHotspot}
        />
      ))}
      {state.phase === 'mission'
        ? definition.task.targets
            .filter((taskTarget) => targetShown(taskTarget.id))
            .map((taskTarget) => (
              <TaskTargetButton
                key={taskTarget.id}
                target={taskTarget}
                runtime={runtime}
                done={state.doneTargets.includes(taskTarget.id)}
                onPress={onPressTarget}
                onRelease={onReleaseTarget}
                onTap={onTapTarget}
              />
            ))
        : null}
    </div>
  );
}
