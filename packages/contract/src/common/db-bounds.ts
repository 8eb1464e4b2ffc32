import { z } from 'zod';

/**
 * PostgreSQL `integer` holds −2^31 … 2^31−1. Every integer a client sends is bounded to what
 * its column holds, so a value past it is a 400 from validation, never a database error.
 */
export const DB_INTEGER_MAX = 2_147_483_647;

/** A published version (privacy policy, terms): counts from 1, stored as an integer. */
export const VersionNumberSchema = z.number().int().min(1).max(DB_INTEGER_MAX);

/** Calendar days a person or a season can meaningfully have; PostgreSQL has no year 0. */
export const FIRST_CALENDAR_DAY = '1900-01-01';
export const LAST_CALENDAR_DAY = '9999-12-31';
export const CALENDAR_DAY_OUT_OF_RANGE = `Use a date between ${FIRST_CALENDAR_DAY} and ${LAST_CALENDAR_DAY}`;

/** A day as YYYY-MM-DD within the calendar range (strings of that format compare as dates). */
export const calendarDaySchema = (formatMessage: string) =>
  z.iso
    .date(formatMessage)
    .refine((day) => day >= FIRST_CALENDAR_DAY && day <= LAST_CALENDAR_DAY, CALENDAR_DAY_OUT_OF_RANGE);
