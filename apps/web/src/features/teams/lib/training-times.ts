import type { TeamTraining } from '@tribuna/contract';
import { clockTime, weekdayName } from '../../../lib/date-time';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A row of the editor: the slot's fields as the inputs hold them, and a key that survives removals. */
export type TrainingRow = { key: number; weekday: string; startsAt: string; endsAt: string; place: string };

let nextKey = 0;
export const newRow = (slot?: TeamTraining): TrainingRow => ({
  key: (nextKey += 1),
  weekday: slot ? String(slot.weekday) : '',
  startsAt: slot?.startsAt ?? '',
  endsAt: slot?.endsAt ?? '',
  place: slot?.place ?? '',
});

/** A new row: the day after the last one's, at its times, so a typical week takes a few clicks. */
export function rowAfter(rows: readonly TrainingRow[]): TrainingRow {
  const last = rows.at(-1);
  if (!last) return { ...newRow(), startsAt: '18:00', endsAt: '19:30' };
  const weekday = last.weekday ? String((Number(last.weekday) % 7) + 1) : '';
  return { ...newRow(), weekday, startsAt: last.startsAt, endsAt: last.endsAt, place: last.place };
}

/** The body the contract checks: an unchosen weekday goes as null, so its problem is the weekday's. */
export const bodyOf = (rows: readonly TrainingRow[]) => ({
  trainings: rows.map((row) => ({
    weekday: row.weekday ? Number(row.weekday) : null,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    place: row.place,
  })),
});

const capitalised = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** Weekday options in the interface language, Monday first. */
export const weekdayOptions = (locale: string) =>
  WEEKDAYS.map((weekday) => ({ value: String(weekday), label: capitalised(weekdayName(weekday, locale), locale) }));

/** A slot as people read it: "Martes 18:00–19:30 · Campo 2" (es), "Tuesday 6:00 PM–7:30 PM · Campo 2" (en). */
export function readableTraining(slot: TeamTraining, locale: string): string {
  const when = `${capitalised(weekdayName(slot.weekday, locale), locale)} ${clockTime(slot.startsAt, locale)}–${clockTime(slot.endsAt, locale)}`;
  return slot.place ? `${when} · ${slot.place}` : when;
}
