import { useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '@mission/shared/translation';
import { useCopy } from '../copy/use-copy';
import type { TaskTargetDefinition } from '../chapter-definition';
import type { ChapterRuntime } from '../runtime/chapter-runtime';

interface TaskTargetButtonProps {
  target: TaskTargetDefinition;
  runtime: ChapterRuntime;
  done: boolean;
  onPress: (id: string) => void;
  onRelease: (id: string) => void;
  /**
   * `assisted`: activated by keyboard or a screen reader (a click without a pointer).
   * `pressedAtMs`: when the finger or button went down (the pointerdown's timeStamp).
   */
  onTap: (id: string, assisted: boolean, pressedAtMs?: number) => void;
}

const ACTIVATION_KEYS = [' ', 'Enter'];

/**
 * The HTML control of a Level 2 target, over the object in the scene. Hold targets count
 * while a finger, the mouse, Space or Enter is held down on them; tap, aim and timed targets
 * count a click (aim and timed only while aligned, or when activated by keyboard or a screen
 * reader: see TapOptions). The canvas writes the progress into `--progress` for the ring and
 * the alignment into `data-aligned`.
 */
export function TaskTargetButton({ target, runtime, done, onPress, onRelease, onTap }: TaskTargetButtonProps) {
  const { t } = useTranslation();
  const copy = useCopy();
  const pin = useMemo(() => runtime.pin(`target:${target.id}`, target.position), [runtime, target.id, target.position]);
  const hold = target.interaction.kind === 'hold';
  // When the finger landed: the click that follows comes later, after the finger lifts and a busy page gets to it.
  const pressedAt = useRef<number | undefined>(undefined);

  const down = (event: PointerEvent<HTMLButtonElement>) => {
    // A hold is not a drag: the view stays put while a fire is being put out.
    event.stopPropagation();
    pressedAt.current = event.timeStamp;
    if (!hold) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onPress(target.id);
  };
  const up = () => {
    if (hold) onRelease(target.id);
  };
  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!hold || !ACTIVATION_KEYS.includes(event.key)) return;
    event.preventDefault();
    if (!event.repeat) onPress(target.id);
  };
  const keyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!hold || !ACTIVATION_KEYS.includes(event.key)) return;
    event.preventDefault();
    onRelease(target.id);
  };

  return (
    <button
      ref={pin}
      type="button"
      className={`kit-pin kit-target kit-target--${target.interaction.kind}${done ? ' kit-target--done' : ''}`}
      data-target={target.id}
      data-done={done}
      disabled={done}
      aria-label={done ? `${copy(target.label)} (${t('common:kit.task.done')})` : copy(target.label)}
      onFocus={() => runtime.faceTowards(target.position)}
      onPointerDown={down}
      onPointerUp={up}
      onPointerCancel={up}
      onLostPointerCapture={up}
      onKeyDown={keyDown}
      onKeyUp={keyUp}
      onBlur={up}
      onContextMenu={(event) => event.preventDefault()}
      onClick={(event) => {
        // detail 0: no pointer clicked (Enter, Space or a screen reader's activation).
        if (hold) return;
        const assisted = event.detail === 0;
        const landed = pressedAt.current;
        pressedAt.current = undefined;
        onTap(target.id, assisted, assisted ? undefined : landed);
      }}
    >
      <svg className="kit-target__ring" viewBox="0 0 44 44" aria-hidden="true">
        <circle className="kit-target__track" cx="22" cy="22" r="19" />
        <circle className="kit-target__progress" cx="22" cy="22" r="19" pathLength={1} />
      </svg>
      <span className="kit-target__icon" aria-hidden="true" />
    </button>
  );
}
