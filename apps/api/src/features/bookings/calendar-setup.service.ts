import {
  BOOKING_CALENDARS_MAX,
  type BookingCalendar,
  type BookingException,
  type CreateBookingCalendarBody,
  type CreateBookingExceptionBody,
  type HydraCollection,
  type UpdateBookingCalendarBody,
} from '@tribuna/contract';
import { inClub } from '../../lib/data/unit-of-work';
import { errors } from '../../lib/errors';
import { wholeCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { CalendarRow } from './booking-rows';
import { BOOKING_TABLES } from './booking-tables';
import type { BookingsData, BookingsRepositories } from './bookings.data';
import { minuteOf, presentCalendar, presentException } from './bookings.presenter';
import { newFeedToken } from './calendars.repository';
import { localToday } from './engine/local-time';
import { checkFeedAddressToSave, type FeedAddressPolicy, type ResolveHost } from './feed-address';
import { bandsOf, calendarInBody, calendarOf, checkBand, checkZone, idMaps } from './setup-rules';

const DEFAULT_SLOTS = [60, 90];
const PALETTE = ['#1c7ed6', '#2f9e44', '#e8590c', '#9c36b5', '#c2255c', '#0c8599', '#5c940d', '#f08c00'];

/**
 * A club's calendars in its booking set-up (issue 13 parts 1–2): courts and rooms with their
 * weekly hours and private feed, and the closed days and special hours. Access is declared on the
 * routes (`bookings.manage`, feature `bookings`); what a hash names must be the club's (setup-rules).
 */
export class CalendarSetupService {
  constructor(
    private readonly data: BookingsData,
    private readonly appUrl: string,
    private readonly feedPolicy: FeedAddressPolicy,
    private readonly resolveHost?: ResolveHost,
  ) {}

  async calendars(ctx: ClubRequestContext, url: string): Promise<HydraCollection<BookingCalendar>> {
    const repos = this.data.read;
    const rows = await repos.calendars.list(ctx.club.id);
    const rules = await repos.calendars.openingRules(
      ctx.club.id,
      rows.map((row) => row.id),
    );
    return wholeCollection(
      url,
      rows.map((row) => presentCalendar(row, rules, this.appUrl)),
    );
  }

  async createCalendar(ctx: ClubRequestContext, body: CreateBookingCalendarBody): Promise<BookingCalendar> {
    checkZone(body.timeZone);
    const bands = bandsOf(body.openingHours ?? []);
    return this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const existing = await repos.calendars.list(ctx.club.id);
      if (existing.length >= BOOKING_CALENDARS_MAX) throw errors.validation([{ field: 'name', code: 'tooLarge' }]);
      const row = await repos.calendars.insert({
        clubId: ctx.club.id,
        name: body.name,
        sport: body.sport,
        colour: body.colour ?? PALETTE[existing.length % PALETTE.length]!,
        slotMinutes: [...new Set(body.slotMinutes ?? DEFAULT_SLOTS)].sort((a, b) => a - b),
        capacity: body.capacity ?? 4,
        timeZone: body.timeZone ?? 'Europe/Madrid',
        position: existing.length,
      });
      await repos.calendars.replaceOpeningRules(row.clubId, row.id, bands);
      await repos.audit.record(ctx, { action: 'booking.calendar.created', target: row.publicId, metadata: { name: row.name } });
      return this.presentOne(repos, row);
    });
  }

  async updateCalendar(ctx: ClubRequestContext, calendarHash: string, body: UpdateBookingCalendarBody): Promise<BookingCalendar> {
    checkZone(body.timeZone);
    const bands = body.openingHours === undefined ? undefined : bandsOf(body.openingHours);
    if (body.externalFeedUrl) await this.checkExternalFeed(body.externalFeedUrl);
    return this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const row = await calendarOf(repos, ctx.club.id, calendarHash);
      const { openingHours: _hours, slotMinutes, externalFeedUrl, ...rest } = body;
      const values = {
        ...rest,
        ...(slotMinutes === undefined ? {} : { slotMinutes: [...new Set(slotMinutes)].sort((a, b) => a - b) }),
        ...(externalFeedUrl === undefined ? {} : { externalFeedUrl, externalFeedError: null, externalFeedCheckedAt: null }),
      };
      const updated = Object.keys(values).length ? await repos.calendars.update(row.clubId, row.id, values) : row;
      if (externalFeedUrl === null) await repos.busyTimes.replace(row.clubId, row.id, []);
      if (bands) await repos.calendars.replaceOpeningRules(row.clubId, row.id, bands);
      await repos.audit.record(ctx, { action: 'booking.calendar.updated', target: calendarHash, metadata: { fields: Object.keys(body) } });
      return this.presentOne(repos, updated);
    });
  }

  async rotateFeed(ctx: ClubRequestContext, calendarHash: string): Promise<BookingCalendar> {
    return this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const row = await calendarOf(repos, ctx.club.id, calendarHash);
      const updated = await repos.calendars.update(row.clubId, row.id, { feedToken: newFeedToken() });
      await repos.audit.record(ctx, { action: 'booking.calendar.feed-rotated', target: calendarHash });
      return this.presentOne(repos, updated);
    });
  }

  // Exceptions ---------------------------------------------------------------------------------

  async exceptions(ctx: ClubRequestContext, url: string, from?: string): Promise<HydraCollection<BookingException>> {
    const repos = this.data.read;
    const ids = await idMaps(repos, ctx.club.id);
    const rows = await repos.calendars.exceptions(ctx.club.id, from ?? localToday(new Date(), 'Europe/Madrid'));
    return wholeCollection(
      url,
      rows.map((row) => presentException(row, ids)),
    );
  }

  async createException(ctx: ClubRequestContext, body: CreateBookingExceptionBody): Promise<BookingException> {
    const hasOpen = body.opensAt != null;
    if (hasOpen !== (body.closesAt != null)) throw errors.validation([{ field: hasOpen ? 'closesAt' : 'opensAt', code: 'required' }]);
    checkBand(body.opensAt ?? undefined, body.closesAt ?? undefined, 'closesAt');
    return this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const calendar = body.calendarHash ? await calendarInBody(repos, ctx.club.id, body.calendarHash, 'calendarHash') : null;
      const row = await repos.calendars.insertException({
        clubId: ctx.club.id,
        calendarId: calendar?.id ?? null,
        day: body.day,
        label: body.label,
        opensAt: body.opensAt ? minuteOf(body.opensAt) : null,
        closesAt: body.closesAt ? minuteOf(body.closesAt) : null,
      });
      await repos.audit.record(ctx, { action: 'booking.exception.created', target: row.publicId, metadata: { day: row.day } });
      return presentException(row, await idMaps(repos, ctx.club.id));
    });
  }

  async removeException(ctx: ClubRequestContext, exceptionHash: string): Promise<void> {
    await this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      if (!(await repos.calendars.removeException(ctx.club.id, exceptionHash))) throw errors.notFound();
      await repos.audit.record(ctx, { action: 'booking.exception.removed', target: exceptionHash });
    });
  }

  /** An external feed must be a public http(s) address (issue 20): never one inside the network. */
  private async checkExternalFeed(url: string) {
    try {
      await checkFeedAddressToSave(url, this.feedPolicy, this.resolveHost);
    } catch {
      throw errors.validation([{ field: 'externalFeedUrl', code: 'feedAddressRefused' }]);
    }
  }

  private async presentOne(repos: BookingsRepositories, row: CalendarRow): Promise<BookingCalendar> {
    return presentCalendar(row, await repos.calendars.openingRules(row.clubId, [row.id]), this.appUrl);
  }
}
