/**
 * TARGET2 business days: every day but Saturdays, Sundays, New Year's Day, Good Friday, Easter
 * Monday, 1 May, 25 and 26 December (the ECB's TARGET closing days, which SEPA direct debits
 * follow). Dates are ISO strings (YYYY-MM-DD) counted in UTC, with no time zone drift.
 */
const DAY_MS = 86_400_000;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function targetHolidays(year: number): Set<string> {
  const easter = toDate(easterSunday(year)).getTime();
  return new Set([
    `${year}-01-01`,
    toIso(new Date(easter - 2 * DAY_MS)),
    toIso(new Date(easter + DAY_MS)),
    `${year}-05-01`,
    `${year}-12-25`,
    `${year}-12-26`,
  ]);
}

/** Whether TARGET2 settles on that day. */
export function isTargetBusinessDay(iso: string): boolean {
  const date = toDate(iso);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !targetHolidays(date.getUTCFullYear()).has(iso);
}

/** The date `days` TARGET2 business days after `fromIso` (which itself need not be one). */
export function addTargetBusinessDays(fromIso: string, days: number): string {
  let date = toDate(fromIso);
  let left = days;
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS);
    if (isTargetBusinessDay(toIso(date))) left -= 1;
  }
  return toIso(date);
}

/** The earliest collection date a file made today may ask for: at least one business day ahead. */
export const earliestCollectionDate = (todayIso: string) => addTargetBusinessDays(todayIso, 1);

/** Whether a requested collection date is allowed for a file made today. */
export const isCollectionDateAllowed = (collectionIso: string, todayIso: string) =>
  isTargetBusinessDay(collectionIso) && collectionIso >= earliestCollectionDate(todayIso);

/**
 * The first collection date that also leaves the debtors their days of notice (the creditor's
 * pre-notification period, counted in calendar days from today): a business day on or after it.
 */
export function firstCollectionDate(todayIso: string, noticeDays: number): string {
  const afterNotice = toIso(new Date(toDate(todayIso).getTime() + noticeDays * DAY_MS));
  const onBusinessDay = isTargetBusinessDay(afterNotice) ? afterNotice : addTargetBusinessDays(afterNotice, 1);
  const earliest = earliestCollectionDate(todayIso);
  return onBusinessDay > earliest ? onBusinessDay : earliest;
}
