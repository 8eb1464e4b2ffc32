import { isFieldErrorCode, type FieldErrorCode, type PeopleImportRowError } from '@tribuna/contract';
import type { TFunction } from 'i18next';
import { errorReason, fieldErrorKey, formErrorText, translateFieldError } from '../../../components/forms';
import { ApiError } from '../../../lib/api-error';

type RowProblem = Pick<PeopleImportRowError, 'field' | 'code' | 'reason'>;

/** Row problems the import words for a spreadsheet (full keys); the rest use the shared catalogue. */
const ROW_WORDING: Partial<Record<FieldErrorCode, string>> = {
  dateFormat: 'imports:reasons.birthDate',
  duplicateDni: 'imports:reasons.duplicateDni',
};
/** A value outside a list: which values the column takes. */
const CHOICE_WORDING: Partial<Record<string, string>> = {
  gender: 'imports:reasons.gender',
  category: 'imports:reasons.category',
};

/** The key for one row problem, or null when this build does not know its code. */
export function rowReasonKey({ field, code }: Pick<RowProblem, 'field' | 'code'>): string | null {
  if (!isFieldErrorCode(code)) return null;
  if (code === 'invalidChoice' && CHOICE_WORDING[field]) return CHOICE_WORDING[field];
  return ROW_WORDING[code] ?? fieldErrorKey(code);
}

/** Translated when the code is known; otherwise the server's own text, which still says what is wrong. */
export function translateRowReason(t: TFunction, error: RowProblem): string {
  const key = rowReasonKey(error);
  return key ? t(key) : error.reason;
}

/** The first code the import's answer names: on a field (upload, mapping) or as a 409's reason. */
function importProblem(error: ApiError): FieldErrorCode | undefined {
  const codes = error.invalidParams.flatMap((param) => param.codes ?? []);
  return codes.find(isFieldErrorCode) ?? errorReason(error);
}

/** One sentence for a failed upload, validation or commit, in the reader's language. */
export function importErrorText(t: TFunction, error: unknown, maxSize: string): string {
  if (!(error instanceof ApiError)) return t('imports:errors.generic');
  if (error.httpStatus === 413 || error.errorCode === 'PAYLOAD_TOO_LARGE') return t('imports:errors.tooLarge', { size: maxSize });
  const code = importProblem(error);
  if (code) return translateFieldError(t, code);
  return formErrorText(t, error, 'imports:errors.generic');
}

/** The commit was refused because rows have errors (people may have been added since the report). */
export function isRefusedForBadRows(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 409 && errorReason(error) === 'importHasErrors';
}
