import {
  BLANK,
  DUPLICATE_DNI,
  IDENTIFICATION_INVALID,
  IMPORT_ALREADY_COMMITTED,
  IMPORT_COLUMN_TWICE,
  IMPORT_FILE_EMPTY,
  IMPORT_FILE_MISSING,
  IMPORT_ARCHIVE_INVALID,
  IMPORT_FILE_TOO_COMPLEX,
  IMPORT_FILE_UNREADABLE,
  IMPORT_HAS_ERRORS,
  IMPORT_NOT_VALIDATED,
  IMPORT_REQUIRED_FIELDS,
  IMPORT_TOO_MANY_CELLS,
  IMPORT_TOO_MANY_COLUMNS,
  IMPORT_TOO_MANY_ROWS,
  IMPORT_TOO_MUCH_TEXT,
  IMPORT_UNKNOWN_COLUMN,
  PEOPLE_IMPORT_MAX_COLUMNS,
  PEOPLE_IMPORT_MAX_ROWS,
  type PeopleImportRowError,
} from '@tribuna/contract';
import type { TFunction } from 'i18next';
import { formErrorText } from '../../../components/forms';
import { ApiError } from '../../../lib/api-error';

/** The contract's English row reasons → full i18n keys. */
const ROW_REASONS: Record<string, string> = {
  [BLANK]: 'forms:errors.required',
  'This value is not a valid email address.': 'forms:errors.email',
  'This value is not a valid phone number.': 'forms:errors.phone',
  [IDENTIFICATION_INVALID]: 'forms:errors.identification',
  'Use the format YYYY-MM-DD': 'imports:reasons.birthDate',
  [DUPLICATE_DNI]: 'imports:reasons.duplicateDni',
};

/** The key for one row problem, or null when the text is not one we know. */
export function rowReasonKey({ field, reason }: Pick<PeopleImportRowError, 'field' | 'reason'>): string | null {
  const known = ROW_REASONS[reason];
  if (known) return known;
  // zod's own wording: an empty required cell arrives as a missing value, a list as "Invalid option".
  if (/received undefined/i.test(reason)) return 'forms:errors.required';
  if (/^invalid option/i.test(reason) && (field === 'gender' || field === 'category')) return `imports:reasons.${field}`;
  if (/too big|<=/i.test(reason)) return 'forms:errors.tooLong';
  return null;
}

/** Translated when known; otherwise the server's own text, which still says what is wrong. */
export function translateRowReason(t: TFunction, error: Pick<PeopleImportRowError, 'field' | 'reason'>): string {
  const key = rowReasonKey(error);
  return key ? t(key) : error.reason;
}

/** Upload, mapping and commit refusals of the contract → keys of the `imports` namespace. */
const IMPORT_ERRORS: Record<string, string> = {
  [IMPORT_FILE_MISSING]: 'errors.missing',
  [IMPORT_FILE_UNREADABLE]: 'errors.unreadable',
  [IMPORT_FILE_EMPTY]: 'errors.noRows',
  [IMPORT_TOO_MANY_ROWS]: 'errors.tooManyRows',
  [IMPORT_TOO_MANY_COLUMNS]: 'errors.tooManyColumns',
  [IMPORT_TOO_MANY_CELLS]: 'errors.tooManyCells',
  [IMPORT_TOO_MUCH_TEXT]: 'errors.tooMuchText',
  [IMPORT_ARCHIVE_INVALID]: 'errors.archiveInvalid',
  [IMPORT_FILE_TOO_COMPLEX]: 'errors.tooComplex',
  [IMPORT_HAS_ERRORS]: 'errors.hasErrors',
  [IMPORT_NOT_VALIDATED]: 'errors.notValidated',
  [IMPORT_ALREADY_COMMITTED]: 'errors.alreadyCommitted',
  [IMPORT_UNKNOWN_COLUMN]: 'errors.unknownColumn',
  [IMPORT_COLUMN_TWICE]: 'errors.columnTwice',
  [IMPORT_REQUIRED_FIELDS]: 'errors.requiredFields',
};

export function importMessageKey(message: string): string | null {
  const key = IMPORT_ERRORS[message];
  return key ? `imports:${key}` : null;
}

/** One sentence for a failed upload, validation or commit, in the reader's language. */
export function importErrorText(t: TFunction, error: unknown, maxSize: string): string {
  if (!(error instanceof ApiError)) return t('imports:errors.generic');
  if (error.httpStatus === 413 || error.errorCode === 'PAYLOAD_TOO_LARGE') return t('imports:errors.tooLarge', { size: maxSize });
  const texts = [...error.invalidParams.flatMap((p) => p.errors), error.message, error.detail ?? ''];
  for (const text of texts) {
    const key = importMessageKey(text);
    if (key) return t(key, { rows: PEOPLE_IMPORT_MAX_ROWS, columns: PEOPLE_IMPORT_MAX_COLUMNS });
  }
  return formErrorText(t, error, 'imports:errors.generic');
}

/** The commit was refused because rows have errors (people may have been added since the report). */
export function isRefusedForBadRows(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 409 && error.message === IMPORT_HAS_ERRORS;
}
