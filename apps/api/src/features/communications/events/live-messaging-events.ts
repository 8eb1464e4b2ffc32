import type { Database, Db } from '../../../db/client';
import type { StopListening } from '../../../db/listen';
import { CHANGES_CHANNEL, parseChange } from '../../../lib/cache/change-feed';
import { DEFAULT_HUB_LIMITS, MessagingEventHub, type HubLimits } from './event-hub';
import type { MessagingChange, MessagingEvents } from './messaging-events';
import { MessagingEventsRepository } from './messaging-events.repository';
import { decodeChange, encodeChange, MESSAGING_CHANNEL } from './messaging-notify';

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type MessagingEventsOptions = {
  db: Db;
  /** `database.listen` (db/client.ts): node-postgres or PGlite, a connection of its own per channel. */
  listen: Database['listen'];
  logger: Logger;
  limits?: Partial<HubLimits>;
  /**
   * Told of every change (this process's at once, others' as heard), of mailbox membership
   * changes and of whether the channel is heard: the messaging read cache follows them.
   */
  observer?: MessagingObserver;
};

export type MessagingObserver = {
  change(change: MessagingChange): void;
  membershipChanged(): void;
  live(live: boolean): void;
};

/** Messaging events that reach the open streams of every API process. */
export type LiveMessagingEvents = MessagingEvents & {
  readonly hub: MessagingEventHub;
  readonly repository: MessagingEventsRepository;
  /** Resolves once this process LISTENs (started by the first stream, kept until close). */
  listening(): Promise<void>;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
};

/**
 * `publish` sends a change as `pg_notify('tribuna_messaging', json)` (split when large); every
 * process LISTENs on that channel and hands what it hears to its hub. A second LISTEN on the read
 * caches' channel tells when mailbox_profiles changed, so streams know their mailboxes. A process
 * only listens once a stream opens there: publishing needs no listener.
 */
export function createMessagingEvents({ db, listen, logger, limits, observer }: MessagingEventsOptions): LiveMessagingEvents {
  const repository = new MessagingEventsRepository(db);
  const hub = new MessagingEventHub(repository, logger, { ...DEFAULT_HUB_LIMITS, ...limits });
  let started: Promise<StopListening[]> | null = null;
  let closed = false;
  let lost = false;

  const start = async (): Promise<StopListening[]> => {
    const stopMessages = await listen(MESSAGING_CHANNEL, {
      notify: (payload) => {
        const change = decodeChange(payload);
        if (change) {
          observer?.change(change);
          hub.deliver(change);
        } else logger.warn({ channel: MESSAGING_CHANNEL }, 'malformed messaging notification ignored');
      },
      connected: () => {
        // After a loss, changes may have been missed meanwhile: every stream reads its count again.
        if (lost) hub.resync();
        lost = false;
        observer?.live(true);
        logger.info({ channel: MESSAGING_CHANNEL }, 'messaging events listening');
      },
      disconnected: (error) => {
        lost = true;
        observer?.live(false);
        logger.warn({ err: error }, 'messaging events not heard until the listener is back; clients poll meanwhile');
      },
    });
    const stopChanges = await listen(CHANGES_CHANNEL, {
      notify: (payload) => {
        // 'mailbox_profiles:<clubId>' since migration 0032: the table is what matters here.
        const table = parseChange(payload).topic;
        if (table === 'mailbox_profiles') hub.membershipChanged();
        if (table === 'mailbox_profiles' || table === 'mailboxes') observer?.membershipChanged();
      },
      connected: () => {
        hub.membershipChanged();
        observer?.membershipChanged();
      },
      disconnected: () => undefined,
    });
    return [stopMessages, stopChanges];
  };

  return {
    hub,
    repository,
    async publish(change: MessagingChange) {
      // This process sees its own write at once; the others when the notification arrives.
      observer?.change(change);
      try {
        await repository.notify(MESSAGING_CHANNEL, encodeChange(change));
      } catch (error) {
        // Never fails the write that already committed: the badge's polling catches up.
        logger.warn({ err: error, clubId: change.clubId }, 'messaging change not published');
      }
    },
    async listening() {
      if (closed) throw new Error('messaging events are closed');
      started ??= start().catch((error: unknown) => {
        started = null; // the next stream tries again
        throw error;
      });
      await started;
    },
    async close() {
      closed = true;
      observer?.live(false);
      hub.closeAll();
      const stops = await started?.catch(() => []);
      for (const stop of stops ?? []) await stop();
    },
  };
}
