import type { Feature } from '../../lib/feature/feature';
import { BOOKINGS_RULES } from './bookings.policy';
import { bookingsRepositories } from './bookings.data';
import { bookingsRoutes } from './bookings.routes';
import { BookingPaymentHandler } from './booking-payment-handler';
import { BookingTokens } from './booking-token';
import { bookingsClock } from '../../lib/bookings-clock';
import { seedDemoBookings } from './seed/bookings-seed';

/** Bookings: calendars, the manager's agenda, public booking links and calendar feeds. */
export const bookingsFeature: Feature<'bookings'> = {
  name: 'bookings',
  rules: BOOKINGS_RULES,
  // Courts, prices, links and bookings (issue 13); after the portal's seed (it adds a portal link).
  seed: ({ db }) => seedDemoBookings(db),
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
    const cardPayments = ctx.use('payments').cards;
    await api.register(bookingsRoutes, { data, config, limiter, changes, cardPayments });
  },
};
