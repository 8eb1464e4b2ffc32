import { Writable } from 'node:stream';

type LogLine = { level: number; msg?: string; reqId?: string; sqlState?: string; err?: { message?: string } };

/**
 * A pino destination that remembers, per request id, the log lines a test cares about
 * (errors, unchecked input), so each answer can be judged with what the server logged for it.
 */
export class LogWatch {
  private readonly byRequest = new Map<string, string>();

  constructor(private readonly matters: (line: LogLine) => boolean) {}

  readonly stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      for (const text of String(chunk).split('\n').filter(Boolean)) {
        const line = JSON.parse(text) as LogLine;
        if (line.reqId && this.matters(line)) {
          const detail = [line.msg, line.sqlState, line.err?.message].filter(Boolean).join(': ');
          this.byRequest.set(line.reqId, detail.slice(0, 300));
        }
      }
      done();
    },
  });

  /** What was logged for this request, or null. */
  about(requestId: string): string | null {
    const logged = this.byRequest.get(requestId);
    return logged ? `server logged "${logged}"` : null;
  }
}
