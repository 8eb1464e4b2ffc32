import { z } from 'zod';
import { fieldError } from './field-errors';
import { FIRST_CALENDAR_DAY, LAST_CALENDAR_DAY } from './limits';

export { FIRST_CALENDAR_DAY, LAST_CALENDAR_DAY } from './limits';

/**
 * PostgreSQL `integer` holds −2^31 … 2^31−1. Every integer a client sends is bounded to what
 * its column holds, so a value past it is a 400 from validation, never a database error.
 */
export const DB_INTEGER_MAX = 2_147_483_647;

/** A published version (privacy policy, terms): counts from 1, stored as an integer. */
export const VersionNumberSchema = z.number().int().min(1).max(DB_INTEGER_MAX);

/** A day as YYYY-MM-DD within the calendar range (strings of that format compare as dates). */
export const calendarDaySchema = () =>
  z.iso.date(fieldError('dateFormat')).refine((day) => day >= FIRST_CALENDAR_DAY && day <= LAST_CALENDAR_DAY, fieldError('dateOutOfRange'));
