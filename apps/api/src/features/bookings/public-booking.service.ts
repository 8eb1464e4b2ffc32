import {
  BOOKING_PAYMENT_HOLD_MINUTES,
  FreeDayListSchema,
  FreeSlotListSchema,
  type Booking,
  type FieldErrorCode,
  type FreeSlot,
  type PublicBookingBody,
  type PublicLink,
} from '@tribuna/contract';
import { isExclusionViolation } from '../../lib/db-errors';
import { errors } from '../../lib/errors';
import { jsonBody } from '../../lib/http';
import { wholeCollection } from '../../lib/hydra';
import type { CardPayments, PaymentReturns } from '../../lib/payments/card-payments';
import type { BookingsReadCache } from './bookings-read-cache';
import { BOOKING_TABLES } from './booking-tables';
import type { Data, Repositories } from '../../repositories';
import { bookingReference, refundCard } from './booking-refunds';
import type { BookingTokens } from './booking-token';
import { notifyBooker, viewBooking } from './booking-view';
import type { BookingRow, CalendarRow, LinkRow } from './bookings.repository';
import { freeSlots } from './engine/availability';
import { dayBefore, daysFrom, localInstant, localToday, localWeekOf } from './engine/local-time';
import { quote, quoteLocal, type PriceKind } from './engine/pricing';
import { bookingIcs, calendarFeedIcs } from './ics';
import { clubTimeZoneOf, loadSchedule, type Schedule } from './schedule';

export type Clock = () => Date;

/** A refused booking: 400 with the reason on the field, or 409 when someone else took the slot. */
const refuse = (code: FieldErrorCode, field = 'startAt') => errors.validation([{ field, code }]);

/**
 * The public side of bookings (issue 13 part 5): a link's free slots with their prices, booking
 * one, the status page, cancelling within the link's rules, the .ics, and the calendars' feeds.
 * "No double booking, ever" is the database's exclusion constraint; everything checked here
 * (window, notice, hours, weekly cap) is checked again inside the transaction that inserts.
 */
export type PublicBookingOptions = {
  tokens: BookingTokens;
  appUrl: string;
  /** The built-in test provider takes payments (off in production unless set). */
  testProvider: boolean;
  now?: Clock;
  cache?: BookingsReadCache | null;
  /** The club's card provider (Stripe Connect) when the platform has one. */
  cards?: CardPayments | null;
};

/** A card checkout lives at least 30 minutes at Stripe: the slot is held a little longer. */
const CARD_HOLD_MINUTES = 31;

/**
 * The address of a public free-slots answer, from the values it depends on rather than the
 * request's spelling: the answer is cached by those values, so one cached body fits every spelling.
 */
function canonicalUrl(linkHash: string, list: 'slots' | 'days', query: { from: string; days: number; calendarHash?: string }): string {
  const params = new URLSearchParams({ from: query.from, days: String(query.days) });
  if (query.calendarHash) params.set('calendarHash', query.calendarHash);
  return `/api/booking-links/${linkHash}/${list}?${params.toString()}`;
}

export class PublicBookingService {
  private readonly tokens: BookingTokens;
  private readonly appUrl: string;
  private readonly testProvider: boolean;
  private readonly now: Clock;
  private readonly cache: BookingsReadCache | null;
  private readonly cards: CardPayments | null;

  constructor(
    private readonly data: Data,
    options: PublicBookingOptions,
  ) {
    this.tokens = options.tokens;
    this.appUrl = options.appUrl;
    this.testProvider = options.testProvider;
    this.now = options.now ?? (() => new Date());
    this.cache = options.cache ?? null;
    this.cards = options.cards ?? null;
  }

