import type { OpeningBand } from '@tribuna/contract';
import { errors, type FieldProblem } from '../../lib/errors';
import type { CalendarRow } from './booking-rows';
import type { BookingsRepositories } from './bookings.data';
import { minuteOf, type IdMaps } from './bookings.presenter';
import { isValidZone } from './engine/local-time';

/**
 * The checks the booking set-up shares: the shapes a body must have beyond its schema, and that
 * everything a body or a path names by hash is the club's (else 404 for a path, 400 unknownCalendar
 * for a body) — club-scoped lookups, not role rules.
 */

/** Weekly bands as minutes; a band must close after it opens. */
export function bandsOf(hours: readonly OpeningBand[], field = 'openingHours') {
  const problems: FieldProblem[] = [];
  const bands = hours.map((band, index) => {
    const value = { weekday: band.weekday, opensAt: minuteOf(band.opensAt), closesAt: minuteOf(band.closesAt) };
    if (value.closesAt <= value.opensAt) problems.push({ field: `${field}[${index}].closesAt`, code: 'opensBeforeCloses' });
    return value;
  });
  if (problems.length) throw errors.validation(problems);
  return bands;
}

export function checkZone(zone: string | undefined) {
  if (zone !== undefined && !isValidZone(zone)) throw errors.validation([{ field: 'timeZone', code: 'invalidTimeZone' }]);
}

export function checkBand(startsAt: string | undefined, endsAt: string | undefined, field = 'endsAt') {
  if (startsAt !== undefined && endsAt !== undefined && minuteOf(endsAt) <= minuteOf(startsAt)) {
    throw errors.validation([{ field, code: 'opensBeforeCloses' }]);
  }
}

export function checkValidity(validFrom: string | null | undefined, validUntil: string | null | undefined) {
  if (validFrom && validUntil && validUntil < validFrom) throw errors.validation([{ field: 'validUntil', code: 'endsBeforeStart' }]);
}

/** The club's calendar a path names; 404 otherwise. */
export async function calendarOf(repos: BookingsRepositories, clubId: number, calendarHash: string): Promise<CalendarRow> {
  const row = await repos.calendars.byHash(clubId, calendarHash);
  if (!row) throw errors.notFound();
  return row;
}

/** The club's calendar a body names; 400 unknownCalendar on `field` otherwise. */
export async function calendarInBody(
  repos: BookingsRepositories,
  clubId: number,
  calendarHash: string,
  field = 'calendarHash',
): Promise<CalendarRow> {
  const row = await repos.calendars.byHash(clubId, calendarHash);
  if (!row) throw errors.validation([{ field, code: 'unknownCalendar' }]);
  return row;
}

/** The ids of the club's calendars a body lists (each unknown one is a problem on its index). */
export async function calendarIdsInBody(repos: BookingsRepositories, clubId: number, hashes: readonly string[]): Promise<number[]> {
  const calendars = await repos.calendars.list(clubId);
  const byHash = new Map(calendars.map((row) => [row.publicId, row.id]));
  const problems = hashes.flatMap((hash, index) =>
    byHash.has(hash) ? [] : [{ field: `calendarHashes[${index}]`, code: 'unknownCalendar' as const }],
  );
  if (problems.length) throw errors.validation(problems);
  return [...new Set(hashes.map((hash) => byHash.get(hash)!))];
}

/** Hashes of the club's calendars by id, for presenting rules that list calendars. */
export async function idMaps(repos: BookingsRepositories, clubId: number): Promise<IdMaps> {
  const calendars = await repos.calendars.list(clubId);
  const byId = new Map(calendars.map((row) => [row.id, row.publicId]));
  return { calendarHashOf: (id) => byId.get(id) };
}
