import type { Feature } from '../../lib/feature/feature';
import { BOOKINGS_RULES } from './bookings.policy';
import { bookingsRoutes } from './bookings.routes';
import { seedDemoBookings } from './seed/bookings-seed';

/** Bookings: calendars, the manager's agenda, public booking links and calendar feeds. */
export const bookingsFeature: Feature<'bookings'> = {
  name: 'bookings',
  rules: BOOKINGS_RULES,
  // Courts, prices, links and bookings (issue 13); after the portal's seed (it adds a portal link).
  seed: ({ db }) => seedDemoBookings(db),
  async routes(api, ctx) {
    const { data, config, limiter, changes } = ctx;
    // Card payments go through the shop's provider; bookings hear its webhook through it.
    const { cardPayments, paymentReturns } = ctx.use('commerce');
    await api.register(bookingsRoutes, { data, config, limiter, changes, cardPayments, paymentReturns });
  },
};