  async link(linkHash: string): Promise<PublicLink> {
    const repos = this.data.read;
    const { link, calendars } = await this.openLink(repos, linkHash);
    const club = await repos.bookings.club(link.clubId);
    const zone = clubTimeZoneOf(calendars);
    const today = localToday(this.now(), zone);
    return {
      hash: link.publicId,
      name: link.name,
      club: { hash: club.publicId, name: club.name, shortname: club.shortname },
      calendars: calendars.map((row) => ({
        hash: row.publicId,
        name: row.name,
        sport: row.sport,
        colour: row.colour,
        slotMinutes: row.slotMinutes,
        capacity: row.capacity,
      })),
      timeZone: zone,
      today,
      lastDay: daysFrom(today, link.windowDays + 1).at(-1)!,
      minNoticeMinutes: link.minNoticeMinutes,
      maxPerWeek: link.maxPerWeek,
      audience: link.audience as PublicLink['audience'],
      paymentRequired: link.paymentRequired,
      freeCancelHours: link.freeCancelHours,
      lateCancelFeePercent: link.lateCancelFeePercent,
      currency: 'EUR',
    };
  }

  /** `slots` serialized, from the read cache when it can (the route sends it as is). */
  slotsBody(linkHash: string, query: { from: string; days: number; calendarHash?: string }): Promise<string> {
    const load = async () => {
      const { days, slots } = await this.slots(linkHash, query);
      return jsonBody(FreeSlotListSchema, { ...wholeCollection(canonicalUrl(linkHash, 'slots', query), slots), days });
    };
    if (!this.cache) return load();
    // The cache's keys carry the minute: a slot leaves the list as its notice runs out.
    return this.cache.body(`slots|${linkHash}|${query.from}|${query.days}|${query.calendarHash ?? ''}`, load);
  }

  /** Free slots per day (count and lowest prices), serialized, from the read cache when it can. */
  daysBody(linkHash: string, query: { from: string; days: number; calendarHash?: string }): Promise<string> {
    const load = async () => {
      const { days, slots } = await this.slots(linkHash, query);
      const byDay = new Map(
        days.map((day) => [day, { day, freeSlots: 0, memberFrom: null as number | null, guestFrom: null as number | null }]),
      );
      const zone = await this.zoneOf(linkHash);
      for (const slot of slots) {
        const entry = byDay.get(localToday(new Date(slot.startAt), zone));
        if (!entry) continue;
        entry.freeSlots += 1;
        entry.memberFrom = Math.min(entry.memberFrom ?? Infinity, slot.memberPrice);
        entry.guestFrom = Math.min(entry.guestFrom ?? Infinity, slot.guestPrice);
      }
      return jsonBody(FreeDayListSchema, wholeCollection(canonicalUrl(linkHash, 'days', query), [...byDay.values()]));
    };
    return this.cache ? this.cache.body(`days|${linkHash}|${query.from}|${query.days}|${query.calendarHash ?? ''}`, load) : load();
  }

  private async zoneOf(linkHash: string): Promise<string> {
    return clubTimeZoneOf((await this.openLink(this.data.read, linkHash)).calendars);
  }

  /** Free slots of the link's calendars for `days` local days from `from`, within the link's window. */
  async slots(
    linkHash: string,
    query: { from: string; days: number; calendarHash?: string },
  ): Promise<{ days: string[]; slots: FreeSlot[] }> {
    const repos = this.data.read;
    const { link, calendars } = await this.openLink(repos, linkHash);
    const chosen = query.calendarHash ? calendars.filter((row) => row.publicId === query.calendarHash) : calendars;
    if (!chosen.length) throw errors.notFound();
    const days = daysFrom(query.from, query.days);
    const schedule = await loadSchedule(repos, link.clubId, chosen, days);
    const { earliest, latest } = this.window(link, chosen);
    const slots = chosen.flatMap((calendar) =>
      freeSlots({ calendar, days, ...schedule.of(calendar.id), earliest, latest }).map((slot) => ({
        calendarHash: calendar.publicId,
        startAt: slot.startAt.toISOString(),
        endAt: slot.endAt.toISOString(),
        minutes: slot.minutes,
        memberPrice: quoteLocal(schedule.policies, slot, 'member').amount,
        guestPrice: quoteLocal(schedule.policies, slot, 'guest').amount,
      })),
    );
    slots.sort((a, b) => (a.startAt < b.startAt ? -1 : a.startAt > b.startAt ? 1 : 0));
    return { days, slots };
  }

