import { UpdateClubSettingsBodySchema, type UpdateClubSettingsBody } from '@tribuna/contract';
import { validateWith, type FieldErrors, type Validation } from '../../../components/forms/field-errors';

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
  for (const path of blanks) errors[path] = ['required'];
  return { ok: false, errors };
}

/** `path` when the trimmed value is empty: the required fields of a section. */
export const blankPaths = (fields: Record<string, string>): string[] =>
  Object.entries(fields)
    .filter(([, value]) => value.trim() === '')
    .map(([path]) => path);
