import { fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import type { TaskTargetDefinition } from '../chapter-definition';
import { ChapterRuntime } from '../runtime/chapter-runtime';
import { TaskTargetButton } from './task-target-button';

beforeAll(() => initTestI18n('en'));

const drop: TaskTargetDefinition = {
  id: 'package-1',
  position: [0, 1, -5],
  interaction: { kind: 'timed', periodSeconds: 3.2, windowSeconds: 1.2 },
  label: { key: 'air:airdrop.task.target', values: { number: 1 } },
};

function renderButton() {
  const onTap = jest.fn();
  render(
    <TaskTargetButton
      target={drop}
      runtime={new ChapterRuntime([drop])}
      done={false}
      onPress={jest.fn()}
      onRelease={jest.fn()}
      onTap={onTap}
    />,
  );
  return { button: screen.getByRole('button'), onTap };
}

describe('TaskTargetButton', () => {
  it('hands a finger tap over with the moment the finger landed, for the timing to be judged then', () => {
    const { button, onTap } = renderButton();
    let landed = Number.NaN;
    button.addEventListener('pointerdown', (event) => (landed = event.timeStamp));
    fireEvent.pointerDown(button);
    fireEvent.click(button, { detail: 1 });
    expect(landed).toBeGreaterThan(0);
    expect(onTap).toHaveBeenCalledWith('package-1', false, landed);
  });

  it('uses a landing moment once: a later click without a finger down is judged when handled', () => {
    const { button, onTap } = renderButton();
    fireEvent.pointerDown(button);
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 1 });
    expect(onTap).toHaveBeenLastCalledWith('package-1', false, undefined);
  });

  it('an activation by keyboard or screen reader is assisted, with no landing moment', () => {
    const { button, onTap } = renderButton();
    fireEvent.pointerDown(button);
    fireEvent.click(button, { detail: 0 });
    expect(onTap).toHaveBeenCalledWith('package-1', true, undefined);
  });
});
