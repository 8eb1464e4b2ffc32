/**
 * Lets at most `limit` tasks run at once; the others wait here, in arrival order. Used where
 * many requests write the same rows (the last units of a product): a request waiting in this
 * process costs a queued callback, while one waiting inside PostgreSQL holds a connection and a
 * server process that sleeps on the row's lock and is woken for every commit before its own.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`a gate needs a limit of at least 1, not ${limit}`);
  }

  /** Tasks running now and waiting for their turn (for tests and diagnostics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    // The finishing task hands its place over: `running` does not drop and rise again.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
