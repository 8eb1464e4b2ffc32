import { PassThrough, Readable } from 'node:stream';

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

/**
 * Rows as CSV text (exceljs's CSV writer, on fast-csv): CRLF after every row, so chunks written
 * batch by batch join into one file; the byte-order mark, for the first chunk, makes Excel read
 * the accents as UTF-8.
 */
export async function csvChunk(rows: readonly (readonly string[])[], { withBom }: { withBom: boolean }): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('rows');
  for (const row of rows) sheet.addRow(row.map(neutraliseFormula));
  const csv = await workbook.csv.writeBuffer({
    formatterOptions: { writeBOM: withBom, rowDelimiter: '\r\n', includeEndRowDelimiter: true },
  });
  return Buffer.from(csv);
}

/**
 * One sheet of text cells written batch by batch with exceljs's streaming writer (shared
 * strings, no styles), as a stream of the XLSX file. Text stays text: "=1+1" is not a formula.
 */
export function writeXlsx(sheetName: string, batches: AsyncIterable<readonly (readonly string[])[]>): Readable {
  const out = new PassThrough();
  const write = async () => {
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: false });
    const sheet = workbook.addWorksheet(sheetName);
    for await (const rows of batches) for (const row of rows) sheet.addRow([...row]).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** The whole XLSX file of some rows (tests and small files). */
export async function xlsxFile(sheetName: string, rows: readonly (readonly string[])[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  const batches = (async function* () {
    yield rows;
  })();
  for await (const chunk of writeXlsx(sheetName, batches)) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}
