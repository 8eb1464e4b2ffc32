import type { Feature } from '../../lib/feature/feature';
import { BOOKINGS_RULES } from './bookings.policy';
import { BOOKINGS_RATE_RULES } from './bookings.rate-limits';
import { AccountBookingsRepository, type BookingsAccount } from './account-bookings.repository';
import { bookingsRepositories } from './bookings.data';
import { bookingsJobs } from './bookings-jobs';
import { bookingsRoutes } from './bookings.routes';
import { BookingPaymentHandler } from './booking-payment-handler';
import { BookingTokens } from './booking-token';
import { bookingsClock } from '../../lib/bookings-clock';
import { seedDemoBookings } from './seed/bookings-seed';
import { BOOKINGS_TEMPLATES } from './templates/bookings-templates';
import { BOOKING_TABLES } from './booking-tables';

export type { BookingsAccount };

/** What bookings offer other features (the member's home): an account's coming bookings and the club's open links. */
export type BookingsPublic = {
  comingBookings(
    clubId: number,
    account: BookingsAccount,
    now: Date,
    limit: number,
  ): ReturnType<AccountBookingsRepository['comingBookings']>;
  openLinks(clubId: number): ReturnType<AccountBookingsRepository['openLinks']>;
};

/** Bookings: calendars, the manager's agenda, public booking links and calendar feeds. */
export const bookingsFeature: Feature<'bookings'> = {
  name: 'bookings',
  outboxTemplates: BOOKINGS_TEMPLATES,
  watchedTables: BOOKING_TABLES,
  rules: BOOKINGS_RULES,
  rateLimits: BOOKINGS_RATE_RULES,
  // Courts, prices, links and bookings (issue 13); after the portal's seed (it adds a portal link).
  seed: ({ db }) => seedDemoBookings(db),
  jobs: bookingsJobs,
  provides({ db }) {
    const account = new AccountBookingsRepository(db);
    return {
      comingBookings: (clubId, who, now, limit) => account.comingBookings(clubId, who, now, limit),
      openLinks: (clubId) => account.openLinks(clubId),
    };
  },
  // The ledger's outcomes for bookings' payments (card checkouts) come back here.
  paymentPurposes: {
    booking: (ctx) =>
      new BookingPaymentHandler(
        ctx.units(bookingsRepositories),
        { tokens: new BookingTokens(ctx.config.jwtSecret), appUrl: ctx.config.appUrl, now: bookingsClock(ctx.config) },
        ctx.log,
      ),
  },
  async routes(api, ctx) {
    const { config, limiter, changes } = ctx;
    const data = ctx.units(bookingsRepositories);
    // Card payments go through the payments feature; its webhook reaches bookings through `paymentPurposes`.
    const payments = ctx.use('payments');
    await api.register(bookingsRoutes, { data, config, limiter, changes, cardPayments: payments.cards, ledger: payments });
  },
};
