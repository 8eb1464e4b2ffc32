import ICAL from 'ical.js';

export const EXTERNAL_FEED_MAX_BYTES = 2 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;
/** Busy times are read this far ahead (the longest booking window is a year; most are weeks). */
const HORIZON_DAYS = 120;
const MAX_BUSY = 5000;

export type BusyTime = { startAt: Date; endAt: Date; summary: string };

/**
 * The busy times of an iCalendar text between `from` and `from + 120 days`: events that are not
 * transparent ("free") and not cancelled; recurring ones expanded. Throws on text that is not
 * iCalendar.
 */
export function busyTimesOf(text: string, from: Date): BusyTime[] {
  const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const until = new Date(from.getTime() + HORIZON_DAYS * 86_400_000);
  const busy: BusyTime[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    if (String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT') continue;
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    if (!event.startDate) continue;
    const lengthMs = event.endDate ? event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime() : 3_600_000;
    const add = (start: Date) => {
      const end = new Date(start.getTime() + Math.max(lengthMs, 0));
      if (end > from && start < until && busy.length < MAX_BUSY) busy.push({ startAt: start, endAt: end, summary: event.summary ?? '' });
    };
    if (!event.isRecurring()) {
      add(event.startDate.toJSDate());
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(), n = 0; next && n < 2000; next = iterator.next(), n++) {
      const start = next.toJSDate();
      if (start >= until) break;
      add(start);
    }
  }
  return busy.filter((b) => b.endAt > b.startAt);
}

/** Reads a feed over http(s) with a time and size limit; throws a short reason on failure. */
export async function fetchFeed(url: string): Promise<string> {
  const parsed = new URL(url.replace(/^webcal:/i, 'https:'));
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('only http(s) feeds');
  const response = await fetch(parsed, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  if (!response.ok) throw new Error(`the feed answered ${response.status}`);
  const reader = response.body?.getReader();
  if (!reader) throw new Error('the feed is empty');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > EXTERNAL_FEED_MAX_BYTES) {
      await reader.cancel();
      throw new Error('the feed is larger than 2 MB');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
