import { z } from 'zod';
import { PublicIdSchema } from './common/ids';
import { ClubRoleSchema } from './common/roles';

/**
 * Importing people from CSV or XLSX (issue 4 part 3): upload → preview and suggested mapping →
 * mapping and per-row report → commit, which writes every row or none. Rows are numbered as in
 * the file: the header is row 1, the first person row 2.
 */
export const PEOPLE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const PEOPLE_IMPORT_MAX_ROWS = 5000;
/** A people list needs a dozen columns; past these limits a file is refused, not read. */
export const PEOPLE_IMPORT_MAX_COLUMNS = 100;
/** Rows × columns, header included. */
export const PEOPLE_IMPORT_MAX_CELLS = 250_000;
export const PEOPLE_IMPORT_MIME_TYPES = [
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** Person fields a column can be mapped to. */
export const PEOPLE_IMPORT_FIELDS = [
  'name',
  'surname',
  'dni',
  'email',
  'phone',
  'birthDate',
  'gender',
  'category',
] as const;
export const PeopleImportFieldSchema = z.enum(PEOPLE_IMPORT_FIELDS);
export type PeopleImportField = z.infer<typeof PeopleImportFieldSchema>;

export const PEOPLE_IMPORT_STATUSES = ['uploaded', 'validated', 'committing', 'committed', 'failed'] as const;
export const PeopleImportStatusSchema = z.enum(PEOPLE_IMPORT_STATUSES);

/** field → column header of the file (a header may be used once). */
export const PeopleImportMappingSchema = z.partialRecord(PeopleImportFieldSchema, z.string().min(1).max(200));
export type PeopleImportMapping = z.infer<typeof PeopleImportMappingSchema>;

export const PeopleImportRowErrorSchema = z.object({
  row: z.number().int().describe('row number in the file (header = 1)'),
  field: z.string(),
  reason: z.string(),
});
export type PeopleImportRowError = z.infer<typeof PeopleImportRowErrorSchema>;

export const PeopleImportSchema = z.object({
  id: z.string(),
  status: PeopleImportStatusSchema,
  fileName: z.string(),
  /** Profile type every imported row gets. */
  type: ClubRoleSchema,
  columns: z.array(z.string()),
  /** The first rows, keyed by column header. */
  preview: z.array(z.record(z.string(), z.string())),
  suggestedMapping: PeopleImportMappingSchema,
  mapping: PeopleImportMappingSchema.nullable(),
  skipRows: z.array(z.number().int()),
  /** Progress of the current step: rows validated or written so far, of total. */
  processed: z.number().int(),
  total: z.number().int(),
  counts: z.object({ valid: z.number().int(), invalid: z.number().int(), skipped: z.number().int() }),
  /** Per-row problems of the rows not skipped (at most PEOPLE_IMPORT_MAX_ERRORS are listed). */
  errors: z.array(PeopleImportRowErrorSchema),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
});
export type PeopleImport = z.infer<typeof PeopleImportSchema>;
export const PEOPLE_IMPORT_MAX_ERRORS = 1000;

/** POST …/people/imports?type=player: multipart field `file`; every row gets this type. */
export const PeopleImportUploadQuerySchema = z.object({ type: ClubRoleSchema.default('member') });
/** POST …/people/imports/{importHash}/commit answers the session and how many people it wrote. */
export const PeopleImportCommitResponseSchema = PeopleImportSchema.extend({ written: z.number().int() });
export const PeopleImportParamsSchema = z.object({ clubHash: PublicIdSchema, importHash: PublicIdSchema });
/** PATCH …/people/imports/{importHash}: mapping, type and rows to leave out; validates every row. */
export const UpdatePeopleImportBodySchema = z.object({
  mapping: PeopleImportMappingSchema.optional(),
  type: ClubRoleSchema.optional(),
  // Data rows are numbered from 2 (the header is row 1).
  skipRows: z.array(z.number().int().min(2).max(PEOPLE_IMPORT_MAX_ROWS + 1)).max(PEOPLE_IMPORT_MAX_ROWS).optional(),
});
export type UpdatePeopleImportBody = z.infer<typeof UpdatePeopleImportBodySchema>;

export const IMPORT_FILE_MISSING = 'Choose a CSV or XLSX file';
export const IMPORT_FILE_UNREADABLE = 'The file could not be read as CSV or XLSX';
export const IMPORT_FILE_EMPTY = 'The file has no rows';
export const IMPORT_TOO_MANY_ROWS = `The file has more than ${PEOPLE_IMPORT_MAX_ROWS} rows`;
export const IMPORT_TOO_MANY_COLUMNS = `The file has more than ${PEOPLE_IMPORT_MAX_COLUMNS} columns`;
export const IMPORT_TOO_MANY_CELLS = `The file has more than ${PEOPLE_IMPORT_MAX_CELLS} cells`;
export const IMPORT_TOO_MUCH_TEXT = 'The file holds more text than an import can take';
export const IMPORT_ARCHIVE_INVALID = 'The XLSX file is damaged or unpacks to more data than an import can take';
export const IMPORT_FILE_TOO_COMPLEX = 'The file took too long or too much memory to read';
export const IMPORT_HAS_ERRORS = 'Fix or skip the rows with errors before importing';
export const IMPORT_NOT_VALIDATED = 'Map the columns before importing';
export const IMPORT_ALREADY_COMMITTED = 'This import was already written';
export const IMPORT_UNKNOWN_COLUMN = 'The file has no such column';
export const IMPORT_COLUMN_TWICE = 'A column can be mapped to one field only';
export const IMPORT_REQUIRED_FIELDS = 'Map at least the name and surname columns';
