/** Runs a whole batch of items; answers one outcome per item, in the items' order. */
export type BatchRun<I, O> = (items: readonly I[]) => Promise<readonly O[]>;

type Waiting<I, O> = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };

/**
 * Group commit in one process: items submitted while a batch is running wait and then run
 * together as the next batch, so under load many requests share one transaction's round trips
 * (a busy gate's scans), while a lone request runs at once (after the current I/O callbacks, so
 * requests that arrived together start together). Up to `maxInFlight` batches run at once, so the
 * next batch forms and starts while one waits on the database; a failure fails only its own items.
 */
export class MicroBatcher<I, O> {
  private queue: Waiting<I, O>[] = [];
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly run: BatchRun<I, O>,
    private readonly maxSize = 200,
    private readonly maxInFlight = 1,
  ) {
    if (!Number.isInteger(maxSize) || maxSize < 1) throw new RangeError(`a batch holds at least 1 item, not ${maxSize}`);
    if (!Number.isInteger(maxInFlight) || maxInFlight < 1) throw new RangeError(`at least 1 batch runs at once, not ${maxInFlight}`);
  }

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.running >= this.maxInFlight || this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.running >= this.maxInFlight) return;
    const batch = this.queue.splice(0, this.maxSize);
    if (batch.length === 0) return;
    this.running += 1;
    try {
      const outcomes = await this.run(batch.map((waiting) => waiting.item));
      if (outcomes.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${outcomes.length} outcomes`);
      batch.forEach((waiting, index) => waiting.resolve(outcomes[index]!));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      this.running -= 1;
      this.schedule();
    }
  }
}
