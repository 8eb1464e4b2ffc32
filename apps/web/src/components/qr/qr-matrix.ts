import { create } from 'qrcode/lib/core/qrcode';

/** A QR symbol as rows of dark (true) and light modules, without the quiet zone. */
export interface QrMatrix {
  size: number;
  dark: (row: number, column: number) => boolean;
}

/** Modules of light margin a scanner needs around the symbol (ISO/IEC 18004). */
export const QUIET_ZONE = 4;

/**
 * Encodes the card's identifier. Level M survives a scratched or reflective phone screen at a
 * turnstile and keeps the symbol small enough to print on a card.
 */
export function qrMatrix(value: string): QrMatrix {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}

/** One horizontal run of dark modules (row, first column, length): the unit both SVG and PDF draw. */
export interface QrRun {
  row: number;
  column: number;
  length: number;
}

/** Dark modules merged into horizontal runs, so the drawing stays a few hundred shapes. */
export function qrRuns(matrix: QrMatrix): QrRun[] {
  const runs: QrRun[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.dark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < matrix.size && matrix.dark(row, column)) column += 1;
      runs.push({ row, column: start, length: column - start });
    }
  }
  return runs;
}

/** SVG path data of the dark modules, offset by the quiet zone (one unit = one module). */
export function qrSvgPath(matrix: QrMatrix): string {
  return qrRuns(matrix)
    .map(({ row, column, length }) => `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h${length}v1h-${length}z`)
    .join('');
}
