import { describe, expect, it } from 'vitest';
import { readReturnsFile, RETURNS_FILE_MAX_BYTES, ReturnsFileError } from './returns-reader';
import { camt053, camt054, pain002 } from './testing/returns-fixtures';

const problemOf = (xml: string) => {
  try {
    readReturnsFile(xml);
  } catch (error) {
    return error instanceof ReturnsFileError ? error.problem : 'crash';
  }
  return 'read';
};

describe('returns reader', () => {
  it('reads the rejections of a pain.002 and skips accepted debits', () => {
    const read = readReturnsFile(
      pain002(
        [
          { endToEndId: 'E1', reasonCode: 'AC04', amount: '45.50' },
          { endToEndId: 'E2', reasonCode: 'MD01' },
        ],
        ['E3'],
      ),
    );
    expect(read).toEqual({
      format: 'pain.002',
      returns: [
        { endToEndId: 'E1', kind: 'rejection', reasonCode: 'AC04', amount: 4550, fee: null },
        { endToEndId: 'E2', kind: 'rejection', reasonCode: 'MD01', amount: 1000, fee: null },
      ],
    });
  });

  it('reads the returns of a camt.054 with the bank fee', () => {
    const read = readReturnsFile(
      camt054([
        { endToEndId: '0001', reasonCode: 'AM04', amount: '20.00', fee: '3.5' },
        { endToEndId: 'E2', reasonCode: 'MD06' },
      ]),
    );
    expect(read.format).toBe('camt.054');
    // A numeric-looking id stays text: "0001" is not 1.
    expect(read.returns).toEqual([
      { endToEndId: '0001', kind: 'return', reasonCode: 'AM04', amount: 2000, fee: 350 },
      { endToEndId: 'E2', kind: 'return', reasonCode: 'MD06', amount: 1000, fee: null },
    ]);
  });

  it('reads only the returned debits of a camt.053 statement', () => {
    const read = readReturnsFile(camt053([{ endToEndId: 'R1', reasonCode: 'MS02' }], ['OK1', 'OK2']));
    expect(read.format).toBe('camt.053');
    expect(read.returns.map((item) => [item.endToEndId, item.reasonCode])).toEqual([['R1', 'MS02']]);
  });

  it('refuses hostile or foreign input with a reason, never a crash', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><Document><CstmrPmtStsRpt>&lol2;</CstmrPmtStsRpt></Document>';
    expect(problemOf(laughs)).toBe('doctype');
    expect(problemOf('<!doctype x SYSTEM "file:///etc/passwd"><Document/>')).toBe('doctype');
    expect(problemOf('%PDF-1.4 not xml')).toBe('notXml');
    expect(problemOf('<Document><CstmrPmtStsRpt></Document>')).toBe('notXml');
    expect(problemOf('')).toBe('notXml');
    expect(problemOf('<Document><Other/></Document>')).toBe('unknownFormat');
    expect(problemOf(`<Document>${'<a>'.repeat(500)}${'</a>'.repeat(500)}</Document>`)).not.toBe('crash');
    expect(problemOf(`<Document>${' '.repeat(RETURNS_FILE_MAX_BYTES)}</Document>`)).toBe('tooLarge');
  });
});
