import type { MessagingEvent } from '@tribuna/contract';

/** Where a subscriber's text goes: the open HTTP response. */
export type StreamSink = {
  /** Writes server-sent-event text; false when the client reads too slowly and must be dropped. */
  write(text: string): boolean;
  end(): void;
};

type PendingEvent = Omit<MessagingEvent, 'unreadMessages'>;

/** Who a stream speaks for: the profile's owner, and the person whose session opened it. */
export type StreamOwner = {
  /** Public id of the account the profile must still belong to (the token's subject). */
  userId: string;
  /** Public id of the signed-in person (the impersonator while impersonating). */
  sessionUserId: string;
  /**
   * The refresh family the stream's token was issued for: logging out on this device ends the
   * stream even while the person stays signed in elsewhere. Absent on tokens that name none
   * (impersonation, tokens issued before `sid`): then any live session of the person will do.
   */
  sessionId?: string;
};

/** Why a stream was ended by the server: sent in its final `ended` event. */
export type EndReason = 'profile' | 'session' | 'shutdown';
type Logger = { warn(obj: object, msg: string): void };

/** Past this many waiting events a subscriber gets one catch-all event instead (a burst of writes). */
const MAX_PENDING = 50;
/** After a shutdown's final event, clients reconnect this soon (to another process) instead of the usual 10 s. */
export const SHUTDOWN_RETRY_MS = 1_000;

/**
 * One open event stream: a profile of a club in this process. Events wait in a small queue and
 * go out in order, each with the unread count read after the change committed (one count per
 * batch, so a burst costs one query).
 */
export class EventSubscriber {
  /** The mailboxes the profile answers from, refreshed when mailbox_profiles change. */
  private mailboxIds: ReadonlySet<number> = new Set();
  private mailboxRead = 0;
  /** False until the mailboxes are known; events before that are covered by the first count. */
  ready = false;
  closed = false;
  private pending: PendingEvent[] = [];
  private draining = false;

  constructor(
    readonly clubId: number,
    readonly profileId: number,
    readonly owner: StreamOwner,
    private readonly sink: StreamSink,
    private readonly countUnread: () => Promise<number>,
    private readonly log: Logger,
    private readonly onClose: (subscriber: EventSubscriber) => void,
  ) {}

  /** Whether a change for these profiles and mailboxes reaches this profile. */
  concerns(profileIds: ReadonlySet<number>, mailboxIds: readonly number[]): boolean {
    return profileIds.has(this.profileId) || mailboxIds.some((id) => this.mailboxIds.has(id));
  }

  /**
   * Takes the mailboxes of read number `read` unless a later read already set them; true when
   * they differ from what it had.
   */
  setMailboxes(ids: readonly number[], read: number): boolean {
    if (read < this.mailboxRead) return false;
    this.mailboxRead = read;
    const next = new Set(ids);
    const changed = next.size !== this.mailboxIds.size || ids.some((id) => !this.mailboxIds.has(id));
    this.mailboxIds = next;
    return changed;
  }

  push(event: PendingEvent): void {
    if (this.closed) return;
    if (this.pending.length >= MAX_PENDING) this.pending = [{ type: 'message', threadHash: null }];
    else this.pending.push(event);
    void this.drain();
  }

  /** A comment line: keeps proxies and load balancers from closing an idle stream. */
  ping(): void {
    if (!this.closed && !this.sink.write(': ping\n\n')) this.close();
  }

  /**
   * Ends the stream with a last named event (the client's messaging parser ignores it; its
   * reconnection then gets the refusal that says why).
   */
  end(reason: EndReason): void {
    if (this.closed) return;
    const retry = reason === 'shutdown' ? `retry: ${SHUTDOWN_RETRY_MS}\n` : '';
    this.sink.write(`${retry}event: ended\ndata: ${JSON.stringify({ reason })}\n\n`);
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.pending = [];
    this.sink.end();
    this.onClose(this);
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.pending.length > 0 && !this.closed) {
        const batch = this.pending;
        this.pending = [];
        const unreadMessages = await this.countUnread();
        for (const event of batch) {
          if (this.closed) return;
          const data: MessagingEvent = { type: event.type, threadHash: event.threadHash, unreadMessages };
          if (!this.sink.write(`data: ${JSON.stringify(data)}\n\n`)) return this.close();
        }
      }
    } catch (error) {
      // The count failed (database unreachable): the batch is lost, polling covers it.
      this.log.warn({ err: error }, 'messaging event not sent');
    } finally {
      this.draining = false;
    }
  }
}
