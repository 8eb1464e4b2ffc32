import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKINGS_ROUTES, PUBLIC_BOOKINGS_ROUTES as PUBLIC, type PublicBookingBody } from '@tribuna/contract';
import { callApi, routeUrl } from '../../../lib/api-route';
import { publicBookingKeys } from './booking-keys';

export function useBookingLink(linkHash: string) {
  return useQuery({
    queryKey: publicBookingKeys.link(linkHash),
    queryFn: ({ signal }) => callApi(PUBLIC.link, { params: { linkHash }, signal }),
    retry: false,
  });
}

export function useFreeSlots(linkHash: string, from: string, days: number, enabled: boolean) {
  return useQuery({
    queryKey: publicBookingKeys.slots(linkHash, from, days),
    queryFn: ({ signal }) => callApi(PUBLIC.slots, { params: { linkHash }, query: { from, days }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    // Slots go as others book: refreshed when the visitor comes back to the tab.
    staleTime: 15_000,
  });
}

/** Free slots per day (count, lowest prices): the day picker's month at a glance. */
export function useFreeDays(linkHash: string, from: string, days: number) {
  return useQuery({
    queryKey: [...publicBookingKeys.link(linkHash), 'days', from, days],
    queryFn: ({ signal }) => callApi(PUBLIC.days, { params: { linkHash }, query: { from, days }, signal }),
    staleTime: 15_000,
  });
}

/** The signed-in person's booking token for the club (member price); null when they are not one of its people. */
export function useBookingToken(clubHash: string | undefined, signedIn: boolean) {
  return useQuery({
    queryKey: publicBookingKeys.token(clubHash ?? ''),
    queryFn: ({ signal }) => callApi(BOOKINGS_ROUTES.bookingToken, { params: { clubHash: clubHash! }, signal }),
    enabled: signedIn && !!clubHash,
    retry: false,
    staleTime: 10 * 60_000,
  });
}

export function useBook(linkHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicBookingBody) => callApi(PUBLIC.book, { params: { linkHash }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicBookingKeys.link(linkHash) }),
  });
}

export function useBooking(bookingHash: string) {
  return useQuery({
    queryKey: publicBookingKeys.booking(bookingHash),
    queryFn: ({ signal }) => callApi(PUBLIC.read, { params: { bookingHash }, signal }),
    retry: false,
  });
}

export function useCancelBooking(bookingHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(PUBLIC.cancel, { params: { bookingHash } }),
    onSuccess: (booking) => queryClient.setQueryData(publicBookingKeys.booking(bookingHash), booking),
  });
}

export function usePayBooking(bookingHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(PUBLIC.payWithTestProvider, { params: { bookingHash } }),
    onSuccess: (booking) => queryClient.setQueryData(publicBookingKeys.booking(bookingHash), booking),
  });
}

/** The booking as an .ics: public by its hash, so a plain link downloads it. */
export const bookingIcsUrl = (bookingHash: string) => routeUrl(PUBLIC.ics, { params: { bookingHash } });
