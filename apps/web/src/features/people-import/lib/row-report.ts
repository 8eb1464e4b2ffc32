import type { PeopleImport, PeopleImportMapping, PeopleImportRowError } from '@tribuna/contract';

export type RowStatus = 'ok' | 'error' | 'skipped';

export interface ReportRow {
  /** Row number in the file (the header is row 1). */
  row: number;
  status: RowStatus;
  errors: PeopleImportRowError[];
  /** Cells by column header, for the rows of the preview; unknown for the others. */
  values: Record<string, string> | null;
}

/** The preview holds the first rows of the file, starting below the header. */
export const FIRST_DATA_ROW = 2;

export function errorsByRow(errors: readonly PeopleImportRowError[]): Map<number, PeopleImportRowError[]> {
  const byRow = new Map<number, PeopleImportRowError[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error]);
  return byRow;
}

export function rowStatus(row: number, byRow: ReadonlyMap<number, unknown>, skipped: ReadonlySet<number>): RowStatus {
  if (skipped.has(row)) return 'skipped';
  return byRow.has(row) ? 'error' : 'ok';
}

/**
 * Rows the report lists: every row with errors, and unless `onlyErrors`, also the preview's
 * first rows and the skipped rows (so a skipped row can be taken back). Sorted by row number.
 */
export function reportRows(session: Pick<PeopleImport, 'errors' | 'preview' | 'skipRows'>, onlyErrors: boolean): ReportRow[] {
  const byRow = errorsByRow(session.errors);
  const skipped = new Set(session.skipRows);
  const numbers = new Set(byRow.keys());
  if (!onlyErrors) {
    session.preview.forEach((_, index) => numbers.add(index + FIRST_DATA_ROW));
    skipped.forEach((row) => numbers.add(row));
  }
  return [...numbers]
    .sort((a, b) => a - b)
    .map((row) => ({
      row,
      status: rowStatus(row, byRow, skipped),
      errors: byRow.get(row) ?? [],
      values: session.preview[row - FIRST_DATA_ROW] ?? null,
    }));
}

/** Every row that has errors added to the rows already skipped: what "skip the bad rows" sends. */
export function skipRowsWithErrors(session: Pick<PeopleImport, 'errors' | 'skipRows'>): number[] {
  return [...new Set([...session.skipRows, ...session.errors.map((e) => e.row)])].sort((a, b) => a - b);
}

export function toggleSkippedRow(skipRows: readonly number[], row: number): number[] {
  return skipRows.includes(row) ? skipRows.filter((r) => r !== row) : [...skipRows, row].sort((a, b) => a - b);
}

interface ReportText {
  headers: [row: string, column: string, field: string, reason: string];
  field: (field: string) => string;
  reason: (error: PeopleImportRowError) => string;
}

/** The error report as table rows (header first) for the CSV download. */
export function errorReportTable(
  errors: readonly PeopleImportRowError[],
  mapping: PeopleImportMapping | null,
  text: ReportText,
): string[][] {
  const columnOf = (field: string) => (mapping as Record<string, string | undefined> | null)?.[field] ?? '';
  return [text.headers, ...errors.map((error) => [String(error.row), columnOf(error.field), text.field(error.field), text.reason(error)])];
}
