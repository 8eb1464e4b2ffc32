import { sessionLocaleForClub, type UiLocale } from '@tribuna/contract';
import { CLUB_TIME_ZONE } from '../scheduler/periods';

/**
 * A cell of an exported sheet, typed so each file writes it as its readers expect: the CSV as
 * local text (26/11/2026 19:42, 12,50), the XLSX as a real date or number with a display format.
 * A plain string is text.
 */
export type SheetCell =
  | string
  | { kind: 'money'; cents: number }
  | { kind: 'dateTime'; iso: string }
  | { kind: 'day'; day: string }
  | { kind: 'count'; value: number };

export const money = (cents: number): SheetCell => ({ kind: 'money', cents });
export const dateTime = (iso: string): SheetCell => ({ kind: 'dateTime', iso });
export const day = (isoDay: string | null): SheetCell => (isoDay ? { kind: 'day', day: isoDay } : '');
export const count = (value: number | null): SheetCell => (value === null ? '' : { kind: 'count', value });

/**
 * How a club's files are written, from its language (the club's, not the requester's: the file
 * is the club's record and goes to its treasurer). Spanish, Catalan, Basque and Galician write a
 * decimal comma, so the CSV separates with ";" as Excel in Spain expects; English writes a decimal
 * point and ",". Dates day first, except English, which writes ISO dates (2026-11-26) that no
 * reader takes for 11 June. Times on the clubs' wall clock (Europe/Madrid).
 */
export type SheetLocale = {
  language: UiLocale;
  delimiter: ';' | ',';
  decimalComma: boolean;
  timeZone: string;
};

export function sheetLocaleOf(clubLocale: string | null): SheetLocale {
  const language = sessionLocaleForClub(clubLocale);
  const decimalComma = language !== 'en';
  return { language, delimiter: decimalComma ? ';' : ',', decimalComma, timeZone: CLUB_TIME_ZONE };
}

/** Year, month, day, hour and minute of an instant on the wall clock of `timeZone`. */
function wallClock(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

const dayText = (year: string, month: string, date: string, locale: SheetLocale) =>
  locale.language === 'en' ? `${year}-${month}-${date}` : `${date}/${month}/${year}`;

/** A cell as CSV text in the club's conventions. */
export function csvText(cell: SheetCell, locale: SheetLocale): string {
  if (typeof cell === 'string') return cell;
  switch (cell.kind) {
    case 'money': {
      // No grouping and no currency sign: spreadsheets read "1234,50" as a number.
      const text = (cell.cents / 100).toFixed(2);
      return locale.decimalComma ? text.replace('.', ',') : text;
    }
    case 'count':
      return String(cell.value);
    case 'day': {
      const [year, month, date] = cell.day.split('-') as [string, string, string];
      return dayText(year, month, date, locale);
    }
    case 'dateTime': {
      const local = wallClock(cell.iso, locale.timeZone);
      return `${dayText(local.year, local.month, local.day, locale)} ${local.hour}:${local.minute}`;
    }
  }
}

/** XLSX display formats; Excel and LibreOffice show the separators of the reader's own settings. */
const XLSX_FORMATS = {
  money: '#,##0.00 "€"',
  count: '0',
  day: { dayFirst: 'dd/mm/yyyy', iso: 'yyyy-mm-dd' },
  dateTime: { dayFirst: 'dd/mm/yyyy hh:mm', iso: 'yyyy-mm-dd hh:mm' },
} as const;

/**
 * A cell as an XLSX value and its number format. Dates are the wall-clock time as a date cell
 * (spreadsheets have no time zones: the serial number is written from the UTC fields).
 */
export function xlsxValue(cell: SheetCell, locale: SheetLocale): { value: string | number | Date; numFmt?: string } {
  if (typeof cell === 'string') return { value: cell };
  const order = locale.language === 'en' ? 'iso' : 'dayFirst';
  switch (cell.kind) {
    case 'money':
      return { value: cell.cents / 100, numFmt: XLSX_FORMATS.money };
    case 'count':
      return { value: cell.value, numFmt: XLSX_FORMATS.count };
    case 'day':
      return { value: new Date(`${cell.day}T00:00:00Z`), numFmt: XLSX_FORMATS.day[order] };
    case 'dateTime': {
      const l = wallClock(cell.iso, locale.timeZone);
      return { value: new Date(`${l.year}-${l.month}-${l.day}T${l.hour}:${l.minute}:00Z`), numFmt: XLSX_FORMATS.dateTime[order] };
    }
  }
}
