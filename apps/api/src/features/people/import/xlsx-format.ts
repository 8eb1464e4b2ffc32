import type { CellValue } from 'exceljs';
import { zipSync } from 'fflate';
import { Readable } from 'node:stream';
import type { SheetLimits, TableBuilder } from './sheet-table';
import { unpackXlsx } from './xlsx-archive';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
// exceljs streams a worksheet only once it has seen the shared strings and the workbook's
// relationships; without them it would park the sheet in a temporary file. Empty parts stand in.
const NO_SHARED_STRINGS = Buffer.from(`<sst xmlns="${MAIN_NS}"/>`);
const NO_RELATIONSHIPS = Buffer.from(`<Relationships xmlns="${RELS_NS}"/>`);
/** exceljs is big: loaded when an XLSX is read or written, not when the server or a CSV parse starts. */
export const loadExcelJs = async () => (await import('exceljs')).default;

/**
 * exceljs's XML parser (saxes) reports malformed XML and goes on; exceljs gives up only after the
 * chunk it was fed. Small chunks make a megabyte of broken markup stop within its first few
 * kilobytes instead of raising an error per character of the whole sheet.
 */
const CHUNK_BYTES = 8 * 1024;
function* inChunks(bytes: Uint8Array) {
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES)
    yield Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.min(CHUNK_BYTES, bytes.length - start));
}

/** A cell's value as the text a person field gets: numbers as written, formulas by their result. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // Only with a date style, which is not read: dates arrive as Excel serial numbers, turned into dates by the row checks.
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((run) => run.text ?? '').join('');
  if ('error' in value) return value.error;
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as CellValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue);
  return '';
}

/**
 * The first worksheet's rows into the table, on exceljs's streaming reader. The zip is first
 * checked and unpacked by unpackXlsx; exceljs then gets a new zip of just the parts it needs,
 * in the order that lets it stream the sheet (shared strings first), so it never sees the
 * uploaded archive itself.
 */
export async function readXlsx(bytes: Uint8Array, table: TableBuilder, limits: SheetLimits): Promise<void> {
  const parts = await unpackXlsx(bytes, limits);
  const checked = zipSync(
    {
      'xl/_rels/workbook.xml.rels': parts.workbookRels ?? NO_RELATIONSHIPS,
      ...(parts.workbook ? { 'xl/workbook.xml': parts.workbook } : {}),
      'xl/sharedStrings.xml': parts.sharedStrings ?? NO_SHARED_STRINGS,
      [parts.sheetName]: parts.sheet,
    },
    { level: 0 },
  );
  const ExcelJS = await loadExcelJs();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(inChunks(checked)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        const text = cellText(cell.value);
        if (text === '') return;
        table.checkColumn(column - 1);
        cells[column - 1] = text;
      });
      table.add(Array.from(cells, (text) => text ?? ''));
    }
    return; // the first worksheet only
  }
}
