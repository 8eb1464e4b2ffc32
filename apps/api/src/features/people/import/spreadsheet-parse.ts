import { readCsv } from './csv-format';
import { SheetProblem, TableBuilder, type Sheet, type SheetLimits } from './sheet-table';
import { readXlsx } from './xlsx-format';

/** XLSX files are zips: they start with a local file header. */
export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The uploaded file as a header row and data rows: XLSX by its zip signature, else CSV. Any
 * failure of the readers that is not a limit means the file is not a spreadsheet we can read.
 * Runs in the parse worker (see spreadsheet-worker.ts); tests may call it directly.
 */
export async function parseSpreadsheet(bytes: Uint8Array, limits: SheetLimits): Promise<Sheet> {
  const table = new TableBuilder(limits);
  try {
    if (isZip(bytes)) await readXlsx(bytes, table, limits);
    else await readCsv(bytes, table, limits.maxColumns);
  } catch (error) {
    throw error instanceof SheetProblem ? error : new SheetProblem('unreadable');
  }
  return table.toSheet();
}
