import { MessagingEventSchema, PROFILE_HEADER, type MessagingEvent } from '@tribuna/contract';

/** One block of a server-sent-event stream: its `data:` JSON, or a comment. */
type Block = { event: MessagingEvent } | { comment: string } | { other: string };

/**
 * Reads an open event stream the way a browser's fetch does, block by block (blocks end with a
 * blank line; the HTML living standard's format, parsed here only for `data:` and `:` lines).
 */
export class EventStreamReader {
  private buffer = '';
  private readonly blocks: Block[] = [];
  private readonly decoder = new TextDecoder();
  private ended = false;

  private constructor(
    readonly response: Response,
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    private readonly abort: AbortController,
  ) {}

  static async open(url: string, token: string, profileHash: string): Promise<EventStreamReader> {
    const abort = new AbortController();
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, [PROFILE_HEADER]: profileHash, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`event stream: ${response.status} ${await response.text()}`);
    return new EventStreamReader(response, response.body.getReader(), abort);
  }

  /** The next messaging event (comments skipped); fails after `timeoutMs`. */
  async nextEvent(timeoutMs = 5_000): Promise<MessagingEvent> {
    for (;;) {
      const block = await this.nextBlock(timeoutMs);
      if ('event' in block) return block.event;
    }
  }

  /** The next comment line's text (e.g. "ping"). */
  async nextComment(timeoutMs = 5_000): Promise<string> {
    for (;;) {
      const block = await this.nextBlock(timeoutMs);
      if ('comment' in block) return block.comment;
    }
  }

  /** The next block that is neither a messaging event nor a comment (e.g. the final `ended` event). */
  async otherBlock(timeoutMs = 5_000): Promise<string> {
    for (;;) {
      const block = await this.nextBlock(timeoutMs);
      if ('other' in block) return block.other;
    }
  }

  /** Resolves when the server ended the stream. */
  async closedByServer(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      this.blocks.length = 0;
      await this.read(deadline).catch((error: unknown) => {
        if (!this.ended) throw error;
      });
    }
  }

  close(): void {
    this.abort.abort();
  }

  private async nextBlock(timeoutMs: number): Promise<Block> {
    const deadline = Date.now() + timeoutMs;
    while (this.blocks.length === 0) await this.read(deadline);
    return this.blocks.shift()!;
  }

  private async read(deadline: number): Promise<void> {
    if (this.ended) throw new Error('the stream has ended');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no event in time')), Math.max(0, deadline - Date.now()));
    });
    try {
      const { done, value } = await Promise.race([this.reader.read(), timeout]);
      if (done) {
        this.ended = true;
        return;
      }
      this.buffer += this.decoder.decode(value, { stream: true });
      this.split();
    } finally {
      clearTimeout(timer);
    }
  }

  private split(): void {
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      if (block.startsWith('data: ')) this.blocks.push({ event: MessagingEventSchema.parse(JSON.parse(block.slice(6))) });
      else if (block.startsWith(':')) this.blocks.push({ comment: block.slice(1).trim() });
      else this.blocks.push({ other: block });
    }
  }
}
