import { unparse } from 'papaparse';

/**
 * Cells that start like a formula (=, +, -, @, tab, CR) get a leading apostrophe so opening the
 * file never runs one; a phone number in international form (+34 600…) stays as it is.
 */
const FORMULA_START = /^(?!\+[0-9 ]+$)[=+\-@\t\r]/;

/**
 * CSV written for spreadsheets (Papa Parse's writer): a byte-order mark so Excel reads UTF-8,
 * CRLF lines, formulas neutralised.
 */
export function csvText(rows: readonly (readonly string[])[], delimiter = ','): string {
  const body = unparse(
    rows.map((row) => [...row]),
    { delimiter, newline: '\r\n', escapeFormulae: FORMULA_START },
  );
  return `\uFEFF${body}\r\n`;
}

/** Spreadsheets set to a language with a decimal comma expect ';' between cells. */
export function delimiterFor(language: string): string {
  return language.startsWith('en') ? ',' : ';';
}

export function csvBlob(text: string): Blob {
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}
