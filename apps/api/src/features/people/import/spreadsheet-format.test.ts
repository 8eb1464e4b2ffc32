import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv } from './csv-format';
import { readSheet } from './spreadsheet-file';
import { readXlsx, writeXlsx } from './xlsx-format';

describe('CSV', () => {
  it('reads quotes, doubled quotes, line breaks in fields, CRLF, a BOM and the delimiter', () => {
    expect(parseCsv('\uFEFFa;b\r\n"x; ""y""";"two\nlines"\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['x; "y"', 'two\nlines'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a\tb\n1\t2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('writes cells that read back the same, with formulas neutralised but phone numbers kept', () => {
    const line = csvLine(['Pérez, "el Rápido"', '=HYPERLINK("x")', '+34 600 000 000', '-1']);
    expect(parseCsv(`h1,h2,h3,h4\r\n${line}`)[1]).toEqual(['Pérez, "el Rápido"', "'=HYPERLINK(\"x\")", '+34 600 000 000', "'-1"]);
  });

  it('reads Windows-1252 files as Spanish Excel saves them', () => {
    const bytes = Uint8Array.from([0x4e, 0x6f, 0x6d, 0x62, 0x72, 0x65, 0x0a, 0x4e, 0xfa, 0xf1, 0x65, 0x7a]);
    expect(readSheet(bytes)).toEqual({ columns: ['Nombre'], rows: [['Núñez']] });
  });
});

describe('XLSX', () => {
  it('round-trips text cells, escaping XML and keeping empty cells in place', () => {
    const rows = [
      ['Nombre', 'Notas', 'Más'],
      ['<Àlex & co>', '', 'z'],
    ];
    expect(readXlsx(writeXlsx('Hoja', rows))).toEqual(rows);
  });

  it('makes headers unique and refuses what is not a spreadsheet', () => {
    expect(readSheet(new TextEncoder().encode('a,a,\n1,2,3\n')).columns).toEqual(['a', 'a (2)', 'Column 3']);
    expect(() => readSheet(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toThrow();
  });
});
