/** How CSV files from spreadsheets arrive: their encoding and delimiter, shared by every import. */

/** UTF-8, or Windows-1252 as older Excel saves CSV in Spain. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Comma, semicolon (Spanish Excel) or tab: the one the header line holds most of (comma on a tie). */
export function guessDelimiter(text: string): string {
  const counts = new Map([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  for (const ch of text) {
    if (ch === '\n' || ch === '\r') break;
    const count = counts.get(ch);
    if (count !== undefined) counts.set(ch, count + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * csv-parse's options for CSV as spreadsheets write it (RFC 4180 with quoted line breaks, CRLF, LF
 * or CR, a byte-order mark, the delimiter the header uses); every import starts from these.
 */
export function spreadsheetCsvOptions(text: string) {
  return {
    delimiter: guessDelimiter(text),
    record_delimiter: ['\r\n', '\n', '\r'],
    bom: true,
    // A quote inside an unquoted cell is text (Pérez "el Rápido"), as spreadsheets read it.
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
  };
}
