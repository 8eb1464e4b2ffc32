import { UnitOfWork } from '../../lib/data/unit-of-work';
import { bookingsRepositories } from '../../features/bookings/bookings.data';
import type { TestApp } from '../test-app';
import type { ClubFixture } from './clubs';
import { uniqueName } from './unique';

export type BookingSetupFixture = {
  calendarHash: string;
  linkHash: string;
  policyHash: string;
  exceptionHash: string;
  bookingHash: string;
  feedToken: string;
};

/**
 * A club's booking set-up written through the bookings repositories: one calendar open every day
 * 08:00–22:00, a price rule, a closed day, a public link and a confirmed booking a week ahead.
 */
export async function createBookingSetup(t: TestApp, club: ClubFixture): Promise<BookingSetupFixture> {
  const unit = new UnitOfWork(t.db, t.app.changes, bookingsRepositories);
  return unit.write([], async (repos) => {
    const calendar = await repos.calendars.insert({
      clubId: club.id,
      name: uniqueName('Court'),
      sport: 'padel',
      colour: '#1c7ed6',
      slotMinutes: [60, 90],
    });
    await repos.calendars.replaceOpeningRules(
      club.id,
      calendar.id,
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt: 480, closesAt: 1320 })),
    );
    const policy = await repos.pricingPolicies.insert({
      clubId: club.id,
      name: 'Factory',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      startsAt: 0,
      endsAt: 1440,
      memberPrice: 1000,
      guestPrice: 1500,
    });
    const exception = await repos.calendars.insertException({ clubId: club.id, calendarId: null, day: '2030-01-01', label: 'New year' });
    const link = await repos.linkGroups.insert({ clubId: club.id, name: 'Factory link', calendarIds: [calendar.id] });
    const start = new Date(Math.ceil((Date.now() + 7 * 86_400_000) / 3_600_000) * 3_600_000);
    const booking = await repos.bookings.insert({
      clubId: club.id,
      calendarId: calendar.id,
      linkGroupId: link.id,
      status: 'confirmed',
      bookerEmail: 'factory-booker@example.org',
      bookerName: 'Factory booker',
      startAt: start,
      endAt: new Date(start.getTime() + 3_600_000),
    });
    return {
      calendarHash: calendar.publicId,
      linkHash: link.publicId,
      policyHash: policy.publicId,
      exceptionHash: exception.publicId,
      bookingHash: booking.publicId,
      feedToken: calendar.feedToken,
    };
  });
}
