import type { Feature } from '../../lib/feature/feature';
import { ClubNewsRepository, type ClubNewsItem } from './club-news.repository';
import { communicationsRepositories } from './communications.data';
import { COMMUNICATIONS_RULES } from './communications.policy';
import { communicationsRoutes } from './communications.routes';
import { CONTACT_RATE_RULES } from './contact/contact.rate-limits';
import { contactRoutes } from './contact/contact.routes';
import { createMessagingEvents, messagingEventsRoutes, type LiveMessagingEvents } from './events';
import { messagingJobs } from './jobs/messaging-jobs';
import { MessagingReadCache } from './messaging-read-cache';
import { seedDemoMessaging } from './seed/messaging-seed';
import { MESSAGING_TEMPLATES } from './templates/messaging-templates';
import { CONTACT_TEMPLATES } from './contact/templates/contact-templates';

/** What messaging offers: its live events and the per-profile read cache they keep true. */
export type CommunicationsPublic = {
  events: LiveMessagingEvents;
  readCache: MessagingReadCache;
  /** The club's latest messages from its mailboxes to some of its people (a member's home). */
  clubNews(clubId: number, profileIds: readonly number[], limit: number): Promise<ClubNewsItem[]>;
};

export type { ClubNewsItem };

/** Messaging: threads, messages, attachments, live events, and the clubs' contact form. */
export const communicationsFeature: Feature<'communications'> = {
  name: 'communications',
  outboxTemplates: [...MESSAGING_TEMPLATES, ...CONTACT_TEMPLATES],
  rules: COMMUNICATIONS_RULES,
  rateLimits: CONTACT_RATE_RULES,
  jobs: messagingJobs,
  // Messages need the people, teams and mailboxes of the base seed; left out with the people.
  async seed({ db, people }) {
    if (people) await seedDemoMessaging(db);
  },
  provides({ db, database, changes, log }) {
    // Lists and badges of messaging follow the messaging changes (messaging-read-cache.ts).
    const readCache = new MessagingReadCache(changes);
    // New messages and read-state changes reach open tabs at once, in every API process
    // (LISTEN/NOTIFY); the events plugin closes the streams and the listener with the app.
    const events = createMessagingEvents({
      db,
      listen: database.listen,
      logger: log,
      observer: {
        change: (change) => readCache.apply(change),
        membershipChanged: () => readCache.clearAll(),
        live: (live) => readCache.setLive(live),
      },
    });
    const news = new ClubNewsRepository(db);
    return { events, readCache, clubNews: (clubId, profileIds, limit) => news.latest(clubId, profileIds, limit) };
  },
  async routes(api, ctx) {
    const { config, limiter, log } = ctx;
    const data = ctx.units(communicationsRepositories);
    const { events, readCache } = ctx.use('communications');
    await api.register(communicationsRoutes, { data, events, readCache, files: ctx.files, teams: ctx.use('teams') });
    await api.register(messagingEventsRoutes, { events });
    await api.register(contactRoutes, { data, config, events, limiter });
    // Listen from the start (not only once a stream opens): the read cache needs the changes.
    events.listening().catch((error: unknown) => log.warn({ err: error }, 'messaging events not heard; read cache off'));
  },
};
