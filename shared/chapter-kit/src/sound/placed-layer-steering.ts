import type { Placement } from '@mission/shared';
import { placedLayerMix, type PlacedLayer } from './placed-layer-mix';

/** What the steering asks of the audio manager (the shared singleton in a chapter, a fake in tests). */
export interface LayerPlayer {
  play(id: string, options?: { volume?: number }): void;
  place(id: string, placement: Placement): void;
  stop(id: string): void;
  /** Whether `id` is loaded: a route change may have unloaded every sound before the chapter's clean-up runs. */
  has(id: string): boolean;
}

/**
 * How often the stage asks the steering where the view looks (ms): ten placements a second at
 * most, each ramped over the manager's PLACEMENT_RAMP_MS, so a turn glides (docs/decisions.md
 * "Placed sound beds").
 */
export const PLACED_LAYER_INTERVAL_MS = 100;

/** A turn smaller than this (degrees) changes nothing: a still view sends nothing. */
export const PLACED_LAYER_MIN_TURN_DEG = 2;

/**
 * A chapter's placed bed layers while it plays: started where the view looks, moved in the mix
 * only when the view has turned noticeably, stopped (with the manager's 0.2 s fade) when the
 * chapter is left.
 */
export class PlacedLayerSteering {
  private lastYaw: number | null = null;

  constructor(
    private readonly layers: readonly PlacedLayer[],
    private readonly player: LayerPlayer,
  ) {}

  /** The chapter is revealed: every layer starts, placed for `viewYaw` (radians). */
  start(viewYaw: number): void {
    this.lastYaw = viewYaw;
    for (const layer of this.layers) {
      const mix = placedLayerMix(layer, viewYaw);
      this.player.place(layer.id, mix);
      this.player.play(layer.id, { volume: mix.volume });
    }
  }

  /** The view looks at `viewYaw` now; returns whether the layers were moved. */
  follow(viewYaw: number): boolean {
    if (this.lastYaw === null) return false;
    const turn = Math.abs(Math.atan2(Math.sin(viewYaw - this.lastYaw), Math.cos(viewYaw - this.lastYaw)));
    if ((turn * 180) / Math.PI < PLACED_LAYER_MIN_TURN_DEG) return false;
    this.lastYaw = viewYaw;
    for (const layer of this.layers) this.player.place(layer.id, placedLayerMix(layer, viewYaw));
    return true;
  }

  /** The chapter is left: every layer still loaded fades out and stops. */
  stop(): void {
    if (this.lastYaw === null) return;
    this.lastYaw = null;
    for (const layer of this.layers) if (this.player.has(layer.id)) this.player.stop(layer.id);
  }
}
