/**
 * Decoded sounds kept after they were unloaded, newest last, up to a budget of decoded
 * seconds: a visitor often goes back into the chapter they just left (to replay it, or
 * after the menu), and the shell's own sets are loaded again after every route change
 * (docs/product-rules.md §4). A kept sound is stopped and unreachable from the audio manager
 * (for the manager it is unloaded, as the rule asks); taking it back skips the file's
 * download and decoding. The oldest go first, freed for good.
 */
export class KeptSounds<T> {
  private readonly entries: { key: string; item: T; seconds: number }[] = [];

  constructor(
    /** Decoded seconds kept in all: about one chapter's sounds and the shell's. */
    private readonly budgetSeconds: number,
    private readonly free: (item: T) => void,
  ) {}

  /** Keeps `item` under `key`, freeing the oldest beyond the budget (an item longer than the whole budget is freed at once). */
  keep(key: string, item: T, seconds: number): void {
    this.entries.push({ key, item, seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 0 });
    let total = this.totalSeconds;
    while (total > this.budgetSeconds && this.entries.length > 0) {
      const oldest = this.entries.shift()!;
      total -= oldest.seconds;
      this.free(oldest.item);
    }
  }

  /** Takes back the most recent item kept under `key`, or undefined. */
  take(key: string): T | undefined {
    for (let index = this.entries.length - 1; index >= 0; index -= 1) {
      if (this.entries[index]!.key === key) return this.entries.splice(index, 1)[0]!.item;
    }
    return undefined;
  }

  get size(): number {
    return this.entries.length;
  }

  get totalSeconds(): number {
    return this.entries.reduce((sum, entry) => sum + entry.seconds, 0);
  }
}
