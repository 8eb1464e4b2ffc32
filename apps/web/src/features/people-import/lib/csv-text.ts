/**
 * CSV written for spreadsheets: a byte-order mark so Excel reads UTF-8, CRLF lines, and cells
 * that start like a formula (=, +, -, @) neutralised so opening the file never runs one
 * (a phone number in international form stays as it is).
 */
function cell(value: string, delimiter: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !/^\+[0-9 ]+$/.test(value);
  const safe = formula ? `'${value}` : value;
  return safe.includes(delimiter) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvText(rows: readonly (readonly string[])[], delimiter = ','): string {
  return `\uFEFF${rows.map((row) => row.map((value) => cell(value, delimiter)).join(delimiter)).join('\r\n')}\r\n`;
}

/** Spreadsheets set to a language with a decimal comma expect ';' between cells. */
export function delimiterFor(language: string): string {
  return language.startsWith('en') ? ',' : ';';
}

export function csvBlob(text: string): Blob {
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}
