import { SHORTNAME_TAKEN, UpdateClubSettingsBodySchema, type UpdateClubSettingsBody } from '@tribuna/contract';
import { validateWith, type FieldErrors, type Validation } from '../../../components/forms/field-errors';

/** The contract's "required" text: the shared translator knows it. */
export const BLANK = 'This value should not be blank.';
/** A new version was asked for with neither a link nor a text (checked here only). */
export const NOTHING_TO_PUBLISH = 'Nothing to publish';
/** The logo upload's server texts (apps/api …/logo.service.ts). */
export const LOGO_NOT_AN_IMAGE = 'The file must be a PNG, JPEG or WebP image';
export const LOGO_MISSING = 'Send the image as multipart/form-data in the field "file"';

/** Messages of these forms that the shared translator (forms namespace) does not know. */
export const SETTINGS_FIELD_MESSAGES: Record<string, string> = {
  [SHORTNAME_TAKEN]: 'settings:errors.shortnameTaken',
  'Use lowercase letters, digits and dashes': 'settings:errors.shortnameFormat',
  'This value is not a valid URL.': 'settings:errors.url',
  'Use the format YYYY-MM-DD': 'settings:errors.date',
  [NOTHING_TO_PUBLISH]: 'settings:policy.nothingToPublish',
  [LOGO_NOT_AN_IMAGE]: 'settings:logo.errors.type',
  [LOGO_MISSING]: 'settings:logo.errors.failed',
};

/** An emptied optional field clears the value on the server (merge-patch null). */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export const sameValues = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Checks a PATCH body with the contract's own schema, plus the fields that must not be empty
 * (given by their API path, e.g. `address.city`): errors come keyed as the API keys them.
 */
export function checkSettingsBody(body: UpdateClubSettingsBody, blanks: string[] = []): Validation<UpdateClubSettingsBody> {
  const checked = validateWith(UpdateClubSettingsBodySchema, body);
  if (checked.ok && blanks.length === 0) return checked;
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  for (const path of blanks) errors[path] = [BLANK];
  return { ok: false, errors };
}

/** `path` when the trimmed value is empty: the required fields of a section. */
export const blankPaths = (fields: Record<string, string>): string[] =>
  Object.entries(fields)
    .filter(([, value]) => value.trim() === '')
    .map(([path]) => path);
