import { EventSubscriber, type StreamOwner, type StreamSink } from './event-subscriber';
import type { MessagingChange } from './messaging-events';
import type { MessagingEventsRepository } from './messaging-events.repository';

export type HubLimits = {
  /** Open streams in this process (each holds a socket and a little memory). */
  maxStreams: number;
  /** Open streams of one profile in this process (a few tabs and devices). */
  maxStreamsPerProfile: number;
  /** Comment line interval: under the usual 30–60 s idle timeouts of proxies. */
  pingMs: number;
  /**
   * How often open streams re-check that their profile, account and session still stand: a
   * disabled or removed profile, or a logout, ends a stream within this time.
   */
  standingMs: number;
};

export const DEFAULT_HUB_LIMITS: HubLimits = { maxStreams: 5_000, maxStreamsPerProfile: 5, pingMs: 25_000, standingMs: 30_000 };

type Logger = { warn(obj: object, msg: string): void };

/** Membership reloads are batched: a manager editing a mailbox writes several rows in a row. */
const MEMBERSHIP_RELOAD_DELAY_MS = 50;

/**
 * The open event streams of this process, by club. Every change any process publishes arrives
 * here (through LISTEN) and goes to the streams of the profiles it names or of the profiles of
 * the mailboxes it names.
 */
export class MessagingEventHub {
  private readonly byClub = new Map<number, Set<EventSubscriber>>();
  private readonly perProfile = new Map<number, number>();
  private size = 0;
  private pingTimer: NodeJS.Timeout | null = null;
  private standingTimer: NodeJS.Timeout | null = null;
  private membershipTimer: NodeJS.Timeout | null = null;
  /** Numbers each mailbox read, so an older read finishing late never overwrites a newer one. */
  private mailboxReads = 0;

  constructor(
    private readonly repository: MessagingEventsRepository,
    private readonly log: Logger,
    private readonly limits: HubLimits = DEFAULT_HUB_LIMITS,
  ) {}

  get openStreams(): number {
    return this.size;
  }

  /** Whether this process may open another stream for the profile (else it keeps polling). */
  hasRoomFor(profileId: number): boolean {
    return this.size < this.limits.maxStreams && (this.perProfile.get(profileId) ?? 0) < this.limits.maxStreamsPerProfile;
  }

  /**
   * Adds a stream (ask hasRoomFor first, in the same tick). The first event carries the current
   * unread count, read once the profile's mailboxes are known.
   */
  add(clubId: number, profileId: number, owner: StreamOwner, sink: StreamSink): EventSubscriber {
    const subscriber = new EventSubscriber(
      clubId,
      profileId,
      owner,
      sink,
      () => this.repository.unreadCount(profileId),
      this.log,
      (closed) => this.remove(closed),
    );
    let club = this.byClub.get(clubId);
    if (!club) this.byClub.set(clubId, (club = new Set()));
    club.add(subscriber);
    this.perProfile.set(profileId, (this.perProfile.get(profileId) ?? 0) + 1);
    this.size += 1;
    this.pingTimer ??= setInterval(() => this.pingAll(), this.limits.pingMs).unref();
    this.standingTimer ??= setInterval(() => void this.checkStanding(), this.limits.standingMs).unref();
    const read = ++this.mailboxReads;
    void this.repository
      .mailboxesOf([profileId])
      .then((mailboxes) => subscriber.setMailboxes(mailboxes.get(profileId) ?? [], read))
      .catch((error: unknown) => this.log.warn({ err: error }, 'mailboxes of an event stream not read'))
      .finally(() => {
        subscriber.ready = true;
        subscriber.push({ type: 'state', threadHash: null });
      });
    return subscriber;
  }

  /** A change published by any process. */
  deliver(change: MessagingChange): void {
    const club = this.byClub.get(change.clubId);
    if (!club) return;
    const profileIds = new Set(change.profileIds);
    for (const subscriber of club) {
      if (subscriber.ready && subscriber.concerns(profileIds, change.mailboxIds)) {
        subscriber.push({ type: change.type, threadHash: change.threadHash });
      }
    }
  }

