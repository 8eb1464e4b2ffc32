import {
  AgendaSchema,
  BOOKING_SERIES_MAX,
  type Agenda,
  type AgendaCreateResult,
  type Booking,
  type BookingToken,
  type CreateAgendaBookingBody,
  type UpdateAgendaBookingBody,
} from '@tribuna/contract';
import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import { isExclusionViolation } from '../../lib/db-errors';
import { errors } from '../../lib/errors';
import { jsonBody } from '../../lib/http';
import type { CardPayments } from '../../lib/payments/card-payments';
import type { BookingsReadCache } from './bookings-read-cache';
import { cancelForClub } from './booking-refunds';
import { UNLIMITED_MAIL, type MailAllowance } from '../../lib/rate-limit/mail-budget';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { inClub } from '../../lib/data/unit-of-work';
import { BOOKING_TABLES } from './booking-tables';
import type { BookingsData, BookingsRepositories } from './bookings.data';
import { BOOKING_TOKEN_TTL_SECONDS, type BookingTokens } from './booking-token';
import { notifyBooker, viewBooking } from './booking-view';
import type { BookingRow } from './booking-rows';
import { presentAgendaBooking, presentCalendar } from './bookings.presenter';
import { daysFrom, localInstant } from './engine/local-time';
import { quote } from './engine/pricing';
import { busyTimesOf, clubTimeZoneOf, loadSchedule } from './schedule';
import { calendarInBody } from './setup-rules';

/** The occurrences of a weekly series: the same local time each week (so 19:00 stays 19:00 after a clock change). */
function weeklyStarts(first: Date, zone: string, until: string | undefined): Date[] {
  const start = DateTime.fromJSDate(first, { zone });
  if (!until) return [first];
  const starts: Date[] = [];
  for (let week = 0; ; week++) {
    const next = start.plus({ weeks: week });
    if (next.toISODate()! > until) break;
    if (starts.length >= BOOKING_SERIES_MAX) throw errors.validation([{ field: 'repeatWeeklyUntil', code: 'seriesTooLong' }]);
    starts.push(next.toJSDate());
  }
  return starts;
}

/**
 * The manager's agenda (issue 13 part 6): every calendar side by side, bookings made for people,
 * blocks, weekly series with their clashes listed first, moves and cancellations. A manager may
 * book outside opening hours; overlaps are still refused by the database.
 */
export class AgendaService {
  constructor(
    private readonly data: BookingsData,
    private readonly tokens: BookingTokens,
    private readonly appUrl: string,
    private readonly cache: BookingsReadCache | null = null,
    /** The club's card provider: a card-paid booking the club cancels gets all its money back. */
    private readonly cards: CardPayments | null = null,
  ) {}

  /** `agenda` serialized, from the read cache when it can (the route sends it as is). */
  agendaBody(ctx: ClubRequestContext, from: string, dayCount: number): Promise<string> {
    const load = async () => jsonBody(AgendaSchema, await this.agenda(ctx, from, dayCount));
    return this.cache ? this.cache.body(`agenda|${ctx.club.id}|${from}|${dayCount}`, load, ctx.club.id) : load();
  }

  async agenda(ctx: ClubRequestContext, from: string, dayCount: number): Promise<Agenda> {
    const repos = this.data.read;
    const calendars = await repos.calendars.list(ctx.club.id);
    const zone = clubTimeZoneOf(calendars);
    const days = daysFrom(from, dayCount);
    const rules = await repos.calendars.openingRules(
      ctx.club.id,
      calendars.map((row) => row.id),
    );
    const rows = await repos.bookings.inRange(ctx.club.id, localInstant(from, 0, zone), localInstant(days.at(-1)!, 1440, zone));
    const byId = new Map(calendars.map((row) => [row.id, row]));
    return {
      from,
      days,
      timeZone: zone,
      calendars: calendars.map((row) => {
        const { hash, name, sport, colour, slotMinutes, openingHours } = presentCalendar(row, rules, this.appUrl);
        return { hash, name, sport, colour, slotMinutes, openingHours };
      }),
      bookings: rows.filter((row) => row.status !== 'cancelled').map((row) => presentAgendaBooking(row, byId.get(row.calendarId)!)),
    };
  }

