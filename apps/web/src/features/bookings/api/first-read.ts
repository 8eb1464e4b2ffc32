import { fillPath, PUBLIC_BOOKING_CALLS } from '@tribuna/contract/first-page.paths';

/**
 * The first read of a light booking page, started before the page's code has arrived: on a slow
 * phone connection the link (or the booking) is then already there when the page first draws.
 * Plain `fetch` and the calls' addresses (no schemas), so the shared first chunk stays small.
 */
const primed = new Map<string, Promise<unknown>>();

/** The API read that draws a booking page first: the link of /book/{hash}, the booking of /bookings/{hash}. */
export function firstReadOf(pathname: string): string | null {
  const [, first, hash, rest] = pathname.split('/');
  if (!hash) return null;
  // The same addresses light-bookings.ts asks for (fillPath encodes; hashes are URL-safe already).
  if (first === 'book' && rest === undefined) return fillPath(PUBLIC_BOOKING_CALLS.link, { linkHash: decodeURIComponent(hash) });
  if (first === 'bookings' && rest === undefined) return fillPath(PUBLIC_BOOKING_CALLS.booking, { bookingHash: decodeURIComponent(hash) });
  return null;
}

export function primeBookingRead(pathname: string): void {
  const url = firstReadOf(pathname);
  if (!url) return;
  const read = fetch(url, { headers: { accept: 'application/json' } }).then((response) =>
    response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
  );
  // A failed early read is simply read again the ordinary way (which reports its error).
  read.catch(() => undefined);
  primed.set(url, read);
}

/** The primed answer for `url`, once; undefined when none was started. */
export function takePrimed<T>(url: string): Promise<T> | undefined {
  const read = primed.get(url) as Promise<T> | undefined;
  primed.delete(url);
  return read;
}
