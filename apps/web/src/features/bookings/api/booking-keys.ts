import { clubQueryKeys } from '../../../lib/query-keys';

/** Every manager bookings query of a club starts with `['clubs', clubHash, 'bookings']`. */
export const bookingKeys = clubQueryKeys('bookings');

/** Public booking reads: links, slots and a booking's status page. */
export const publicBookingKeys = {
  link: (linkHash: string) => ['booking-link', linkHash] as const,
  slots: (linkHash: string, from: string, days: number) => ['booking-link', linkHash, 'slots', from, days] as const,
  booking: (bookingHash: string) => ['booking', bookingHash] as const,
  token: (clubHash: string) => ['booking-token', clubHash] as const,
};
