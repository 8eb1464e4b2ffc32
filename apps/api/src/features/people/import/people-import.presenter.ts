import { isFieldErrorCode, PEOPLE_IMPORT_MAX_ERRORS, type ClubRole, type PeopleImport } from '@tribuna/contract';
import { suggestMapping } from './import-rows';
import type { ImportRow } from './people-import.repository';

const PREVIEW_ROWS = 10;

export function presentImport(row: ImportRow): PeopleImport {
  const skipped = row.skipRows.length;
  const validated = row.status !== 'uploaded';
  return {
    id: row.publicId,
    status: row.status as PeopleImport['status'],
    fileName: row.fileName,
    type: row.type as ClubRole,
    columns: row.columns,
    preview: row.rows.slice(0, PREVIEW_ROWS).map((cells) => Object.fromEntries(row.columns.map((c, i) => [c, cells[i] ?? '']))),
    suggestedMapping: suggestMapping(row.columns),
    mapping: row.mapping,
    skipRows: row.skipRows,
    processed: row.processed,
    total: row.total,
    counts: {
      valid: validated ? row.total - skipped - row.invalidRows : 0,
      invalid: row.invalidRows,
      skipped,
    },
    // Sessions checked before row errors carried codes get the generic one.
    errors: row.errors
      .slice(0, PEOPLE_IMPORT_MAX_ERRORS)
      .map((error) => ({ ...error, code: isFieldErrorCode(error.code) ? error.code : 'invalid' })),
    createdAt: row.createdAt.toISOString(),
    committedAt: row.committedAt?.toISOString() ?? null,
  };
}
