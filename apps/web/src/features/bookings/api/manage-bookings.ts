import { useQuery } from '@tanstack/react-query';
import {
  BOOKINGS_ROUTES as R,
  type CreateAgendaBookingBody,
  type CreateBookingCalendarBody,
  type CreateBookingExceptionBody,
  type CreateLinkGroupBody,
  type CreatePricingPolicyBody,
  type UpdateAgendaBookingBody,
  type UpdateBookingCalendarBody,
  type UpdateLinkGroupBody,
  type UpdatePricingPolicyBody,
} from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { bookingKeys } from './booking-keys';

export function useCalendars(clubHash: string) {
  return useQuery({
    queryKey: bookingKeys.other(clubHash, 'calendars'),
    queryFn: ({ signal }) => callApi(R.calendars, { params: { clubHash }, signal }),
  });
}

export function useExceptions(clubHash: string) {
  return useQuery({
    queryKey: bookingKeys.other(clubHash, 'exceptions'),
    queryFn: ({ signal }) => callApi(R.exceptions, { params: { clubHash }, query: {}, signal }),
  });
}

export function usePolicies(clubHash: string) {
  return useQuery({
    queryKey: bookingKeys.other(clubHash, 'policies'),
    queryFn: ({ signal }) => callApi(R.pricingPolicies, { params: { clubHash }, signal }),
  });
}

export function useLinks(clubHash: string) {
  return useQuery({
    queryKey: bookingKeys.other(clubHash, 'links'),
    queryFn: ({ signal }) => callApi(R.linkGroups, { params: { clubHash }, signal }),
  });
}

export function useAgenda(clubHash: string, from: string, days: number) {
  return useQuery({
    queryKey: bookingKeys.other(clubHash, 'agenda', from, days),
    queryFn: ({ signal }) => callApi(R.agenda, { params: { clubHash }, query: { from, days }, signal }),
  });
}

/** A write of the bookings set-up: every bookings read of the club is fresh after it. */
function useBookingsWrite<Input, Output>(clubHash: string, write: (input: Input) => Promise<Output>) {
  return useApiMutation({ request: write, invalidates: () => [bookingKeys.all(clubHash)], invalidateOnError: true });
}

export const useSaveCalendar = (clubHash: string) =>
  useBookingsWrite(
    clubHash,
    ({ calendarHash, body }: { calendarHash?: string; body: CreateBookingCalendarBody | UpdateBookingCalendarBody }) =>
      calendarHash
        ? callApi(R.updateCalendar, { params: { clubHash, calendarHash }, body })
        : callApi(R.createCalendar, { params: { clubHash }, body: body as CreateBookingCalendarBody }),
  );
export const useRemoveCalendar = (clubHash: string) =>
  useBookingsWrite(clubHash, (calendarHash: string) => callApi(R.removeCalendar, { params: { clubHash, calendarHash } }));
export const useRotateFeed = (clubHash: string) =>
  useBookingsWrite(clubHash, (calendarHash: string) => callApi(R.rotateFeed, { params: { clubHash, calendarHash } }));
export const useRefreshExternalFeed = (clubHash: string) =>
  useBookingsWrite(clubHash, (calendarHash: string) => callApi(R.refreshExternalFeed, { params: { clubHash, calendarHash } }));
export const useCreateException = (clubHash: string) =>
  useBookingsWrite(clubHash, (body: CreateBookingExceptionBody) => callApi(R.createException, { params: { clubHash }, body }));
export const useRemoveException = (clubHash: string) =>
  useBookingsWrite(clubHash, (exceptionHash: string) => callApi(R.removeException, { params: { clubHash, exceptionHash } }));
export const useSavePolicy = (clubHash: string) =>
  useBookingsWrite(clubHash, ({ policyHash, body }: { policyHash?: string; body: CreatePricingPolicyBody | UpdatePricingPolicyBody }) =>
    policyHash
      ? callApi(R.updatePricingPolicy, { params: { clubHash, policyHash }, body })
      : callApi(R.createPricingPolicy, { params: { clubHash }, body: body as CreatePricingPolicyBody }),
  );
export const useRemovePolicy = (clubHash: string) =>
  useBookingsWrite(clubHash, (policyHash: string) => callApi(R.removePricingPolicy, { params: { clubHash, policyHash } }));
export const useSaveLink = (clubHash: string) =>
  useBookingsWrite(clubHash, ({ linkGroupHash, body }: { linkGroupHash?: string; body: CreateLinkGroupBody | UpdateLinkGroupBody }) =>
    linkGroupHash
      ? callApi(R.updateLinkGroup, { params: { clubHash, linkGroupHash }, body })
      : callApi(R.createLinkGroup, { params: { clubHash }, body: body as CreateLinkGroupBody }),
  );
export const useRemoveLink = (clubHash: string) =>
  useBookingsWrite(clubHash, (linkGroupHash: string) => callApi(R.removeLinkGroup, { params: { clubHash, linkGroupHash } }));
export const useCreateAgendaBooking = (clubHash: string) =>
  useBookingsWrite(clubHash, (body: CreateAgendaBookingBody) => callApi(R.createAgendaBooking, { params: { clubHash }, body }));
export const useUpdateAgendaBooking = (clubHash: string) =>
  useBookingsWrite(clubHash, ({ bookingHash, body }: { bookingHash: string; body: UpdateAgendaBookingBody }) =>
    callApi(R.updateAgendaBooking, { params: { clubHash, bookingHash }, body }),
  );
export const useCancelAgendaBooking = (clubHash: string) =>
  useBookingsWrite(clubHash, (bookingHash: string) => callApi(R.cancelAgendaBooking, { params: { clubHash, bookingHash } }));
