import type { SceneLoadAction } from '@mission/shared';

/**
 * Counts a chapter's canvas load as its parts actually arrive (docs/game-design.md "Loading is
 * real"): each part has a weight (the scene's code chunk weighs most), reports 0..1, and the
 * canvas share of the loading bar is their weighted sum. Once every part is whole the canvas
 * is complete. Parts never move backwards.
 */
export interface LoadPart {
  id: string;
  weight: number;
}

export function canvasLoadPercent(parts: readonly LoadPart[], done: Readonly<Record<string, number>>): number {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.weight), 0);
  if (total === 0) return 100;
  const loaded = parts.reduce((sum, part) => sum + Math.max(0, part.weight) * clampFraction(done[part.id] ?? 0), 0);
  return Math.round((loaded / total) * 1000) / 10;
}

function clampFraction(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

export class AssetLoadCounter {
  private readonly done: Record<string, number> = {};
  private completed = false;

  constructor(
    private readonly parts: readonly LoadPart[],
    private readonly dispatch: (action: SceneLoadAction) => void,
  ) {
    if (new Set(parts.map((part) => part.id)).size !== parts.length) throw new RangeError('load part ids must be unique');
  }

  /** A part reports how much of it has arrived (0..1). Unknown parts warn and count for nothing. */
  report(id: string, fraction: number): void {
    if (!this.parts.some((part) => part.id === id)) {
      console.warn(`[chapter-kit] load part "${id}" is not in this chapter's load plan; ignored.`);
      return;
    }
    const next = Math.max(this.done[id] ?? 0, clampFraction(fraction));
    if (next === this.done[id]) return;
    this.done[id] = next;
    this.dispatch({ type: 'canvas-progress', percent: canvasLoadPercent(this.parts, this.done) });
    if (!this.completed && this.parts.every((part) => (this.done[part.id] ?? 0) >= 1)) {
      this.completed = true;
      this.dispatch({ type: 'canvas-complete' });
    }
  }

  get percent(): number {
    return canvasLoadPercent(this.parts, this.done);
  }
}
