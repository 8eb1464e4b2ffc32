import { z } from 'zod';
import { fieldError } from './common/field-errors';

export const BOOKING_NAME_MAX = 80;
export const BOOKING_TEXT_MAX = 1000;

/** The field schemas bookings' bodies share (not part of the contract's exports). */
export const NameSchema = z.string().trim().min(1, fieldError('required')).max(BOOKING_NAME_MAX, fieldError('tooLong'));
export const TextSchema = z.string().trim().max(BOOKING_TEXT_MAX, fieldError('tooLong'));
export const DaySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, fieldError('dateFormat'));
export const WeekdaySchema = z.number().int().min(1).max(7);
export const ColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, fieldError('invalidFormat'));
export const MoneySchema = z.number().int(fieldError('invalid')).min(0, fieldError('tooSmall')).max(10_000_000, fieldError('tooLarge'));
export const InstantSchema = z.iso.datetime({ offset: true, message: fieldError('invalidFormat') });
export const SlotLengthSchema = z.number().int().min(15, fieldError('tooSmall')).max(480, fieldError('tooLarge'));
