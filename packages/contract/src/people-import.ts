import { z } from 'zod';
import { FieldErrorCodeSchema } from './common/field-errors';
import { PublicIdSchema } from './common/ids';
import { PEOPLE_IMPORT_MAX_ROWS } from './common/limits';
import { ClubRoleSchema } from './common/roles';

/**
 * Importing people from CSV or XLSX (issue 4 part 3): upload → preview and suggested mapping →
 * mapping and per-row report → commit, which writes every row or none. Rows are numbered as in
 * the file: the header is row 1, the first person row 2.
 */
export const PEOPLE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Past the row, column and cell limits a file is refused, not read. */
export { PEOPLE_IMPORT_MAX_CELLS, PEOPLE_IMPORT_MAX_COLUMNS, PEOPLE_IMPORT_MAX_ROWS } from './common/limits';
export const PEOPLE_IMPORT_MIME_TYPES = [
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** Person fields a column can be mapped to. */
export const PEOPLE_IMPORT_FIELDS = ['name', 'surname', 'dni', 'email', 'phone', 'birthDate', 'gender', 'category'] as const;
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
  /** The English text of the problem; `code` is what clients match and translate. */
  reason: z.string(),
  code: FieldErrorCodeSchema,
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
  skipRows: z
    .array(
      z
        .number()
        .int()
        .min(2)
        .max(PEOPLE_IMPORT_MAX_ROWS + 1),
    )
    .max(PEOPLE_IMPORT_MAX_ROWS)
    .optional(),
});
export type UpdatePeopleImportBody = z.infer<typeof UpdatePeopleImportBodySchema>;
