/**
 * Text for the PDF's standard fonts (Helvetica, Helvetica-Bold) in WinAnsiEncoding: no font is
 * embedded, so the file stays a few kilobytes. Widths are the fonts' AFM metrics (1/1000 em).
 */
const ASCII_FROM = 32;
const WIDTHS = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
    278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
    667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
    556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
    333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
    667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611,
    611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
} as const;

export type PdfFont = keyof typeof WIDTHS;

/** WinAnsi code points 0x80–0x9F that are not Latin-1 (quotes, dashes, euro…). */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The WinAnsi byte of a character: Latin-1 as is, a few extras, else its unaccented letter or '?'. */
export function winAnsiByte(char: string): number {
  const code = char.codePointAt(0) ?? 63;
  if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) return code;
  const extra = WIN_ANSI_EXTRA[char];
  if (extra !== undefined) return extra;
  const base = char.normalize('NFD').charCodeAt(0);
  return base >= 32 && base <= 126 ? base : 63;
}

/** A PDF literal string, e.g. `(Pau Soler)`, as WinAnsi bytes written one char per byte. */
export function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const byte = winAnsiByte(char);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** Width of `text` in points at `size` (accented letters measure as their base letter). */
export function textWidth(text: string, font: PdfFont, size: number): number {
  let units = 0;
  for (const char of text) {
    const base = char.normalize('NFD').charCodeAt(0);
    units += WIDTHS[font][base - ASCII_FROM] ?? 556;
  }
  return (units * size) / 1000;
}

/** The largest size (down to `min`) at which `text` fits; below that, the text is cut with "…". */
export function fitText(text: string, font: PdfFont, size: number, min: number, maxWidth: number): { text: string; size: number } {
  for (let s = size; s >= min; s -= 0.5) {
    if (textWidth(text, font, s) <= maxWidth) return { text, size: s };
  }
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, font, min) > maxWidth) cut = cut.slice(0, -1);
  return { text: `${cut.trimEnd()}…`, size: min };
}
