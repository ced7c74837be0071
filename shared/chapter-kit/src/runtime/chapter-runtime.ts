import {
  nearestUnfound,
  needleRotationDeg,
  relativeBearing,
  yawTowards,
  type CompassTarget,
  type GroundPoint,
} from '../view/compass-bearing';
import { compassDirection, type CompassDirection } from '../view/compass-direction';
import { LookState } from '../view/look-state';
import type { LookAngles, Quat } from '@mission/shared/orientation';
import { ndcToScreen } from '../view/screen-projection';
import { markerLiftPx, markerSizePx } from '../view/marker-size';
import { FrameTimeLog } from '../play/frame-time-log';
import { TaskTargetBoard, type TapResult, type TaskOrder, type TaskTargetSpec } from '../play/task-target-board';

/** An HTML control the canvas keeps over a point of the scene. */
export interface HudAnchor {
  position: GroundPoint;
  element: HTMLElement | null;
}

/** Projects a world point to normalised device coordinates (three's Vector3.project). */
export type ProjectPoint = (point: GroundPoint) => readonly [number, number, number];

/** Anchors this far outside the canvas (CSS px) still count as on screen, so they slide in rather than pop. */
const PIN_MARGIN_PX = 24;

/**
 * The per-frame side of one chapter visit, shared by its HTML layer and its canvas without
 * React renders: where the player looks, the task targets' progress, the HTML controls
 * pinned over the scene, the compass. One per chapter mount, dropped with it. No three.js:
 * the canvas hands it a projection function each frame.
 */
export class ChapterRuntime {
  readonly board: TaskTargetBoard;
  readonly look: LookState;
  private readonly frames = new FrameTimeLog();
  private readonly anchors = new Map<string, HudAnchor>();
  private compassTargets: readonly CompassTarget[] = [];
  private compassNeedle: HTMLElement | null = null;
  private compassText: HTMLElement | null = null;
  private describeDirection: (direction: CompassDirection) => string = (direction) => direction;
  private shownDirection = '';
  private shownYawDeg = Number.NaN;
  private stageElement: HTMLElement | null = null;
  private edgeArrow: HTMLElement | null = null;
  private guideTo: GroundPoint | null = null;
  private targetsFinished: (ids: string[]) => void = () => {};
  private alignmentChanged: (id: string, aligned: boolean) => void = () => {};
  private readonly aimBearings = new Map<string, number>();
  private readonly shownAligned = new Map<string, boolean>();
  private active = false;
  private tearingDown = false;

  constructor(
    targets: readonly (TaskTargetSpec & { position?: GroundPoint })[],
    /** The opening look: a yaw (radians), or a yaw and a pitch. */
    start: number | LookAngles = 0,
    order: TaskOrder = 'any',
    /** The camera's height above the ground (the view's eyeHeight), to tilt towards a point. */
    private readonly eyeHeight = 1.7,
  ) {
    this.board = new TaskTargetBoard(targets, order);
    this.look = new LookState(typeof start === 'number' ? { yaw: start, pitch: 0 } : start);
    for (const target of targets) {
      if (target.interaction.kind === 'aim' && target.position) this.aimBearings.set(target.id, yawTowards(target.position));
    }
  }

  /** Turns the view to face a point, tilted up or down to it (a hotspot or target that got keyboard focus). */
  faceTowards(position: GroundPoint): void {
    const across = Math.hypot(position[0], position[2]);
    this.look.turnTo(yawTowards(position), Math.atan2(position[1] - this.eyeHeight, across));
  }

  /**
   * Level 2 begins (docs/game-design.md "Composition and guidance"): a view a finger or the
   * keys turn eases to the first target; a view the phone turns is the player's, so the edge
   * arrow points at the target instead, until it is on screen.
   */
  guideTowards(position: GroundPoint): 'turned' | 'arrow' {
    if (this.look.mode === 'drag') {
      this.faceTowards(position);
      return 'turned';
    }
    this.guideTo = position;
    return 'arrow';
  }

  /** The arrow at the screen's edge that points to the first target in orientation mode. */
  attachEdgeArrow(element: HTMLElement | null): void {
    this.edgeArrow = element;
    if (element) element.dataset.side = '';
  }

  /** A ref callback for an HTML control pinned over `position`. */
  pin(id: string, position: GroundPoint): (element: HTMLElement | null) => void {
    return (element) => {
      if (element) this.anchors.set(id, { position, element });
      else this.anchors.delete(id);
    };
  }

  /** The drag surface (and where the view's yaw and look mode are noted, as data attributes). */
  get stage(): HTMLElement | null {
    return this.stageElement;
  }

  attachStage(element: HTMLElement | null): void {
    this.stageElement = element;
  }

  attachCompass(needle: HTMLElement | null, text: HTMLElement | null): void {
    this.compassNeedle = needle;
    this.compassText = text;
    this.shownDirection = '';
  }

  /** Words for the compass in the visitor's language. */
  setDirectionWords(describe: (direction: CompassDirection) => string): void {
    this.describeDirection = describe;
    this.shownDirection = '';
  }

  /** What the compass points among (unfound hotspots in Level 1, unfinished targets in Level 2). */
  setCompassTargets(targets: readonly CompassTarget[]): void {
    this.compassTargets = targets;
  }

