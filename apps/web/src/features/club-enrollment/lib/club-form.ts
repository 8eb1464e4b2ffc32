import { CLUB_LOCALES, CreateClubBodySchema, type ClubLocale, type CreateClubBody } from '@tribuna/contract';
import {
  errorReason,
  fieldErrorsFromApiError,
  validateWith,
  type FieldErrors,
  type Validation,
} from '../../../components/forms/field-errors';
import { ApiError } from '../../../lib/api-error';

export interface ClubFormValues {
  name: string;
  shortname: string;
  city: string;
  regionName: string;
  countryName: string;
  locale: ClubLocale;
}

export const CLUB_FORM_FIELDS = ['name', 'shortname', 'city', 'regionName', 'countryName', 'locale'] as const;

/** The contract's schema, with "required" said plainly for empty fields instead of "too short". */
export function validateClubForm(values: ClubFormValues): Validation<CreateClubBody> {
  const empty: FieldErrors = {};
  for (const field of CLUB_FORM_FIELDS) if (!values[field].trim()) empty[field] = ['required'];
  const checked = validateWith(CreateClubBodySchema, values);
  if (checked.ok && Object.keys(empty).length === 0) return checked;
  return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), ...empty } };
}

/**
 * Field errors of a failed POST /api/clubs. The API may report a taken short name as a field
 * error or as a 409 with the message: both land beside the short-name field.
 */
export function clubFieldErrorsFromApi(error: unknown): FieldErrors {
  const errors = fieldErrorsFromApiError(error);
  const taken = errorReason(error) === 'shortnameTaken' || (error instanceof ApiError && error.httpStatus === 409);
  if (taken && !errors.shortname?.includes('shortnameTaken')) errors.shortname = [...(errors.shortname ?? []), 'shortnameTaken'];
  return errors;
}

/** Club locale matching the interface language, as the default choice. */
export function defaultClubLocale(language: string): ClubLocale {
  const match = CLUB_LOCALES.find((locale) => locale.startsWith(`${language}-`));
  return match ?? 'es-ES';
}