  /** Someone joined or left a mailbox: reload every open stream's mailboxes (one query, batched). */
  membershipChanged(): void {
    if (this.membershipTimer || this.size === 0) return;
    this.membershipTimer = setTimeout(() => {
      this.membershipTimer = null;
      void this.reloadMemberships();
    }, MEMBERSHIP_RELOAD_DELAY_MS);
    this.membershipTimer.unref();
  }

  /** Notifications may have been missed (the listener reconnected): every stream gets its count again. */
  resync(): void {
    for (const club of this.byClub.values()) {
      for (const subscriber of club) if (subscriber.ready) subscriber.push({ type: 'state', threadHash: null });
    }
    this.membershipChanged();
  }

  /**
   * Ends every stream (shutdown): each gets a final `ended` event with reason `shutdown` and a
   * short `retry:`, so its client reconnects at once, through the proxy, to another process.
   */
  closeAll(): void {
    for (const club of [...this.byClub.values()]) for (const subscriber of [...club]) subscriber.end('shutdown');
    if (this.membershipTimer) clearTimeout(this.membershipTimer);
    this.membershipTimer = null;
  }

  private remove(subscriber: EventSubscriber): void {
    const club = this.byClub.get(subscriber.clubId);
    if (!club?.delete(subscriber)) return;
    if (club.size === 0) this.byClub.delete(subscriber.clubId);
    const count = (this.perProfile.get(subscriber.profileId) ?? 1) - 1;
    if (count > 0) this.perProfile.set(subscriber.profileId, count);
    else this.perProfile.delete(subscriber.profileId);
    this.size -= 1;
    if (this.size === 0 && this.pingTimer) {
      clearInterval(this.pingTimer);
      this.pingTimer = null;
    }
    if (this.size === 0 && this.standingTimer) {
      clearInterval(this.standingTimer);
      this.standingTimer = null;
    }
  }

  private pingAll(): void {
    for (const club of [...this.byClub.values()]) for (const subscriber of [...club]) subscriber.ping();
  }

  /** Ends the streams whose profile no longer stands for its owner, or whose person logged out. */
  private async checkStanding(): Promise<void> {
    const subscribers = [...this.byClub.values()].flatMap((club) => [...club]);
    if (subscribers.length === 0) return;
    try {
      const { owners, signedIn, liveSessions } = await this.repository.standing(
        [...new Set(subscribers.map((s) => s.profileId))],
        [...new Set(subscribers.map((s) => s.owner.sessionUserId))],
        [...new Set(subscribers.flatMap((s) => (s.owner.sessionId ? [s.owner.sessionId] : [])))],
      );
      for (const subscriber of subscribers) {
        const { userId, sessionUserId, sessionId } = subscriber.owner;
        const sessionStands = sessionId ? liveSessions.has(sessionId) : signedIn.has(sessionUserId);
        if (owners.get(subscriber.profileId) !== userId) subscriber.end('profile');
        else if (!sessionStands) subscriber.end('session');
      }
    } catch (error) {
      // Database unreachable: checked again at the next tick; nothing is sent meanwhile anyway.
      this.log.warn({ err: error }, 'standing of the event streams not checked');
    }
  }

  private async reloadMemberships(): Promise<void> {
    const subscribers = [...this.byClub.values()].flatMap((club) => [...club]);
    const read = ++this.mailboxReads;
    try {
      const mailboxes = await this.repository.mailboxesOf([...new Set(subscribers.map((s) => s.profileId))]);
      for (const subscriber of subscribers) {
        const changed = subscriber.setMailboxes(mailboxes.get(subscriber.profileId) ?? [], read);
        // A mailbox joined or left changes what the badge counts.
        if (changed && subscriber.ready) subscriber.push({ type: 'state', threadHash: null });
      }
    } catch (error) {
      this.log.warn({ err: error }, 'mailboxes of the event streams not reloaded');
    }
  }
}
