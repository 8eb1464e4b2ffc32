import { FIELD_ERRORS, type FieldErrorCode, type PeopleImportRowError } from '@tribuna/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { csvText, delimiterFor } from './csv-text';
import { checkFile } from './file-check';
import { importErrorText, isRefusedForBadRows, rowReasonKey, translateRowReason } from './import-messages';
import { errorReportTable, reportRows, skipRowsWithErrors, toggleSkippedRow } from './row-report';

const errors: PeopleImportRowError[] = [
  { row: 3, field: 'dni', reason: FIELD_ERRORS.identification, code: 'identification' },
  { row: 40, field: 'email', reason: 'This value is not a valid email address.', code: 'email' },
  { row: 40, field: 'surname', reason: FIELD_ERRORS.required, code: 'required' },
];
const preview = [{ Nombre: 'Ana' }, { Nombre: 'Bea' }, { Nombre: 'Carla' }];

describe('row report', () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['imports', 'forms']);
  });

  it('lists only rows with errors, or those plus the first rows and the skipped ones', () => {
    const only = reportRows({ errors, preview, skipRows: [50] }, true);
    expect(only.map((r) => [r.row, r.status, r.errors.length])).toEqual([
      [3, 'error', 1],
      [40, 'error', 2],
    ]);
    expect(only[0]!.values).toEqual({ Nombre: 'Bea' });
    expect(only[1]!.values).toBeNull();
    const all = reportRows({ errors, preview, skipRows: [50] }, false);
    expect(all.map((r) => [r.row, r.status])).toEqual([
      [2, 'ok'],
      [3, 'error'],
      [4, 'ok'],
      [40, 'error'],
      [50, 'skipped'],
    ]);
  });

  it('skips every row with errors at once, or one row at a time', () => {
    expect(skipRowsWithErrors({ errors, skipRows: [50] })).toEqual([3, 40, 50]);
    expect(toggleSkippedRow([3, 40], 3)).toEqual([40]);
    expect(toggleSkippedRow([40], 3)).toEqual([3, 40]);
  });

  it('translates the row codes and keeps unknown ones as the server wrote them', () => {
    const t = i18next.getFixedT('en');
    expect(rowReasonKey(errors[0]!)).toBe('forms:fieldErrors.identification');
    expect(translateRowReason(t, errors[2]!)).toBe('This field is required.');
    expect(translateRowReason(t, { field: 'dni', code: 'duplicateDni', reason: FIELD_ERRORS.duplicateDni })).toMatch(/already exists/);
    expect(
      translateRowReason(t, { field: 'gender', code: 'invalidChoice', reason: 'Invalid option: expected one of "female"|"male"|"other"' }),
    ).toMatch(/Female, Male or Other/);
    expect(translateRowReason(t, { field: 'birthDate', code: 'dateFormat', reason: FIELD_ERRORS.dateFormat })).toMatch(/DD\/MM\/YYYY/);
    const newer = { field: 'x', code: 'someNewerCode' as FieldErrorCode, reason: 'Something new' };
    expect(translateRowReason(t, newer)).toBe('Something new');
  });

  it('writes the error report with row, column, field and reason', () => {
    const table = errorReportTable(
      errors,
      { dni: 'DNI', email: 'Correo' },
      {
        headers: ['Row', 'Column', 'Field', 'Reason'],
        field: (f) => f.toUpperCase(),
        reason: (e) => e.reason.slice(0, 5),
      },
    );
    expect(table).toEqual([
      ['Row', 'Column', 'Field', 'Reason'],
      ['3', 'DNI', 'DNI', 'The i'],
      ['40', 'Correo', 'EMAIL', 'This '],
      ['40', '', 'SURNAME', 'This '],
    ]);
  });

  it('explains upload and commit refusals in the reader language', () => {
    const t = i18next.getFixedT('en');
    const refusedFile = (code: FieldErrorCode) =>
      new ApiError(400, 400, 'VALIDATION_FAILED', 'x', 'x', [{ field: 'file', errors: [FIELD_ERRORS[code]], codes: [code] }]);
    expect(importErrorText(t, refusedFile('importFileUnreadable'), '5 MB')).toBe('The file could not be read as CSV or XLSX.');
    expect(importErrorText(t, refusedFile('importTooManyColumns'), '5 MB')).toBe(
      "The file has more than 100 columns: keep only the columns with people's details.",
    );
    expect(importErrorText(t, refusedFile('importArchiveInvalid'), '5 MB')).toMatch(/^The XLSX file is damaged/);
    expect(importErrorText(t, new ApiError(413, 413, 'PAYLOAD_TOO_LARGE', 'x'), '5 MB')).toBe('The file is larger than 5 MB.');
    const refused = new ApiError(409, 409, 'CONFLICT', FIELD_ERRORS.importHasErrors, undefined, [], undefined, 'importHasErrors');
    expect(isRefusedForBadRows(refused)).toBe(true);
    expect(isRefusedForBadRows(new ApiError(409, 409, 'CONFLICT', FIELD_ERRORS.importHasErrors))).toBe(false);
    expect(importErrorText(t, refused, '')).toBe('Fix or skip the rows with errors before importing.');
    expect(importErrorText(t, new Error('boom'), '')).toBe('The import could not go on. Please try again.');
  });
});

describe('files', () => {
  it('accepts CSV and XLSX up to the size limit', () => {
    expect(checkFile({ name: 'Socios.CSV', size: 10 })).toBeNull();
    expect(checkFile({ name: 'people.xlsx', size: 10 })).toBeNull();
    expect(checkFile({ name: 'old.xls', size: 10 })).toBe('wrongType');
    expect(checkFile({ name: 'big.csv', size: 6 * 1024 * 1024 })).toBe('tooLarge');
    expect(checkFile({ name: 'empty.csv', size: 0 })).toBe('empty');
  });

  it('writes CSV that spreadsheets open safely', () => {
    expect(
      csvText(
        [
          ['a', 'b;c'],
          ['=SUM(A1)', '+34 600 000 000', 'say "hi"'],
        ],
        ';',
      ),
    ).toBe('\uFEFFa;"b;c"\r\n"\'=SUM(A1)";+34 600 000 000;"say ""hi"""\r\n');
    expect(delimiterFor('en')).toBe(',');
    expect(delimiterFor('es')).toBe(';');
  });
});
