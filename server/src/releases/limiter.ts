// A fixed-window count per key (a user or an address), kept in memory only: nothing about who reported is stored.

export class WindowLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts one use; false when the key has used up its window. */
  take(key: string): boolean {
    const at = this.now();
    const window = this.#windows.get(key);
    if (!window || at - window.start >= this.windowMs) {
      if (this.#windows.size >= 50_000) this.#forgetExpired(at);
      this.#windows.set(key, { start: at, count: 1 });
      return true;
    }
    if (window.count >= this.limit) return false;
    window.count += 1;
    return true;
  }

  /** Seconds until the key's window ends. */
  retryAfter(key: string): number {
    const window = this.#windows.get(key);
    return window ? Math.max(1, Math.ceil((window.start + this.windowMs - this.now()) / 1000)) : 0;
  }

  #forgetExpired(at: number) {
    for (const [key, window] of this.#windows) if (at - window.start >= this.windowMs) this.#windows.delete(key);
  }
}
