import { FreeDayListSchema, FreeSlotListSchema, type FreeSlot, type PublicLink } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import { jsonBody } from '../../lib/http';
import { wholeCollection } from '../../lib/hydra';
import type { BookingsData } from './bookings.data';
import { freeSlots } from './engine/availability';
import { daysFrom, localToday } from './engine/local-time';
import { quoteLocal } from './engine/pricing';
import { bookingWindow, openLink, type PublicBookingDeps } from './public-link';
import { clubTimeZoneOf, loadSchedule } from './schedule';

type SlotsQuery = { from: string; days: number; calendarHash?: string };

/**
 * The address of a public free-slots answer, from the values it depends on rather than the
 * request's spelling: the answer is cached by those values, so one cached body fits every spelling.
 */
function canonicalUrl(linkHash: string, list: 'slots' | 'days', query: SlotsQuery): string {
  const params = new URLSearchParams({ from: query.from, days: String(query.days) });
  if (query.calendarHash) params.set('calendarHash', query.calendarHash);
  return `/api/booking-links/${linkHash}/${list}?${params.toString()}`;
}

/** A public link as visitors see it: its terms, and its free slots with their prices. */
export class PublicSlotsService {
  constructor(
    private readonly data: BookingsData,
    private readonly deps: Pick<PublicBookingDeps, 'now' | 'cache'>,
  ) {}

  async link(linkHash: string): Promise<PublicLink> {
    const repos = this.data.read;
    const { link, calendars } = await openLink(repos, linkHash);
    const club = await repos.directory.club(link.clubId);
    const zone = clubTimeZoneOf(calendars);
    const today = localToday(this.deps.now(), zone);
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
  slotsBody(linkHash: string, query: SlotsQuery): Promise<string> {
    const load = async () => {
      const { days, slots, clubId } = await this.slots(linkHash, query);
      const body = jsonBody(FreeSlotListSchema, { ...wholeCollection(canonicalUrl(linkHash, 'slots', query), slots), days });
      return { body, club: clubId };
    };
    const { cache } = this.deps;
    if (!cache) return load().then(({ body }) => body);
    // The cache's keys carry the minute: a slot leaves the list as its notice runs out.
    return cache.bodyOfClub(`slots|${linkHash}|${query.from}|${query.days}|${query.calendarHash ?? ''}`, load);
  }

  /** Free slots per day (count and lowest prices), serialized, from the read cache when it can. */
  daysBody(linkHash: string, query: SlotsQuery): Promise<string> {
    const load = async () => {
      const { days, slots, clubId } = await this.slots(linkHash, query);
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
      const body = jsonBody(FreeDayListSchema, wholeCollection(canonicalUrl(linkHash, 'days', query), [...byDay.values()]));
      return { body, club: clubId };
    };
    const { cache } = this.deps;
    if (!cache) return load().then(({ body }) => body);
    return cache.bodyOfClub(`days|${linkHash}|${query.from}|${query.days}|${query.calendarHash ?? ''}`, load);
  }

  private async zoneOf(linkHash: string): Promise<string> {
    return clubTimeZoneOf((await openLink(this.data.read, linkHash)).calendars);
  }

  /** Free slots of the link's calendars for `days` local days from `from`, within the link's window. */
  async slots(linkHash: string, query: SlotsQuery): Promise<{ days: string[]; slots: FreeSlot[]; clubId: number }> {
    const repos = this.data.read;
    const { link, calendars } = await openLink(repos, linkHash);
    const chosen = query.calendarHash ? calendars.filter((row) => row.publicId === query.calendarHash) : calendars;
    if (!chosen.length) throw errors.notFound();
    const days = daysFrom(query.from, query.days);
    const schedule = await loadSchedule(repos, link.clubId, chosen, days);
    const { earliest, latest } = bookingWindow(link, chosen, this.deps.now());
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
    return { days, slots, clubId: link.clubId };
  }
}
