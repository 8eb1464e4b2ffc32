import { PassThrough, Readable } from 'node:stream';
import { csvText, sheetLocaleOf, xlsxValue, type SheetCell, type SheetLocale } from './sheet-cells';

/**
 * Spreadsheet files the API writes (people and orders exports): CSV and XLSX through exceljs, a
 * maintained library (its CSV writer is fast-csv), loaded on the first export because it is big.
 */
export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const loadExcelJs = async () => (await import('exceljs')).default;

/**
 * A cell as it may go into a CSV file. A leading =, +, - or @ is neutralised so no spreadsheet
 * runs it as a formula; a phone number in international form (+34 …) is data and stays as it is.
 */
export function neutraliseFormula(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !/^\+[0-9 ]+$/.test(value);
  return formula ? `'${value}` : value;
}

/** Text-only rows (tests, and any file without club conventions): comma-separated, dates ISO. */
const PLAIN: SheetLocale = sheetLocaleOf('en-US');

type Rows = readonly (readonly SheetCell[])[];

/**
 * Rows as CSV text (exceljs's CSV writer, on fast-csv): the club's separator, CRLF after every
 * row, so chunks written batch by batch join into one file; the byte-order mark, for the first
 * chunk, makes Excel read the accents as UTF-8. Only text cells can hold a formula: dates and
 * amounts are written by us.
 */
export async function csvChunk(rows: Rows, { withBom, locale = PLAIN }: { withBom: boolean; locale?: SheetLocale }): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('rows');
  for (const row of rows) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : csvText(cell, locale))));
  const csv = await workbook.csv.writeBuffer({
    formatterOptions: { delimiter: locale.delimiter, writeBOM: withBom, rowDelimiter: '\r\n', includeEndRowDelimiter: true },
  });
  return Buffer.from(csv);
}

/**
 * One sheet written batch by batch with exceljs's streaming writer (shared strings), as a stream
 * of the XLSX file. Text stays text ("=1+1" is not a formula); dates and amounts are date and
 * number cells with a display format. The first row (the headers) stays in view when scrolling.
 */
export function writeXlsx(sheetName: string, batches: AsyncIterable<Rows>, locale: SheetLocale = PLAIN): Readable {
  const out = new PassThrough();
  const write = async () => {
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: true });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    for await (const rows of batches) {
      for (const cells of rows) {
        const row = sheet.addRow([]);
        cells.forEach((cell, index) => {
          const { value, numFmt } = xlsxValue(cell, locale);
          const target = row.getCell(index + 1);
          target.value = value;
          if (numFmt) target.numFmt = numFmt;
        });
        row.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** The whole XLSX file of some rows (tests and small files). */
export async function xlsxFile(sheetName: string, rows: Rows, locale?: SheetLocale): Promise<Buffer> {
  const parts: Buffer[] = [];
  const batches = (async function* () {
    yield rows;
  })();
  for await (const chunk of writeXlsx(sheetName, batches, locale)) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

export type ExportFile = { fileName: string; contentType: string; body: Readable };

/**
 * An export as the routes send it: the header row then the batches, as CSV (streamed chunk by
 * chunk, the BOM on the first) or XLSX, in the club's conventions. The people and orders exports share it.
 */
export function exportFile(options: {
  format: 'csv' | 'xlsx';
  fileName: string;
  sheetName: string;
  locale: SheetLocale;
  rows: () => AsyncIterable<Rows>;
}): ExportFile {
  const { format, fileName, sheetName, locale, rows } = options;
  if (format === 'xlsx') return { fileName, contentType: XLSX_TYPE, body: writeXlsx(sheetName, rows(), locale) };
  async function* csv() {
    let first = true;
    for await (const batch of rows()) {
      yield await csvChunk(batch, { withBom: first, locale });
      first = false;
    }
  }
  return { fileName, contentType: CSV_TYPE, body: Readable.from(csv()) };
}
