import { errors } from '../../../lib/errors';

/**
 * At most `running` parses at once per process (each is a worker thread with its own heap and
 * a CPU core's worth of work); the next `waiting` ones queue, any more are told to retry.
 */
export class ParseSlots {
  private busy = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
    private readonly retryAfterSeconds = 5,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.busy < this.running) this.busy += 1;
    else if (this.queue.length < this.waiting) await new Promise<void>((resolve) => this.queue.push(resolve));
    else throw errors.rateLimited(this.retryAfterSeconds);
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or frees up.
      const next = this.queue.shift();
      if (next) next();
      else this.busy -= 1;
    }
  }
}
