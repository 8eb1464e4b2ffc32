import {
  BOOKING_CALENDARS_MAX,
  type BookingCalendar,
  type BookingException,
  type CreateBookingCalendarBody,
  type CreateBookingExceptionBody,
  type CreateLinkGroupBody,
  type CreatePricingPolicyBody,
  type HydraCollection,
  type LinkGroup,
  type OpeningBand,
  type PricingPolicy,
  type UpdateBookingCalendarBody,
  type UpdateLinkGroupBody,
  type UpdatePricingPolicyBody,
} from '@tribuna/contract';
import { errors, type FieldProblem } from '../../lib/errors';
import { wholeCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { inClub } from '../../lib/data/unit-of-work';
import { BOOKING_TABLES } from './booking-tables';
import type { BookingsData, BookingsRepositories } from './bookings.data';
import type { CalendarRow } from './booking-rows';
import { newFeedToken } from './calendars.repository';
import { minuteOf, presentCalendar, presentException, presentLink, presentPolicy, type IdMaps } from './bookings.presenter';
import { isValidZone, localToday } from './engine/local-time';
import { checkFeedAddressToSave, type FeedAddressPolicy, type ResolveHost } from './feed-address';

const DEFAULT_SLOTS = [60, 90];
const PALETTE = ['#1c7ed6', '#2f9e44', '#e8590c', '#9c36b5', '#c2255c', '#0c8599', '#5c940d', '#f08c00'];

/** Weekly bands as minutes; a band must close after it opens. */
function bandsOf(hours: readonly OpeningBand[], field = 'openingHours') {
  const problems: FieldProblem[] = [];
  const bands = hours.map((band, index) => {
    const value = { weekday: band.weekday, opensAt: minuteOf(band.opensAt), closesAt: minuteOf(band.closesAt) };
    if (value.closesAt <= value.opensAt) problems.push({ field: `${field}[${index}].closesAt`, code: 'opensBeforeCloses' });
    return value;
  });
  if (problems.length) throw errors.validation(problems);
  return bands;
}

function checkZone(zone: string | undefined) {
  if (zone !== undefined && !isValidZone(zone)) throw errors.validation([{ field: 'timeZone', code: 'invalidTimeZone' }]);
}

function checkBand(startsAt: string | undefined, endsAt: string | undefined, field = 'endsAt') {
  if (startsAt !== undefined && endsAt !== undefined && minuteOf(endsAt) <= minuteOf(startsAt)) {
    throw errors.validation([{ field, code: 'opensBeforeCloses' }]);
  }
}

/**
 * A club's booking set-up (issue 13 parts 1–4): calendars with their weekly hours, closed days
 * and special hours, price rules and public links. Access is declared on the routes
 * (`bookings.manage`, feature `bookings`); here stay the object checks: everything named by a
 * hash must be the club's, else 404 (a path) or 400 unknownCalendar (a body).
 */
export class BookingSetupService {
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
      const row = await this.calendarOf(repos, ctx, calendarHash);
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
      const row = await this.calendarOf(repos, ctx, calendarHash);
      const updated = await repos.calendars.update(row.clubId, row.id, { feedToken: newFeedToken() });
      await repos.audit.record(ctx, { action: 'booking.calendar.feed-rotated', target: calendarHash });
      return this.presentOne(repos, updated);
    });
  }

  // Exceptions ---------------------------------------------------------------------------------

  async exceptions(ctx: ClubRequestContext, url: string, from?: string): Promise<HydraCollection<BookingException>> {
    const repos = this.data.read;
    const ids = await this.idMaps(repos, ctx.club.id);
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
      const calendar = body.calendarHash ? await this.calendarInBody(repos, ctx, body.calendarHash, 'calendarHash') : null;
      const row = await repos.calendars.insertException({
        clubId: ctx.club.id,
        calendarId: calendar?.id ?? null,
        day: body.day,
        label: body.label,
        opensAt: body.opensAt ? minuteOf(body.opensAt) : null,
        closesAt: body.closesAt ? minuteOf(body.closesAt) : null,
      });
      await repos.audit.record(ctx, { action: 'booking.exception.created', target: row.publicId, metadata: { day: row.day } });
      return presentException(row, await this.idMaps(repos, ctx.club.id));
    });
  }

  async removeException(ctx: ClubRequestContext, exceptionHash: string): Promise<void> {
    await this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      if (!(await repos.calendars.removeException(ctx.club.id, exceptionHash))) throw errors.notFound();
      await repos.audit.record(ctx, { action: 'booking.exception.removed', target: exceptionHash });
    });
  }

  // Pricing ------------------------------------------------------------------------------------

  async policies(ctx: ClubRequestContext, url: string): Promise<HydraCollection<PricingPolicy>> {
    const repos = this.data.read;
    const ids = await this.idMaps(repos, ctx.club.id);
    const rows = await repos.pricingPolicies.list(ctx.club.id);
    return wholeCollection(
      url,
      rows.map((row) => presentPolicy(row, ids)),
    );
  }

  async createPolicy(ctx: ClubRequestContext, body: CreatePricingPolicyBody): Promise<PricingPolicy> {
    checkBand(body.startsAt, body.endsAt);
    this.checkValidity(body.validFrom, body.validUntil);
    return this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const calendarIds = await this.calendarIdsInBody(repos, ctx, body.calendarHashes ?? []);
      const row = await repos.pricingPolicies.insert({
        clubId: ctx.club.id,
        name: body.name,
        calendarIds,
        weekdays: [...new Set(body.weekdays)].sort(),
        startsAt: minuteOf(body.startsAt),
        endsAt: minuteOf(body.endsAt),
        durationMinutes: body.durationMinutes ?? null,
        memberPrice: body.memberPrice,
        guestPrice: body.guestPrice,
        validFrom: body.validFrom ?? null,
        validUntil: body.validUntil ?? null,
      });
      await repos.audit.record(ctx, { action: 'booking.policy.created', target: row.publicId, metadata: { name: row.name } });
      return presentPolicy(row, await this.idMaps(repos, ctx.club.id));
    });
  }

  async updatePolicy(ctx: ClubRequestContext, policyHash: string, body: UpdatePricingPolicyBody): Promise<PricingPolicy> {
    return this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const row = await repos.pricingPolicies.byHash(ctx.club.id, policyHash);
      if (!row) throw errors.notFound();
      const ids = await this.idMaps(repos, ctx.club.id);
      const current = presentPolicy(row, ids);
      checkBand(body.startsAt ?? current.startsAt, body.endsAt ?? current.endsAt);
      this.checkValidity(
        body.validFrom === undefined ? row.validFrom : body.validFrom,
        body.validUntil === undefined ? row.validUntil : body.validUntil,
      );
      const { calendarHashes, startsAt, endsAt, weekdays, ...rest } = body;
      const updated = await repos.pricingPolicies.update(row.clubId, row.id, {
        ...rest,
        ...(calendarHashes === undefined ? {} : { calendarIds: await this.calendarIdsInBody(repos, ctx, calendarHashes) }),
        ...(weekdays === undefined ? {} : { weekdays: [...new Set(weekdays)].sort() }),
        ...(startsAt === undefined ? {} : { startsAt: minuteOf(startsAt) }),
        ...(endsAt === undefined ? {} : { endsAt: minuteOf(endsAt) }),
      });
      await repos.audit.record(ctx, { action: 'booking.policy.updated', target: policyHash, metadata: { fields: Object.keys(body) } });
      return presentPolicy(updated, ids);
    });
  }

  async removePolicy(ctx: ClubRequestContext, policyHash: string): Promise<void> {
    await this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const row = await repos.pricingPolicies.byHash(ctx.club.id, policyHash);
      if (!row) throw errors.notFound();
      await repos.pricingPolicies.remove(row.clubId, row.id);
      await repos.audit.record(ctx, { action: 'booking.policy.removed', target: policyHash });
    });
  }

  // Links --------------------------------------------------------------------------------------

  async links(ctx: ClubRequestContext, url: string): Promise<HydraCollection<LinkGroup>> {
    const repos = this.data.read;
    const ids = await this.idMaps(repos, ctx.club.id);
    const rows = await repos.linkGroups.list(ctx.club.id);
    return wholeCollection(
      url,
      rows.map((row) => presentLink(row, ids)),
    );
  }

  async createLink(ctx: ClubRequestContext, body: CreateLinkGroupBody): Promise<LinkGroup> {
    return this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const calendarIds = await this.calendarIdsInBody(repos, ctx, body.calendarHashes);
      const { calendarHashes: _hashes, ...rest } = body;
      const row = await repos.linkGroups.insert({ clubId: ctx.club.id, ...rest, calendarIds });
      await repos.audit.record(ctx, { action: 'booking.link.created', target: row.publicId, metadata: { name: row.name } });
      return presentLink(row, await this.idMaps(repos, ctx.club.id));
    });
  }

  async updateLink(ctx: ClubRequestContext, linkHash: string, body: UpdateLinkGroupBody): Promise<LinkGroup> {
    return this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const row = await repos.linkGroups.byHash(ctx.club.id, linkHash);
      if (!row) throw errors.notFound();
      const { calendarHashes, ...rest } = body;
      const updated = await repos.linkGroups.update(row.clubId, row.id, {
        ...rest,
        ...(calendarHashes === undefined ? {} : { calendarIds: await this.calendarIdsInBody(repos, ctx, calendarHashes) }),
      });
      await repos.audit.record(ctx, { action: 'booking.link.updated', target: linkHash, metadata: { fields: Object.keys(body) } });
      return presentLink(updated, await this.idMaps(repos, ctx.club.id));
    });
  }

  async removeLink(ctx: ClubRequestContext, linkHash: string): Promise<void> {
    await this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const row = await repos.linkGroups.byHash(ctx.club.id, linkHash);
      if (!row) throw errors.notFound();
      await repos.linkGroups.remove(row.clubId, row.id);
      await repos.audit.record(ctx, { action: 'booking.link.removed', target: linkHash });
    });
  }

  // Helpers ------------------------------------------------------------------------------------

  /** An external feed must be a public http(s) address (issue 20): never one inside the network. */
  private async checkExternalFeed(url: string) {
    try {
      await checkFeedAddressToSave(url, this.feedPolicy, this.resolveHost);
    } catch {
      throw errors.validation([{ field: 'externalFeedUrl', code: 'feedAddressRefused' }]);
    }
  }

  private checkValidity(validFrom: string | null | undefined, validUntil: string | null | undefined) {
    if (validFrom && validUntil && validUntil < validFrom) throw errors.validation([{ field: 'validUntil', code: 'endsBeforeStart' }]);
  }

  private async presentOne(repos: BookingsRepositories, row: CalendarRow): Promise<BookingCalendar> {
    return presentCalendar(row, await repos.calendars.openingRules(row.clubId, [row.id]), this.appUrl);
  }

  private async calendarOf(repos: BookingsRepositories, ctx: ClubRequestContext, calendarHash: string): Promise<CalendarRow> {
    const row = await repos.calendars.byHash(ctx.club.id, calendarHash);
    if (!row) throw errors.notFound();
    return row;
  }

  private async calendarInBody(repos: BookingsRepositories, ctx: ClubRequestContext, calendarHash: string, field: string) {
    const row = await repos.calendars.byHash(ctx.club.id, calendarHash);
    if (!row) throw errors.validation([{ field, code: 'unknownCalendar' }]);
    return row;
  }

  private async calendarIdsInBody(repos: BookingsRepositories, ctx: ClubRequestContext, hashes: readonly string[]): Promise<number[]> {
    const calendars = await repos.calendars.list(ctx.club.id);
    const byHash = new Map(calendars.map((row) => [row.publicId, row.id]));
    const problems = hashes.flatMap((hash, index) =>
      byHash.has(hash) ? [] : [{ field: `calendarHashes[${index}]`, code: 'unknownCalendar' as const }],
    );
    if (problems.length) throw errors.validation(problems);
    return [...new Set(hashes.map((hash) => byHash.get(hash)!))];
  }

  private async idMaps(repos: BookingsRepositories, clubId: number): Promise<IdMaps> {
    const calendars = await repos.calendars.list(clubId);
    const byId = new Map(calendars.map((row) => [row.id, row.publicId]));
    return { calendarHashOf: (id) => byId.get(id) };
  }
}
