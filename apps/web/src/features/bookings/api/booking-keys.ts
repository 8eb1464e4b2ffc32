import { clubQueryKeys } from '../../../lib/query-keys';

/** Every manager bookings query of a club starts with `['clubs', clubHash, 'bookings']`. */
export const bookingKeys = clubQueryKeys('bookings');
