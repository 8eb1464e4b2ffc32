import { BOOKING_PAYMENT_HOLD_MINUTES, type Booking, type PublicBookingBody } from '@tribuna/contract';
import { isExclusionViolation } from '../../lib/db-errors';
import { errors } from '../../lib/errors';
import type { BookingsData, BookingsRepositories } from './bookings.data';
import { BookingCheckout, CARD_HOLD_MINUTES } from './booking-checkout';
import { inClub } from '../../lib/data/unit-of-work';
import { BOOKING_TABLES } from './booking-tables';
import { notifyBooker, viewBooking } from './booking-view';
import type { BookingRow, CalendarRow, LinkRow } from './booking-rows';
import { freeSlots } from './engine/availability';
import { dayBefore, localToday, localWeekOf } from './engine/local-time';
import { quote, type PriceKind } from './engine/pricing';
import { bookingWindow, openLink, refuse, type PublicBookingDeps } from './public-link';
import { busyTimesOf, loadSchedule } from './schedule';

/**
 * Booking a slot of a public link (issue 13 part 5). "No double booking, ever" is the database's
 * exclusion constraint; everything checked here (window, notice, hours, weekly cap) is checked
 * again inside the transaction that inserts.
 */
export class PublicBookingService {
  private readonly checkout: BookingCheckout;

  constructor(
    private readonly data: BookingsData,
    private readonly deps: PublicBookingDeps,
  ) {
    this.checkout = new BookingCheckout(data, deps);
  }

  async book(linkHash: string, body: PublicBookingBody): Promise<Booking> {
    const { tokens, appUrl, testProvider, now, cards } = this.deps;
    const { link, calendars } = await openLink(this.data.read, linkHash);
    const calendar = calendars.find((row) => row.publicId === body.calendarHash);
    if (!calendar) throw refuse('unknownCalendar', 'calendarHash');
    const club = await this.data.read.directory.club(link.clubId);
    const identity = body.bookingToken ? await tokens.verify(body.bookingToken, club.publicId) : null;
    if (link.audience === 'members' && !identity) throw refuse('membersOnly', 'bookingToken');
    const kind: PriceKind = identity ? 'member' : 'guest';
    const email = (identity?.email ?? body.email).toLowerCase();
    const startAt = new Date(body.startAt);
    const endAt = new Date(startAt.getTime() + body.minutes * 60_000);
    this.checkTiming(link, calendar, startAt);
    const card = link.paymentRequired && cards ? await cards.available(link.clubId) : false;

    let booked: { row: BookingRow; view: Booking };
    try {
      booked = await this.data.write(inClub(link.clubId, BOOKING_TABLES), async (repos) => {
        await this.checkOpen(repos, link, calendar, startAt, body.minutes);
        await this.checkWeeklyCap(repos, link, calendar, email, startAt);
        const schedule = await loadSchedule(repos, link.clubId, [calendar], []);
        const price = quote(
          schedule.policies,
          { calendarId: calendar.id, startAt, minutes: body.minutes, timeZone: calendar.timeZone },
          kind,
        );
        const pending = link.paymentRequired && price.amount > 0;
        if (pending && !card && !testProvider) throw errors.conflict('paymentUnavailable');
        const holdMinutes = card ? CARD_HOLD_MINUTES : BOOKING_PAYMENT_HOLD_MINUTES;
        const row = await repos.bookings.insert({
          clubId: link.clubId,
          calendarId: calendar.id,
          linkGroupId: link.id,
          kind: 'booking',
          status: pending ? 'pending' : 'confirmed',
          bookerEmail: email,
          bookerName: identity?.name || body.name,
          profileId: identity?.profileId ?? null,
          priceKind: kind,
          description: link.name,
          notes: body.notes ?? '',
          startAt,
          endAt,
          amount: price.amount,
          units: 1,
          holdUntil: pending ? new Date(now().getTime() + holdMinutes * 60_000) : null,
          paymentProvider: pending ? (card ? 'card' : 'test') : null,
        });
        await notifyBooker(repos, row, appUrl, tokens);
        return { row, view: await viewBooking(repos, row, appUrl, now()) };
      });
    } catch (error) {
      if (isExclusionViolation(error)) throw errors.conflict('slotTaken');
      throw error;
    }
    return booked.row.paymentProvider === 'card' ? this.checkout.open(booked.row, booked.view, club.locale) : booked.view;
  }

  // Rules --------------------------------------------------------------------------------------

  private checkTiming(link: LinkRow, calendar: CalendarRow, startAt: Date) {
    const now = this.deps.now();
    if (startAt <= now) throw refuse('slotInPast');
    const { earliest, latest } = bookingWindow(link, [calendar], now);
    if (startAt < earliest) throw refuse('tooLittleNotice');
    if (startAt >= latest) throw refuse('beyondBookingWindow');
  }

  /** Open then, for this length, on the step grid — and not busy (else slotTaken, like the constraint). */
  private async checkOpen(repos: BookingsRepositories, link: LinkRow, calendar: CalendarRow, startAt: Date, minutes: number) {
    if (!calendar.slotMinutes.includes(minutes)) throw refuse('outsideAvailability', 'minutes');
    const day = localToday(startAt, calendar.timeZone);
    // The day before too: a band open past midnight belongs to the day it started.
    const days = [dayBefore(day), day];
    const schedule = await loadSchedule(repos, link.clubId, [calendar], days);
    const { earliest, latest } = bookingWindow(link, [calendar], this.deps.now());
    const free = freeSlots({ calendar, days, ...schedule.of(calendar.id), busy: [], earliest, latest, minutes });
    if (!free.some((slot) => slot.startAt.getTime() === startAt.getTime())) throw refuse('outsideAvailability');
    const endAt = new Date(startAt.getTime() + minutes * 60_000);
    const busy = await busyTimesOf(repos, link.clubId, [calendar.id], startAt, endAt);
    if (busy.length) throw errors.conflict('slotTaken');
  }

  private async checkWeeklyCap(repos: BookingsRepositories, link: LinkRow, calendar: CalendarRow, email: string, startAt: Date) {
    if (link.maxPerWeek === null) return;
    // One booker's bookings take turns, so parallel requests cannot all pass the count.
    await repos.bookings.lockBooker(link.clubId, email);
    const week = localWeekOf(startAt, calendar.timeZone);
    const count = await repos.bookings.countForBooker(link.clubId, email, link.calendarIds, week.start, week.end);
    if (count >= link.maxPerWeek) throw refuse('weeklyLimitReached', 'email');
  }
}
