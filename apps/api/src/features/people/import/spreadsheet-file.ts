import { IMPORT_FILE_EMPTY, IMPORT_FILE_UNREADABLE, IMPORT_TOO_MANY_ROWS, PEOPLE_IMPORT_MAX_ROWS } from '@tribuna/contract';
import { errors } from '../../../lib/errors';
import { parseCsv } from './csv-format';
import { readXlsx } from './xlsx-format';

export type Sheet = { columns: string[]; rows: string[][] };

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** UTF-8, or Windows-1252 as older Excel saves CSV in Spain. */
function decodeText(bytes: Uint8Array): string {
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  return utf8.includes('\uFFFD') ? new TextDecoder('windows-1252').decode(bytes) : utf8;
}

const fileProblem = (reason: string) => errors.validation([{ field: 'file', errors: [reason] }]);

/**
 * The uploaded file as a header row and data rows (XLSX by its zip signature, else CSV).
 * Headers are made unique and non-empty so a mapping can name each column.
 */
export function readSheet(bytes: Uint8Array): Sheet {
  let table: string[][];
  try {
    table = isZip(bytes) ? readXlsx(bytes) : parseCsv(decodeText(bytes));
  } catch {
    throw fileProblem(IMPORT_FILE_UNREADABLE);
  }
  const [header, ...rows] = table;
  if (!header || rows.length === 0) throw fileProblem(IMPORT_FILE_EMPTY);
  if (rows.length > PEOPLE_IMPORT_MAX_ROWS) throw fileProblem(IMPORT_TOO_MANY_ROWS);
  const seen = new Map<string, number>();
  const columns = header.map((raw, i) => {
    const base = raw.trim() || `Column ${i + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
  const width = Math.max(columns.length, ...rows.map((r) => r.length));
  while (columns.length < width) columns.push(`Column ${columns.length + 1}`);
  return { columns, rows: rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')) };
}
