import {
  CreatePersonBodySchema,
  describeIssue,
  FIELD_ERRORS,
  PEOPLE_IMPORT_FIELDS,
  type ClubRole,
  type CreatePersonBody,
  type FieldErrorCode,
  type PeopleImportField,
  type PeopleImportMapping,
  type PeopleImportRowError,
} from '@tribuna/contract';
import type { z } from 'zod';
import type { FieldProblem } from '../../../lib/errors';
import { normaliseSearchText } from '../../../lib/search-text';
import { EXPORTED_CATEGORIES, EXPORTED_GENDERS, EXPORTED_HEADERS } from './people-sheet-words';

/** Header spellings (accents, case and punctuation ignored) in the five languages and English. */
const SYNONYMS: Record<PeopleImportField, string[]> = {
  name: ['nombre', 'name', 'nom', 'izena', 'firstname', 'nome'],
  surname: ['apellidos', 'apellido', 'surname', 'surnames', 'lastname', 'cognoms', 'cognom', 'abizenak', 'apelidos'],
  dni: ['dni', 'nif', 'nie', 'dninie', 'nifnie', 'identificacion', 'identification', 'documento', 'nan'],
  email: ['email', 'correo', 'correoelectronico', 'mail', 'correuelectronic', 'emaila'],
  phone: ['telefono', 'phone', 'movil', 'mobile', 'telefon', 'telefonoa'],
  birthDate: [
    'fechanacimiento',
    'fechadenacimiento',
    'birthdate',
    'dateofbirth',
    'nacimiento',
    'datanaixement',
    'datadenaixement',
    'jaiotzedata',
    'datadenacemento',
  ],
  gender: ['sexo', 'genero', 'gender', 'sex', 'sexe', 'generoa'],
  category: ['categoria', 'category', 'kategoria'],
};
const key = (header: string) => normaliseSearchText(header).replace(/[^a-z0-9]/g, '');

/** The spellings above plus the headers our own export writes in any language ("Nacimiento"). */
const HEADER_KEYS = Object.fromEntries(
  PEOPLE_IMPORT_FIELDS.map((field) => [field, new Set([...SYNONYMS[field], ...EXPORTED_HEADERS[field].map(key)])]),
) as Record<PeopleImportField, Set<string>>;

export function suggestMapping(columns: readonly string[]): PeopleImportMapping {
  const mapping: PeopleImportMapping = {};
  for (const field of PEOPLE_IMPORT_FIELDS) {
    const column = columns.find((c) => HEADER_KEYS[field].has(key(c)));
    if (column !== undefined && !Object.values(mapping).includes(column)) mapping[field] = column;
  }
  return mapping;
}

/** Problems of the mapping itself, reported on `mapping.<field>`. */
export function mappingProblems(columns: readonly string[], mapping: PeopleImportMapping): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const used = new Set<string>();
  for (const [field, column] of Object.entries(mapping)) {
    if (!columns.includes(column)) problems.push({ field: `mapping.${field}`, code: 'importUnknownColumn' });
    else if (used.has(column)) problems.push({ field: `mapping.${field}`, code: 'importColumnTwice' });
    used.add(column);
  }
  if (!mapping.name || !mapping.surname) problems.push({ field: 'mapping', code: 'importRequiredFields' });
  return problems;
}

const GENDERS: Record<string, string> = {
  m: 'male',
  h: 'male',
  male: 'male',
  hombre: 'male',
  masculino: 'male',
  home: 'male',
  gizona: 'male',
  f: 'female',
  female: 'female',
  mujer: 'female',
  femenino: 'female',
  dona: 'female',
  emakumea: 'female',
  muller: 'female',
  other: 'other',
  otro: 'other',
  altre: 'other',
  // The words our export writes, in every language ("Mujer", "Emakumea").
  ...Object.fromEntries(EXPORTED_GENDERS.map(([word, value]) => [key(word), value])),
};
/** Category names our export writes ("Alevín (sub-12)", "12 urtez azpikoak") back to their values. */
const CATEGORIES: Record<string, string> = Object.fromEntries(EXPORTED_CATEGORIES.map(([word, value]) => [key(word), value]));

/** Spreadsheet spellings to contract values; anything unknown passes through and fails there. */
function normaliseCell(field: PeopleImportField, value: string): string {
  if (field === 'gender') return GENDERS[key(value)] ?? value;
  if (field === 'category') {
    const k = key(value);
    if (CATEGORIES[k]) return CATEGORIES[k];
    const band = /^(?:under|sub|u)?(\d{1,2})$/.exec(k);
    if (band) return `Under-${band[1]}`;
    if (['youth', 'juvenil', 'gazteak'].includes(k)) return 'Youth';
    if (['senior', 'absoluto'].includes(k)) return 'Senior';
    return value;
  }
  if (field === 'birthDate') {
    const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
    if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
    // A date cell of XLSX: days since 1899-12-30.
    if (/^\d{4,5}(\.\d+)?$/.test(value))
      return new Date(Date.UTC(1899, 11, 30) + Math.floor(Number(value)) * 86_400_000).toISOString().slice(0, 10);
  }
  return value;
}

export type ValidRow = { row: number; body: CreatePersonBody };

const rowError = (row: number, field: string, code: FieldErrorCode, reason: string = FIELD_ERRORS[code]): PeopleImportRowError => ({
  row,
  field,
  code,
  reason,
});

/** One schema issue of a row. An empty cell is left out of the row, so zod's "missing value" means a blank required cell. */
function issueError(row: number, issue: z.core.$ZodIssue, input: Record<string, string>): PeopleImportRowError {
  const field = String(issue.path[0] ?? 'row');
  if (issue.code === 'invalid_type' && !(field in input)) return rowError(row, field, 'required');
  const { code, message } = describeIssue(issue);
  return rowError(row, field, code, message);
}
export type RowCheck = { valid: ValidRow[]; errors: PeopleImportRowError[]; invalidRows: number };

/**
 * Every row not skipped through the same contract schema as the create form, plus the dni
 * rule: not twice in the file, and not already a person of this type in the club.
 */
export function checkRows(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: PeopleImportMapping,
  type: ClubRole,
  skipRows: ReadonlySet<number>,
  takenDni: ReadonlySet<string>,
): RowCheck {
  const valid: ValidRow[] = [];
  const errors: PeopleImportRowError[] = [];
  const seenDni = new Map<string, number>();
  let invalidRows = 0;
  rows.forEach((cells, index) => {
    const row = index + 2;
    if (skipRows.has(row)) return;
    const input: Record<string, string> = {};
    for (const [field, column] of Object.entries(mapping) as [PeopleImportField, string][]) {
      const cell = (cells[columns.indexOf(column)] ?? '').trim();
      if (cell !== '') input[field] = normaliseCell(field, cell);
    }
    const parsed = CreatePersonBodySchema.safeParse({ ...input, type });
    const rowErrors: PeopleImportRowError[] = parsed.success ? [] : parsed.error.issues.map((issue) => issueError(row, issue, input));
    const dni = parsed.success ? parsed.data.dni : undefined;
    if (dni) {
      if (takenDni.has(dni) || seenDni.has(dni)) rowErrors.push(rowError(row, 'dni', 'duplicateDni'));
      seenDni.set(dni, row);
    }
    if (rowErrors.length > 0) {
      invalidRows += 1;
      errors.push(...rowErrors);
    } else if (parsed.success) valid.push({ row, body: parsed.data });
  });
  return { valid, errors, invalidRows };
}
