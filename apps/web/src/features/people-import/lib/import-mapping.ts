import { PEOPLE_IMPORT_FIELDS, type ClubRole, type PeopleImportField, type PeopleImportMapping } from '@tribuna/contract';

/** Profile types a file can be imported as, in the order the menu lists them. */
export const IMPORT_TYPES = ['member', 'player', 'guardian'] as const satisfies readonly ClubRole[];
export type ImportType = (typeof IMPORT_TYPES)[number];

/** The API refuses a mapping without these (field error `importRequiredFields`). */
export const REQUIRED_FIELDS: readonly PeopleImportField[] = ['name', 'surname'];

export function isImportType(value: string | null | undefined): value is ImportType {
  return (IMPORT_TYPES as readonly string[]).includes(value ?? '');
}

/** Header text compared without case, accents, spaces or punctuation ("Fecha de nacimiento" = "fechadenacimiento"). */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The server's suggestion, completed by header name: a column still unmapped whose header is the
 * field's own name or the label the page shows for it (so our template in any language maps).
 */
export function suggestMapping(
  columns: readonly string[],
  serverSuggestion: PeopleImportMapping,
  labels: Partial<Record<PeopleImportField, string>> = {},
): PeopleImportMapping {
  const mapping: PeopleImportMapping = {};
  for (const field of PEOPLE_IMPORT_FIELDS) {
    const suggested = serverSuggestion[field];
    if (suggested !== undefined && columns.includes(suggested)) mapping[field] = suggested;
  }
  const used = new Set(Object.values(mapping));
  for (const field of PEOPLE_IMPORT_FIELDS) {
    if (mapping[field] !== undefined) continue;
    const names = [headerKey(field), headerKey(labels[field] ?? '')].filter(Boolean);
    const column = columns.find((c) => !used.has(c) && names.includes(headerKey(c)));
    if (column !== undefined) {
      mapping[field] = column;
      used.add(column);
    }
  }
  return mapping;
}

/** The field a column feeds, if any. */
export function fieldOfColumn(mapping: PeopleImportMapping, column: string): PeopleImportField | undefined {
  return PEOPLE_IMPORT_FIELDS.find((field) => mapping[field] === column);
}

/**
 * Points a column at a field (or at nothing). A field feeds from one column only, so choosing it
 * for another column moves it there: the mapping can never name a field twice.
 */
export function assignColumn(mapping: PeopleImportMapping, column: string, field: PeopleImportField | null): PeopleImportMapping {
  const next: PeopleImportMapping = {};
  for (const f of PEOPLE_IMPORT_FIELDS) {
    const current = mapping[f];
    if (current !== undefined && current !== column && f !== field) next[f] = current;
  }
  if (field) next[field] = column;
  return next;
}

export function missingRequiredFields(mapping: PeopleImportMapping): PeopleImportField[] {
  return REQUIRED_FIELDS.filter((field) => !mapping[field]);
}

export function sameMapping(a: PeopleImportMapping | null | undefined, b: PeopleImportMapping | null | undefined): boolean {
  return PEOPLE_IMPORT_FIELDS.every((field) => (a?.[field] ?? null) === (b?.[field] ?? null));
}

/** How many rows straight below the header are skipped (titles or notes before the first person). */
export function leadingSkipped(skipRows: readonly number[]): number {
  const skipped = new Set(skipRows);
  let count = 0;
  while (skipped.has(count + 2)) count += 1;
  return count;
}

/** `skipRows` with the rows below the header set to exactly `count`; other skipped rows stay. */
export function withLeadingSkipped(skipRows: readonly number[], count: number): number[] {
  const before = leadingSkipped(skipRows);
  const rest = skipRows.filter((row) => row < 2 || row > before + 1);
  const leading = Array.from({ length: Math.max(0, count) }, (_, i) => i + 2);
  return [...new Set([...leading, ...rest])].sort((a, b) => a - b);
}
