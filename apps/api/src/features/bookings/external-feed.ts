import ICAL from 'ical.js';

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
