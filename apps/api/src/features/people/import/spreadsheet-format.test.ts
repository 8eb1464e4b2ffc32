import { FIELD_ERRORS } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { csvChunk } from '../../../lib/spreadsheets/spreadsheet-writers';
import { readSheet, SHEET_LIMITS } from './spreadsheet-file';
import { parseSpreadsheet } from './spreadsheet-parse';
import { xlsxFile } from '../../../lib/spreadsheets/spreadsheet-writers';

const text = (csv: string) => new TextEncoder().encode(csv);
const parse = (bytes: Uint8Array) => parseSpreadsheet(bytes, SHEET_LIMITS);

describe('CSV', () => {
  it('reads quotes, doubled quotes, line breaks in fields, CRLF, a BOM and the delimiter', async () => {
    expect(await parse(text('\uFEFFa;b\r\n"x; ""y""";"two\nlines"\r\n\r\n'))).toEqual({
      columns: ['a', 'b'],
      rows: [['x; "y"', 'two\nlines']],
    });
    expect(await parse(text('a,b\n1,2'))).toEqual({ columns: ['a', 'b'], rows: [['1', '2']] });
    expect(await parse(text('a\tb\n1\t2\n'))).toEqual({ columns: ['a', 'b'], rows: [['1', '2']] });
  });

  it('writes cells that read back the same, with formulas neutralised but phone numbers kept', async () => {
    const file = Buffer.concat([
      await csvChunk([['h1', 'h2', 'h3', 'h4']], { withBom: true }),
      await csvChunk([['Pérez, "el Rápido"', '=HYPERLINK("x")', '+34 600 000 000', '-1']], { withBom: false }),
    ]);
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect((await parse(file)).rows[0]).toEqual(['Pérez, "el Rápido"', '\'=HYPERLINK("x")', '+34 600 000 000', "'-1"]);
  });

  it('reads Windows-1252 files as Spanish Excel saves them', async () => {
    const bytes = Uint8Array.from([0x4e, 0x6f, 0x6d, 0x62, 0x72, 0x65, 0x0a, 0x4e, 0xfa, 0xf1, 0x65, 0x7a]);
    expect(await readSheet(bytes)).toEqual({ columns: ['Nombre'], rows: [['Núñez']] });
  });
});

describe('XLSX', () => {
  it('round-trips text cells, escaping XML and keeping empty cells in place', async () => {
    const rows = [
      ['Nombre', 'Notas', 'Más'],
      ['<Àlex & co>', '', 'z'],
    ];
    expect(await parse(await xlsxFile('Hoja', rows))).toEqual({ columns: rows[0], rows: rows.slice(1) });
  });

  it('makes headers unique and refuses what is not a spreadsheet', async () => {
    expect((await readSheet(text('a,a,\n1,2,3\n'))).columns).toEqual(['a', 'a (2)', 'Column 3']);
    await expect(readSheet(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).rejects.toMatchObject({
      statusCode: 400,
      invalidParams: [{ field: 'file', errors: [FIELD_ERRORS.importFileUnreadable], codes: ['importFileUnreadable'] }],
    });
  });
});
