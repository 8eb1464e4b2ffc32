import type { Booking, BookingToken, FreeDayList, FreeSlotList, PublicBookingBody, PublicLink } from '@tribuna/contract';
import { fillPath, PUBLIC_BOOKING_CALLS } from '@tribuna/contract/first-page.paths';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { apiRequest } from '../../../lib/api-client';
import { takePrimed } from './first-read';

/**
 * The public booking pages' calls. These pages are among the first a stranger opens (a link
 * shared by the club), so they load light, like the login page: plain requests typed by the
 * contract, without the route table's schemas (the API validates everything it receives).
 */
const C = PUBLIC_BOOKING_CALLS;
const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

/** A public read, served by the page's early read when there is one (first-read.ts). */
function publicRead<T>(path: string, signal?: AbortSignal): Promise<T> {
  const ordinary = () => apiRequest<T>(path, { skipAuth: true, signal });
  return takePrimed<T>(path)?.catch(ordinary) ?? ordinary();
}

export const lightBookings = {
  link: (linkHash: string, signal?: AbortSignal) => publicRead<PublicLink>(fillPath(C.link, { linkHash }), signal),
  days: (linkHash: string, from: string, days: number, signal?: AbortSignal) =>
    apiRequest<FreeDayList>(`${fillPath(C.days, { linkHash })}?${query({ from, days })}`, { skipAuth: true, signal }),
  slots: (linkHash: string, from: string, signal?: AbortSignal) =>
    apiRequest<FreeSlotList>(`${fillPath(C.slots, { linkHash })}?${query({ from, days: 1 })}`, { skipAuth: true, signal }),
  /** The signed-in person's token for the club (member price); only sent with a session. */
  token: (clubHash: string, signal?: AbortSignal) => apiRequest<BookingToken>(fillPath(C.token, { clubHash }), { signal }),
  book: (linkHash: string, body: PublicBookingBody) =>
    apiRequest<Booking>(fillPath(C.book, { linkHash }), { method: 'POST', body, skipAuth: true }),
  read: (bookingHash: string, signal?: AbortSignal) => publicRead<Booking>(fillPath(C.booking, { bookingHash }), signal),
  cancel: (bookingHash: string) => apiRequest<Booking>(fillPath(C.booking, { bookingHash }), { method: 'DELETE', skipAuth: true }),
  pay: (bookingHash: string) => apiRequest<Booking>(fillPath(C.testPayment, { bookingHash }), { method: 'POST', skipAuth: true }),
  icsUrl: (bookingHash: string) => fillPath(C.ics, { bookingHash }),
};

/** The precise cause an API refusal names (a field error code), if any. */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.reason ?? error.invalidParams.flatMap((param) => param.codes ?? [])[0];
}

/** Field → codes of a 400, for showing each problem by its field. */
export function fieldCodesOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.invalidParams.map((param) => [param.field, param.codes ?? param.errors]));
}

export type Loaded<T> = { data: T | undefined; error: unknown; loading: boolean; reload: () => void; set: (value: T) => void };

type LoadState<T> = { data: T | undefined; error: unknown; loading: boolean };

/** A read that runs when its inputs change (and on `reload`), dropping answers that arrive late. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({
    data: undefined,
    error: null,
    loading: true,
  });
  const [round, setRound] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are the inputs of `load`.
  const run = useCallback(load, deps);
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    // An answer is drawn as a transition: a day of slots renders in slices instead of one long
    // task, so a slow phone's taps are not held up while the page fills in.
    const settle = (next: (current: LoadState<T>) => LoadState<T>) => !controller.signal.aborted && startTransition(() => setState(next));
    run(controller.signal).then(
      (data) => settle(() => ({ data, error: null, loading: false })),
      (error: unknown) => settle((current) => ({ data: current.data, error, loading: false })),
    );
    return () => controller.abort();
  }, [run, round]);
  return {
    ...state,
    reload: () => setRound((n) => n + 1),
    set: (value) => setState({ data: value, error: null, loading: false }),
  };
}