  /** `allowMail` spends the e-mail caps of the confirmations sent to the typed address (issue 20). */
  async create(
    ctx: ClubRequestContext,
    body: CreateAgendaBookingBody,
    allowMail: MailAllowance = UNLIMITED_MAIL,
  ): Promise<AgendaCreateResult> {
    const calendar = await calendarInBody(this.data.read, ctx.club.id, body.calendarHash);
    const kind = body.kind ?? 'booking';
    const starts = weeklyStarts(new Date(body.startAt), calendar.timeZone, body.repeatWeeklyUntil);
    const occurrences = starts.map((startAt) => ({ startAt, endAt: new Date(startAt.getTime() + body.minutes * 60_000) }));
    const busy = await busyTimesOf(this.data.read, ctx.club.id, [calendar.id], occurrences[0]!.startAt, occurrences.at(-1)!.endAt);
    const clashes = (o: { startAt: Date; endAt: Date }) => busy.some((b) => b.startAt < o.endAt && o.startAt < b.endAt);
    const iso = (o: { startAt: Date; endAt: Date }) => ({ startAt: o.startAt.toISOString(), endAt: o.endAt.toISOString() });
    if (body.dryRun) {
      return {
        created: [],
        conflicts: occurrences.filter(clashes).map((o) => ({ ...iso(o), reason: 'slotTaken' })),
        planned: occurrences.filter((o) => !clashes(o)).map(iso),
      };
    }
    const email = body.bookerEmail?.toLowerCase() ?? null;
    // One confirmation per occurrence that can be made, spent before anything is written.
    if (email && kind === 'booking') await allowMail(email, occurrences.filter((o) => !clashes(o)).length);
    const member = email ? await this.data.read.directory.memberByEmail(ctx.club.id, email) : undefined;
    const schedule = await loadSchedule(this.data.read, ctx.club.id, [calendar], []);
    const seriesId = occurrences.length > 1 ? randomUUID() : null;
    const created: Booking[] = [];
    const conflicts: AgendaCreateResult['conflicts'] = [];
    // One transaction per occurrence: a clash skips that week only, the rest of the series stands.
    for (const occurrence of occurrences) {
      const amount =
        kind === 'block'
          ? 0
          : (body.amount ??
            quote(
              schedule.policies,
              { calendarId: calendar.id, startAt: occurrence.startAt, minutes: body.minutes, timeZone: calendar.timeZone },
              member ? 'member' : 'guest',
            ).amount);
      try {
        created.push(
          await this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
            const row = await repos.bookings.insert({
              clubId: ctx.club.id,
              calendarId: calendar.id,
              kind,
              status: 'confirmed',
              bookerEmail: kind === 'block' ? null : email,
              bookerName: kind === 'block' ? null : (body.bookerName ?? null),
              profileId: member?.id ?? null,
              priceKind: body.amount === undefined && kind === 'booking' ? (member ? 'member' : 'guest') : 'manual',
              description: body.description ?? '',
              notes: body.notes ?? '',
              startAt: occurrence.startAt,
              endAt: occurrence.endAt,
              amount,
              seriesId,
            });
            await repos.audit.record(ctx, { action: `booking.${kind}.created`, target: row.publicId });
            await notifyBooker(repos, row, this.appUrl, this.tokens);
            return viewBooking(repos, row, this.appUrl);
          }),
        );
      } catch (error) {
        if (!isExclusionViolation(error)) throw error;
        conflicts.push({ ...iso(occurrence), reason: 'slotTaken' });
      }
    }
    return { created, conflicts, planned: [] };
  }

  /** Moves a booking (calendar, start, length) or edits its texts; an overlap is 409 and nothing moves. */
  async update(
    ctx: ClubRequestContext,
    bookingHash: string,
    body: UpdateAgendaBookingBody,
    allowMail: MailAllowance = UNLIMITED_MAIL,
  ): Promise<Booking> {
    // A move e-mails the booker again: the caps are spent before the write (outside its transaction).
    const before = await this.bookingOf(this.data.read, ctx, bookingHash);
    const moves = body.startAt !== undefined || body.minutes !== undefined || body.calendarHash !== undefined;
    if (moves && before.kind === 'booking' && before.bookerEmail && before.status === 'confirmed') await allowMail(before.bookerEmail, 1);
    try {
      return await this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
        const row = await this.bookingOf(repos, ctx, bookingHash);
        if (row.status === 'cancelled') throw errors.conflict('bookingNotActive');
        const calendar = body.calendarHash ? await calendarInBody(repos, ctx.club.id, body.calendarHash) : undefined;
        const startAt = body.startAt ? new Date(body.startAt) : row.startAt;
        const minutes = body.minutes ?? Math.round((row.endAt.getTime() - row.startAt.getTime()) / 60_000);
        const moved = await repos.bookings.update(row.clubId, row.id, {
          ...(calendar ? { calendarId: calendar.id } : {}),
          startAt,
          endAt: new Date(startAt.getTime() + minutes * 60_000),
          ...(body.description === undefined ? {} : { description: body.description }),
          ...(body.notes === undefined ? {} : { notes: body.notes }),
        });
        await repos.audit.record(ctx, { action: 'booking.moved', target: bookingHash, metadata: { fields: Object.keys(body) } });
        const changedTime = moved.startAt.getTime() !== row.startAt.getTime() || moved.endAt.getTime() !== row.endAt.getTime();
        if (changedTime || moved.calendarId !== row.calendarId) await notifyBooker(repos, moved, this.appUrl, this.tokens);
        return viewBooking(repos, moved, this.appUrl);
      });
    } catch (error) {
      if (isExclusionViolation(error)) throw errors.conflict('slotTaken');
      throw error;
    }
  }

  /**
   * The club cancels: no fee, and a card payment goes back whole first (409 paymentUnavailable
   * and nothing changes when the provider refuses). The row is locked (`bookingOf`), so a second
   * cancellation waits and then finds it cancelled: one refund.
   */
  async cancel(ctx: ClubRequestContext, bookingHash: string): Promise<Booking> {
    return this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const row = await this.bookingOf(repos, ctx, bookingHash);
      if (row.status === 'cancelled') throw errors.conflict('bookingNotActive');
      const cancelled = await cancelForClub(repos, this.cards, row, new Date());
      await repos.audit.record(ctx, { action: 'booking.cancelled', target: bookingHash });
      await notifyBooker(repos, cancelled, this.appUrl, this.tokens);
      return viewBooking(repos, cancelled, this.appUrl);
    });
  }

  /** Spec 7's booking token for the caller's profile in the club (its e-mail, else the account's). */
  async bookingToken(ctx: ClubRequestContext): Promise<BookingToken> {
    const repos = this.data.read;
    const profileId = ctx.viewer.profileIds[0];
    const profile = profileId === undefined ? undefined : await repos.directory.profile(ctx.club.id, profileId);
    const email = (profile?.email ?? (await repos.directory.accountEmail(ctx.viewer.userId)) ?? '').toLowerCase();
    // An admin without a profile here, or a person without any e-mail: nothing to vouch for.
    if (!profile || !email) throw errors.notFound();
    const name = `${profile.name} ${profile.surname}`.trim();
    const token = await this.tokens.sign({ clubHash: ctx.club.publicId, profileId: profile.id, email, name });
    return { token, tokenTtl: BOOKING_TOKEN_TTL_SECONDS, email, name };
  }

  private async bookingOf(repos: BookingsRepositories, ctx: ClubRequestContext, bookingHash: string): Promise<BookingRow> {
    const row = await repos.bookings.inClub(ctx.club.id, bookingHash);
    if (!row) throw errors.notFound();
    return row;
  }
}
