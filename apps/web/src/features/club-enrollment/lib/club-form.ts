import { CLUB_LOCALES, CreateClubBodySchema, SHORTNAME_TAKEN, type ClubLocale, type CreateClubBody } from '@tribuna/contract';
import { fieldErrorsFromApiError, validateWith, type FieldErrors, type Validation } from '../../../components/forms/field-errors';
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

const BLANK = 'This value should not be blank.';

/** Field messages of this form that the shared translator does not know. */
export const CLUB_FIELD_MESSAGES: Record<string, string> = {
  [SHORTNAME_TAKEN]: 'onboarding:errors.shortnameTaken',
  'Use lowercase letters, digits and dashes': 'onboarding:errors.shortnameFormat',
};

/** The contract's schema, with "required" said plainly for empty fields instead of "too short". */
export function validateClubForm(values: ClubFormValues): Validation<CreateClubBody> {
  const empty: FieldErrors = {};
  for (const field of CLUB_FORM_FIELDS) if (!values[field].trim()) empty[field] = [BLANK];
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
  const taken =
    error instanceof ApiError && (error.message === SHORTNAME_TAKEN || error.detail === SHORTNAME_TAKEN || error.httpStatus === 409);
  if (taken && !errors.shortname?.includes(SHORTNAME_TAKEN)) errors.shortname = [...(errors.shortname ?? []), SHORTNAME_TAKEN];
  return errors;
}

/** Club locale matching the interface language, as the default choice. */
export function defaultClubLocale(language: string): ClubLocale {
  const match = CLUB_LOCALES.find((locale) => locale.startsWith(`${language}-`));
  return match ?? 'es-ES';
}