  async book(linkHash: string, body: PublicBookingBody): Promise<Booking> {
    const { link, calendars } = await this.openLink(this.data.read, linkHash);
    const calendar = calendars.find((row) => row.publicId === body.calendarHash);
    if (!calendar) throw refuse('unknownCalendar', 'calendarHash');
    const club = await this.data.read.bookings.club(link.clubId);
    const identity = body.bookingToken ? await this.tokens.verify(body.bookingToken, club.publicId) : null;
    if (link.audience === 'members' && !identity) throw refuse('membersOnly', 'bookingToken');
    const kind: PriceKind = identity ? 'member' : 'guest';
    const email = (identity?.email ?? body.email).toLowerCase();
    const startAt = new Date(body.startAt);
    const endAt = new Date(startAt.getTime() + body.minutes * 60_000);
    this.checkTiming(link, calendar, startAt);
    const card = link.paymentRequired && this.cards ? await this.cards.available(link.clubId) : false;

    let booked: { row: BookingRow; view: Booking };
    try {
      booked = await this.data.write(BOOKING_TABLES, async (repos) => {
        await this.checkOpen(repos, link, calendar, startAt, body.minutes);
        await this.checkWeeklyCap(repos, link, calendar, email, startAt);
        const schedule = await loadSchedule(repos, link.clubId, [calendar], []);
        const price = quote(
          schedule.policies,
          { calendarId: calendar.id, startAt, minutes: body.minutes, timeZone: calendar.timeZone },
          kind,
        );
        const pending = link.paymentRequired && price.amount > 0;
        if (pending && !card && !this.testProvider) throw errors.conflict('paymentUnavailable');
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
          holdUntil: pending ? new Date(this.now().getTime() + holdMinutes * 60_000) : null,
          paymentProvider: pending ? (card ? 'card' : 'test') : null,
        });
        await notifyBooker(repos, row, this.appUrl, this.tokens);
        return { row, view: await viewBooking(repos, row, this.appUrl, this.now()) };
      });
    } catch (error) {
      if (isExclusionViolation(error)) throw errors.conflict('slotTaken');
      throw error;
    }
    return booked.row.paymentProvider === 'card' ? this.openCardCheckout(booked.row, booked.view, club.locale) : booked.view;
  }

  /**
   * The club's card checkout for a new pending booking, after its commit (no transaction waits
   * on the network). If the provider cannot open one, the slot is let go at once: 409.
   */
  private async openCardCheckout(row: BookingRow, booking: Booking, locale: string): Promise<Booking> {
    const page = `${this.appUrl}/bookings/${booking.hash}`;
    try {
      const session = await this.cards!.open({
        clubId: row.clubId,
        reference: bookingReference(booking.hash),
        title: `${booking.calendarName} · ${booking.startAt.slice(0, 16).replace('T', ' ')} UTC`,
        email: row.bookerEmail ?? '',
        locale: locale.slice(0, 2),
        amount: row.amount,
        currency: row.currency,
        successUrl: page,
        cancelUrl: page,
        expiresAt: new Date(row.holdUntil!.getTime() - 60_000),
      });
      return await this.data.write(BOOKING_TABLES, async (repos) => {
        // The session is kept apart too: only its events may confirm or release the booking.
        const updated = await repos.bookings.update(row.id, {
          paymentUrl: session.url,
          paymentReference: session.sessionId,
          checkoutSessionId: session.sessionId,
        });
        return viewBooking(repos, updated, this.appUrl, this.now());
      });
    } catch {
      await this.data.write(BOOKING_TABLES, (repos) =>
        repos.bookings.update(row.id, { status: 'cancelled', cancelledAt: this.now(), cancelFee: 0 }),
      );
      throw errors.conflict('paymentUnavailable');
    }
  }

  /**
   * The card provider's answers for bookings (`booking:<hash>`): a payment confirms a booking still
   * pending (its slot is still its own: nobody else could take it meanwhile); one for a booking
   * no longer waiting is given back. A failed or expired checkout lets the slot go.
   */
  paymentReturns(): PaymentReturns {
    const hashOf = (reference: string) => reference.slice('booking:'.length);
    return {
      prefix: 'booking',
      claim: async (reference) => {
        const row = await this.data.read.bookings.byHash(hashOf(reference));
        if (!row || row.kind !== 'booking' || row.paymentProvider !== 'card') return null;
        // Bookings opened before migration 0025 kept their session only in payment_reference.
        const sessionId = row.checkoutSessionId ?? row.paymentReference;
        return { clubId: row.clubId, sessionId, amount: row.amount, currency: row.currency };
      },
      paid: (reference, paymentIntentId) =>
        this.data.write(BOOKING_TABLES, async (repos) => {
          const row = await repos.bookings.lockByHash(hashOf(reference));
          if (!row) return { kept: true };
          if (row.status === 'confirmed' && row.paymentIntentId === paymentIntentId) return { kept: true };
          if (row.status !== 'pending' || row.paymentProvider !== 'card') return { kept: false, clubId: row.clubId };
          const confirmed = await repos.bookings.update(row.id, {
            status: 'confirmed',
            holdUntil: null,
            paymentIntentId,
            paymentUrl: null,
          });
          await notifyBooker(repos, confirmed, this.appUrl, this.tokens);
          return { kept: true };
        }),
      failed: async (reference) => {
        await this.data.write(BOOKING_TABLES, async (repos) => {
          const row = await repos.bookings.lockByHash(hashOf(reference));
          if (row?.status === 'pending')
            await repos.bookings.update(row.id, { status: 'cancelled', cancelledAt: this.now(), cancelFee: 0 });
        });
      },
    };
  }

  async read(bookingHash: string): Promise<Booking> {
    const row = await this.data.read.bookings.byHash(bookingHash);
    if (!row || row.kind !== 'booking') throw errors.notFound();
    return viewBooking(this.data.read, row, this.appUrl, this.now());
  }

  /**
   * Cancels within the link's rules; a late cancellation with a fee keeps the fee. A booking paid
   * by card gets the rest back through the provider first, under the booking's lock: a second
   * cancellation waits, then finds it cancelled (409 bookingNotActive), so the money goes back once.
   */
  async cancel(bookingHash: string): Promise<Booking> {
    return this.data.write(BOOKING_TABLES, async (repos) => {
      const row = await repos.bookings.lockByHash(bookingHash);
      if (!row || row.kind !== 'booking') throw errors.notFound();
      const terms = (await viewBooking(repos, row, this.appUrl, this.now())).cancellation;
      if (!terms.allowed) throw errors.conflict(terms.reason as FieldErrorCode);
      const fee = row.status === 'pending' ? 0 : terms.fee;
      await refundCard(this.cards, row, row.amount - fee);
      const cancelled = await repos.bookings.update(row.id, { status: 'cancelled', cancelledAt: this.now(), cancelFee: fee });
      await notifyBooker(repos, cancelled, this.appUrl, this.tokens);
      return viewBooking(repos, cancelled, this.appUrl, this.now());
    });
  }

  /** The test provider's "pay" button: a pending booking still holding its slot becomes confirmed. */
  async payWithTestProvider(bookingHash: string, reference: string): Promise<Booking> {
    if (!this.testProvider) throw errors.notFound();
    return this.data.write(BOOKING_TABLES, async (repos) => {
      const row = await repos.bookings.lockByHash(bookingHash);
      if (!row || row.kind !== 'booking') throw errors.notFound();
      if (row.status === 'confirmed' && row.paymentReference) return viewBooking(repos, row, this.appUrl, this.now());
      if (row.status !== 'pending' || row.paymentProvider !== 'test' || !row.holdUntil || row.holdUntil <= this.now()) {
        throw errors.conflict('bookingNotPending');
      }
      const confirmed = await repos.bookings.update(row.id, { status: 'confirmed', holdUntil: null, paymentReference: reference });
      await notifyBooker(repos, confirmed, this.appUrl, this.tokens);
      return viewBooking(repos, confirmed, this.appUrl, this.now());
    });
  }

  async ics(bookingHash: string): Promise<string> {
    const repos = this.data.read;
    const row = await repos.bookings.byHash(bookingHash);
    if (!row || row.kind !== 'booking') throw errors.notFound();
    const club = await repos.bookings.club(row.clubId);
    const calendar = await repos.bookings.calendarById(row.calendarId);
    return bookingIcs({
      booking: row,
      calendar,
      clubName: club.name,
      uid: this.tokens.eventUid(row.id),
      url: `${this.appUrl}/bookings/${row.publicId}`,
    });
  }

  async feed(feedToken: string): Promise<string> {
    const repos = this.data.read;
    const calendar = await repos.bookings.calendarByFeedToken(feedToken);
    if (!calendar) throw errors.notFound();
    const club = await repos.bookings.club(calendar.clubId);
    const since = new Date(this.now().getTime() - 30 * 86_400_000);
    const rows = await repos.bookings.calendarBookingsSince(calendar.id, since);
    return calendarFeedIcs(calendar, club.name, rows, (booking) => this.tokens.eventUid(booking.id));
  }

  // Rules --------------------------------------------------------------------------------------

  private async openLink(repos: Repositories, linkHash: string): Promise<{ link: LinkRow; calendars: CalendarRow[] }> {
    const link = await repos.bookings.publicLink(linkHash);
    if (!link || !link.enabled || !(await repos.catalogue.hasFeature(link.clubId, 'bookings'))) throw errors.notFound();
    const all = await repos.bookings.calendars(link.clubId);
    const calendars = all.filter((row) => link.calendarIds.includes(row.id));
    if (!calendars.length) throw errors.notFound();
    return { link, calendars };
  }

  /** [now + notice, end of the window's last local day). */
  private window(link: LinkRow, calendars: readonly CalendarRow[]) {
    const now = this.now();
    const zone = clubTimeZoneOf(calendars);
    const lastDay = daysFrom(localToday(now, zone), link.windowDays + 2).at(-1)!;
    return { earliest: new Date(now.getTime() + link.minNoticeMinutes * 60_000), latest: localInstant(lastDay, 0, zone) };
  }

  private checkTiming(link: LinkRow, calendar: CalendarRow, startAt: Date) {
    const now = this.now();
    if (startAt <= now) throw refuse('slotInPast');
    const { earliest, latest } = this.window(link, [calendar]);
    if (startAt < earliest) throw refuse('tooLittleNotice');
    if (startAt >= latest) throw refuse('beyondBookingWindow');
  }

  /** Open then, for this length, on the step grid — and not busy (else slotTaken, like the constraint). */
  private async checkOpen(repos: Repositories, link: LinkRow, calendar: CalendarRow, startAt: Date, minutes: number) {
    if (!calendar.slotMinutes.includes(minutes)) throw refuse('outsideAvailability', 'minutes');
    const day = localToday(startAt, calendar.timeZone);
    // The day before too: a band open past midnight belongs to the day it started.
    const days = [dayBefore(day), day];
    const schedule: Schedule = await loadSchedule(repos, link.clubId, [calendar], days);
    const { earliest, latest } = this.window(link, [calendar]);
    const free = freeSlots({ calendar, days, ...schedule.of(calendar.id), busy: [], earliest, latest, minutes });
    if (!free.some((slot) => slot.startAt.getTime() === startAt.getTime())) throw refuse('outsideAvailability');
    const endAt = new Date(startAt.getTime() + minutes * 60_000);
    const busy = await repos.bookings.busy([calendar.id], startAt, endAt);
    if (busy.length) throw errors.conflict('slotTaken');
  }

  private async checkWeeklyCap(repos: Repositories, link: LinkRow, calendar: CalendarRow, email: string, startAt: Date) {
    if (link.maxPerWeek === null) return;
    // One booker's bookings take turns, so parallel requests cannot all pass the count.
    await repos.bookings.lockBooker(link.clubId, email);
    const week = localWeekOf(startAt, calendar.timeZone);
    const count = await repos.bookings.countForBooker(link.clubId, email, link.calendarIds, week.start, week.end);
    if (count >= link.maxPerWeek) throw refuse('weeklyLimitReached', 'email');
  }
}