  /** Revealed and the tab visible: frames drawn otherwise count against the budget. */
  get renderActive(): boolean {
    return this.active;
  }

  setRenderActive(active: boolean): void {
    this.active = active;
  }

  /** Set while the canvas is torn down, so its context loss is not reported as a failure. */
  get disposing(): boolean {
    return this.tearingDown;
  }

  markDisposing(): void {
    this.tearingDown = true;
  }

  onTargetsFinished(handler: (ids: string[]) => void): void {
    this.targetsFinished = handler;
  }

  /** Told when an aim or timed target becomes aligned or stops being so (for the live announcement). */
  onAlignmentChanged(handler: (id: string, aligned: boolean) => void): void {
    this.alignmentChanged = handler;
  }

  /**
   * One frame of play: hold targets advance, the view eases towards where it should look.
   * `pageMs` (performance.now()) notes which board time this frame shows, for judging presses.
   * Returns the camera's quaternion.
   */
  advance(deltaS: number, pageMs?: number): Quat {
    const finished = this.board.tick(deltaS);
    if (pageMs !== undefined) this.frames.record(pageMs, this.board.now);
    if (finished.length > 0) this.targetsFinished(finished);
    const quaternion = this.look.step(deltaS);
    this.board.aimAt(this.look.view.yaw, this.aimBearings);
    return quaternion;
  }

  /**
   * A tap on a target. `pressedAtMs` (the pointerdown's timeStamp) is when the finger landed:
   * a timed target is judged against the frame on screen then (FrameTimeLog).
   */
  tapTarget(id: string, assisted: boolean, pressedAtMs?: number): TapResult {
    const atTime = pressedAtMs === undefined ? null : this.frames.boardTimeAt(pressedAtMs);
    return this.board.tap(id, { assisted, ...(atTime === null ? {} : { atTime }) });
  }

  /** After the camera moved: pins follow their points, the compass turns, the stage notes the yaw. */
  updateHud(project: ProjectPoint, width: number, height: number): void {
    for (const [id, anchor] of this.anchors) {
      const element = anchor.element;
      if (!element) continue;
      const screen = ndcToScreen(project(anchor.position), width, height, PIN_MARGIN_PX);
      let lift = 0;
      if (id.startsWith('hotspot:')) {
        // How many CSS px a metre takes at the marker's distance: its size and lift follow (view/marker-size.ts).
        const [x, y, z] = anchor.position;
        const pxPerMetre = Math.abs(ndcToScreen(project([x, y + 1, z]), width, height).y - screen.y);
        lift = markerLiftPx(pxPerMetre);
        element.style.setProperty('--marker-size', `${markerSizePx(pxPerMetre).toFixed(0)}px`);
      }
      element.style.transform = `translate3d(${screen.x.toFixed(1)}px, ${(screen.y - lift).toFixed(1)}px, 0)`;
      const onScreen = String(screen.onScreen);
      if (element.dataset.onScreen !== onScreen) element.dataset.onScreen = onScreen;
      if (id.startsWith('target:')) {
        const targetId = id.slice('target:'.length);
        const status = this.board.get(targetId);
        if (status) {
          element.style.setProperty('--progress', status.progress.toFixed(3));
          this.showAlignment(targetId, element, status.aligned);
        }
      }
    }

    this.updateEdgeArrow(project, width, height);

    const yaw = this.look.view.yaw;
    const nearest = nearestUnfound(this.compassTargets, [], yaw);
    if (this.compassNeedle) {
      this.compassNeedle.style.transform = nearest ? `rotate(${needleRotationDeg(nearest.bearing).toFixed(1)}deg)` : '';
    }
    const direction = nearest ? compassDirection(nearest.bearing) : '';
    if (direction !== this.shownDirection) {
      this.shownDirection = direction;
      if (this.compassText) this.compassText.textContent = direction ? this.describeDirection(direction) : '';
      const dial = this.compassNeedle?.parentElement;
      if (dial) dial.dataset.direction = direction;
    }

    const yawDeg = Math.round((yaw * 180) / Math.PI);
    if (this.stageElement && yawDeg !== this.shownYawDeg) {
      this.shownYawDeg = yawDeg;
      this.stageElement.dataset.viewYaw = String(yawDeg);
      this.stageElement.dataset.lookMode = this.look.mode;
    }
  }

  /** The edge arrow: on the side to turn to while the guided target is off screen; gone once it has been seen. */
  private updateEdgeArrow(project: ProjectPoint, width: number, height: number): void {
    if (!this.guideTo) return;
    const seen = ndcToScreen(project(this.guideTo), width, height).onScreen;
    const side = seen ? '' : relativeBearing(yawTowards(this.guideTo), this.look.view.yaw) > 0 ? 'left' : 'right';
    if (seen) this.guideTo = null;
    if (this.edgeArrow && this.edgeArrow.dataset.side !== side) this.edgeArrow.dataset.side = side;
  }

  /** Notes an aim or timed target's alignment on its control (CSS and tests read `data-aligned`) when it changes. */
  private showAlignment(id: string, element: HTMLElement, aligned: boolean): void {
    if (this.shownAligned.get(id) === aligned) return;
    this.shownAligned.set(id, aligned);
    element.dataset.aligned = String(aligned);
    this.alignmentChanged(id, aligned);
  }
}
