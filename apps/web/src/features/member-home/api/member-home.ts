import { useQuery } from '@tanstack/react-query';
import { MEMBER_HOME_ROUTES as R } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { clubQueryKeys } from '../../../lib/query-keys';

/** The home's reads of one club start with `['clubs', clubHash, 'member-home']`. */
export const memberHomeKeys = clubQueryKeys('member-home');

/** The signed-in account's orders in the club (its order history). */
export function useMyOrders(clubHash: string, enabled: boolean) {
  return useQuery({
    queryKey: memberHomeKeys.other(clubHash, 'orders'),
    queryFn: ({ signal }) => callApi(R.myOrders, { params: { clubHash }, signal }),
    enabled,
  });
}

/** The signed-in account's coming bookings in the club. */
export function useMyBookings(clubHash: string, enabled: boolean) {
  return useQuery({
    queryKey: memberHomeKeys.other(clubHash, 'bookings'),
    queryFn: ({ signal }) => callApi(R.myBookings, { params: { clubHash }, signal }),
    enabled,
  });
}

/** The club's open booking links (where its people book). */
export function useOpenBookingLinks(clubHash: string, enabled: boolean) {
  return useQuery({
    queryKey: memberHomeKeys.other(clubHash, 'booking-links'),
    queryFn: ({ signal }) => callApi(R.bookingLinks, { params: { clubHash }, signal }),
    enabled,
  });
}

/** The home in one read: the account's people with their teams and next training, and the club's news. */
export function useMyHome(clubHash: string) {
  return useQuery({
    queryKey: memberHomeKeys.other(clubHash, 'home'),
    queryFn: ({ signal }) => callApi(R.home, { params: { clubHash }, signal }),
  });
}
