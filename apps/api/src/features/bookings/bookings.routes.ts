import { BOOKINGS_ROUTES as BOOKINGS, PUBLIC_BOOKINGS_ROUTES as PUBLIC } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ResolvedConfig } from '../../config';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { sendJsonBody } from '../../lib/http';
import type { CardPayments } from '../../lib/payments/card-payments';
import { BookingsReadCache } from './bookings-read-cache';
import { bookingsClock } from '../../lib/bookings-clock';
import { mailAllowance } from '../../lib/rate-limit/mail-budget';
import { enforce, type RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { BOOKINGS_RATE_RULES } from './bookings.rate-limits';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { BookingsData } from './bookings.data';
import { AgendaService } from './agenda.service';
import { BookingTokens } from './booking-token';
import { CalendarSetupService } from './calendar-setup.service';
import { LinkSetupService } from './link-setup.service';
import { PricingSetupService } from './pricing-setup.service';
import { notifyBooker } from './booking-view';
import { CalendarRemovalService } from './calendar-removal';
import { ConnectedCalendarsService, FEED_REFRESH_LIMITS } from './connected-calendars.service';
import { feedReader } from './feed-reader';
import { BookingPaymentReturns } from './booking-payment-returns';
import { PublicBookingPageService } from './public-booking-page.service';
import { PublicBookingService } from './public-booking.service';
import { PublicIcsService } from './public-ics.service';
import type { PublicBookingDeps } from './public-link';
import { PublicSlotsService } from './public-slots.service';

const ICS = 'text/calendar; charset=utf-8';

/** Bookings (issue 13): the manager's set-up and agenda, the public links, status pages and feeds. */
type BookingsRoutesOptions = {
  data: BookingsData;
  config: ResolvedConfig;
  limiter: RateLimiter;
  changes: ChangeFeed;
  /** The club's card provider, when the platform has one (the shop's Stripe Connect). */
  cardPayments: CardPayments | null;
  /** The payments ledger (records the test provider's payments). */
  ledger: PublicBookingDeps['ledger'];
};

export const bookingsRoutes: FastifyPluginAsync<BookingsRoutesOptions> = async (
  scope,
  { data, config, limiter, changes, cardPayments, ledger },
) => {
  const app = scope as ApiScope;
  const tokens = new BookingTokens(config.jwtSecret);
  // Loopback feeds only for tests that serve one (EXTERNAL_FEEDS_ALLOW_LOOPBACK); never elsewhere inside the network.
  const feedPolicy = { allowLoopback: config.externalFeedsAllowLoopback };
  const calendarSetup = new CalendarSetupService(data, config.appUrl, feedPolicy);
  const pricingSetup = new PricingSetupService(data);
  const linkSetup = new LinkSetupService(data);
  const cache = new BookingsReadCache(changes);
  const agenda = new AgendaService(data, tokens, config.appUrl, cache, cardPayments);
  const removal = new CalendarRemovalService(data, (repos, row) => notifyBooker(repos, row, config.appUrl, tokens), cardPayments);
  const connected = new ConnectedCalendarsService(data, config.appUrl, feedReader(feedPolicy), FEED_REFRESH_LIMITS, scope.log);
  const now = bookingsClock(config);
  const publicDeps: PublicBookingDeps = {
    tokens,
    appUrl: config.appUrl,
    testProvider: config.paymentsTestProvider,
    now,
    cache,
    cards: cardPayments,
    ledger,
  };
  const slots = new PublicSlotsService(data, publicDeps);
  const bookings = new PublicBookingService(data, publicDeps);
  const page = new PublicBookingPageService(data, publicDeps);
  const payments = new BookingPaymentReturns(data, publicDeps);
  const calendarFiles = new PublicIcsService(data, publicDeps);

  registerRoute(app, BOOKINGS.calendars, ({ ctx, request }) => calendarSetup.calendars(ctx, request.url));
  registerRoute(app, BOOKINGS.createCalendar, ({ ctx, body }) => calendarSetup.createCalendar(ctx, body));
  registerRoute(app, BOOKINGS.updateCalendar, ({ ctx, params, body }) => calendarSetup.updateCalendar(ctx, params.calendarHash, body));
  registerRoute(app, BOOKINGS.removeCalendar, ({ ctx, params }) => removal.remove(ctx, params.calendarHash).then(() => null));
  registerRoute(app, BOOKINGS.rotateFeed, ({ ctx, params }) => calendarSetup.rotateFeed(ctx, params.calendarHash));
  registerRoute(app, BOOKINGS.refreshExternalFeed, async ({ ctx, params, reply }) => {
    enforce(reply, await limiter.hit(BOOKINGS_RATE_RULES.feedReadsPerClub, `club:${ctx.club.id}`));
    return connected.refreshOne(ctx, params.calendarHash);
  });
  registerRoute(app, BOOKINGS.exceptions, ({ ctx, query, request }) => calendarSetup.exceptions(ctx, request.url, query.from));
  registerRoute(app, BOOKINGS.createException, ({ ctx, body }) => calendarSetup.createException(ctx, body));
  registerRoute(app, BOOKINGS.removeException, ({ ctx, params }) =>
    calendarSetup.removeException(ctx, params.exceptionHash).then(() => null),
  );
  registerRoute(app, BOOKINGS.pricingPolicies, ({ ctx, request }) => pricingSetup.policies(ctx, request.url));
  registerRoute(app, BOOKINGS.createPricingPolicy, ({ ctx, body }) => pricingSetup.createPolicy(ctx, body));
  registerRoute(app, BOOKINGS.updatePricingPolicy, ({ ctx, params, body }) => pricingSetup.updatePolicy(ctx, params.policyHash, body));
  registerRoute(app, BOOKINGS.removePricingPolicy, ({ ctx, params }) => pricingSetup.removePolicy(ctx, params.policyHash).then(() => null));
  registerRoute(app, BOOKINGS.linkGroups, ({ ctx, request }) => linkSetup.links(ctx, request.url));
  registerRoute(app, BOOKINGS.createLinkGroup, ({ ctx, body }) => linkSetup.createLink(ctx, body));
  registerRoute(app, BOOKINGS.updateLinkGroup, ({ ctx, params, body }) => linkSetup.updateLink(ctx, params.linkGroupHash, body));
  registerRoute(app, BOOKINGS.removeLinkGroup, ({ ctx, params }) => linkSetup.removeLink(ctx, params.linkGroupHash).then(() => null));
  registerRoute(app, BOOKINGS.agenda, async ({ ctx, query, reply }) =>
    sendJsonBody(reply, await agenda.agendaBody(ctx, query.from, query.days)),
  );
  // Bookings made or moved here e-mail an address the manager typed: the e-mail caps apply.
  registerRoute(app, BOOKINGS.createAgendaBooking, ({ ctx, body, reply }) =>
    agenda.create(ctx, body, mailAllowance(limiter, reply, ctx.club)),
  );
  registerRoute(app, BOOKINGS.updateAgendaBooking, ({ ctx, params, body, reply }) =>
    agenda.update(ctx, params.bookingHash, body, mailAllowance(limiter, reply, ctx.club)),
  );
  registerRoute(app, BOOKINGS.cancelAgendaBooking, ({ ctx, params }) => agenda.cancel(ctx, params.bookingHash));
  registerRoute(app, BOOKINGS.bookingToken, ({ ctx }) => agenda.bookingToken(ctx));

  registerRoute(app, PUBLIC.link, ({ params }) => slots.link(params.linkHash));
  registerRoute(app, PUBLIC.slots, async ({ params, query, reply }) => sendJsonBody(reply, await slots.slotsBody(params.linkHash, query)));
  registerRoute(app, PUBLIC.days, async ({ params, query, reply }) => sendJsonBody(reply, await slots.daysBody(params.linkHash, query)));
  registerRoute(app, PUBLIC.book, async ({ ctx, params, body, reply }) => {
    // Every request spends its address's budget; only a booking made spends the (e-mail, address)
    // pair's, so a stranger typing someone's e-mail cannot lock them out (decision 0005).
    enforce(reply, await limiter.hit(BOOKINGS_RATE_RULES.bookingsPerAddress, ctx.ip));
    const booker = `email:${body.email.toLowerCase()}|ip:${ctx.ip}`;
    return limiter.limitAccepted(reply, [[BOOKINGS_RATE_RULES.bookingsPerBooker, booker]], () => bookings.book(params.linkHash, body));
  });
  registerRoute(app, PUBLIC.read, ({ params, reply }) => {
    // The hash is the only key: never stored by shared caches, never sent on as a referrer.
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return page.read(params.bookingHash);
  });
  registerRoute(app, PUBLIC.cancel, ({ params }) => page.cancel(params.bookingHash));
  registerRoute(app, PUBLIC.payWithTestProvider, ({ params }) => payments.payWithTestProvider(params.bookingHash, `test-${randomUUID()}`));
  registerRoute(
    app,
    PUBLIC.ics,
    async ({ params, reply }) =>
      reply
        .header('content-type', ICS)
        .header('content-disposition', 'attachment; filename="booking.ics"')
        .header('cache-control', 'no-store')
        .send(await calendarFiles.ics(params.bookingHash)),
    { produces: [ICS] },
  );
  registerRoute(
    app,
    PUBLIC.feed,
    async ({ params, reply }) =>
      reply
        .header('content-type', ICS)
        .header('cache-control', 'private, max-age=300')
        .send(await calendarFiles.feed(params.feedToken)),
    { produces: [ICS] },
  );
};
