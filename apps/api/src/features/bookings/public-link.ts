import type { FieldErrorCode } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { CardPayments } from '../../lib/payments/card-payments';
import type { PaymentsPublic } from '../payments';
import type { BookingsRepositories } from './bookings.data';
import type { BookingsReadCache } from './bookings-read-cache';
import type { BookingTokens } from './booking-token';
import type { CalendarRow, LinkRow } from './booking-rows';
import { daysFrom, localInstant, localToday } from './engine/local-time';
import { clubTimeZoneOf } from './schedule';

export type Clock = () => Date;

/**
 * What the public side of bookings (issue 13 part 5) runs on: the link's free slots, booking one,
 * the status page, cancelling, paying and the .ics files each take these.
 */
export type PublicBookingDeps = {
  tokens: BookingTokens;
  appUrl: string;
  /** The built-in test provider takes payments (off in production unless set). */
  testProvider: boolean;
  now: Clock;
  cache: BookingsReadCache | null;
  /** The club's card provider (Stripe Connect) when the platform has one. */
  cards: CardPayments | null;
  /** The payments ledger, which records the test provider's payments (card payments it writes itself). */
  ledger: Pick<PaymentsPublic, 'record'> | null;
};

/** A refused booking: 400 with the reason on the field, or 409 when someone else took the slot. */
export const refuse = (code: FieldErrorCode, field = 'startAt') => errors.validation([{ field, code }]);

/** An enabled link of a club that has bookings switched on (the repository asks), with its calendars; 404 otherwise. */
export async function openLink(repos: BookingsRepositories, linkHash: string): Promise<{ link: LinkRow; calendars: CalendarRow[] }> {
  const link = await repos.linkGroups.publicLink(linkHash);
  if (!link || !link.enabled) throw errors.notFound();
  const all = await repos.calendars.list(link.clubId);
  const calendars = all.filter((row) => link.calendarIds.includes(row.id));
  if (!calendars.length) throw errors.notFound();
  return { link, calendars };
}

/** The link's booking window: [now + notice, end of the window's last local day). */
export function bookingWindow(link: LinkRow, calendars: readonly CalendarRow[], now: Date) {
  const zone = clubTimeZoneOf(calendars);
  const lastDay = daysFrom(localToday(now, zone), link.windowDays + 2).at(-1)!;
  return { earliest: new Date(now.getTime() + link.minNoticeMinutes * 60_000), latest: localInstant(lastDay, 0, zone) };
}
