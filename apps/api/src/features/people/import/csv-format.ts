/**
 * CSV as spreadsheets write it (RFC 4180): quoted fields with doubled quotes and line breaks,
 * CRLF or LF, a byte-order mark, and a comma, semicolon (Spanish Excel) or tab delimiter
 * guessed from the header line.
 */
export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = guessDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // Blank lines (often at the end) are not people.
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

function guessDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * A cell as CSV text. A leading =, +, - or @ is neutralised so no spreadsheet runs it as a
 * formula; a phone number in international form (+34 …) is data and stays as it is.
 */
function csvCell(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !/^\+[0-9 ]+$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
