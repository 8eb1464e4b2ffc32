/**
 * The table read from an uploaded file, built row by row so every limit is checked while the
 * file is read (a hostile file is refused at the first row past a limit, never padded or kept
 * whole first). Runs inside the parse worker: it imports nothing of the app.
 */
export type Sheet = { columns: string[]; rows: string[][] };

export type SheetLimits = {
  maxRows: number;
  maxColumns: number;
  /** Rows × columns of the final, padded table. */
  maxCells: number;
  /** Characters of all cells together (shared strings of an XLSX can repeat one long text). */
  maxTextChars: number;
  maxZipEntries: number;
  /** Inflated bytes of one zip entry and of all of them, declared and counted. */
  maxEntryBytes: number;
  maxTotalBytes: number;
  /** Inflated ÷ compressed size past which an entry (over 1 MB inflated) is a zip bomb. */
  maxCompressionRatio: number;
};

export type SheetProblemKind = 'unreadable' | 'empty' | 'rows' | 'columns' | 'cells' | 'text' | 'archive';

/** A reason to refuse the file; the API turns its kind into the contract's message. */
export class SheetProblem extends Error {
  override name = 'SheetProblem';
  constructor(readonly kind: SheetProblemKind) {
    super(`spreadsheet refused: ${kind}`);
  }
}

/** Unicode controls other than tab and line breaks (quoted CSV cells may span lines). */
const CONTROL_IN_CELL = /(?![\t\n\r])\p{Cc}/u;

export class TableBuilder {
  private header: string[] | undefined;
  private readonly rows: string[][] = [];
  private width = 0;
  private textChars = 0;

  constructor(private readonly limits: SheetLimits) {}

  /** The column index a reader is about to fill: refused past the column limit. */
  checkColumn(index: number): void {
    if (index >= this.limits.maxColumns) throw new SheetProblem('columns');
  }

  /** One row of the file; rows with only blank cells (often at the end) are not people. */
  add(cells: string[]): void {
    if (!cells.some((cell) => cell.trim() !== '')) return;
    // No field of a person holds control characters (PostgreSQL refuses NUL outright): cells
    // with them come from a binary or mis-encoded file (UTF-16 read as UTF-8), not a table.
    if (cells.some((cell) => CONTROL_IN_CELL.test(cell))) throw new SheetProblem('unreadable');
    if (cells.length > this.limits.maxColumns) throw new SheetProblem('columns');
    if (this.header && this.rows.length >= this.limits.maxRows) throw new SheetProblem('rows');
    this.width = Math.max(this.width, cells.length);
    const rowsWithThis = this.header ? this.rows.length + 2 : 1;
    if (this.width * rowsWithThis > this.limits.maxCells) throw new SheetProblem('cells');
    for (const cell of cells) this.textChars += cell.length;
    if (this.textChars > this.limits.maxTextChars) throw new SheetProblem('text');
    if (this.header) this.rows.push(cells);
    else this.header = cells;
  }

  /**
   * Headers made unique and non-empty so a mapping can name each column ("a", "a (2)",
   * "Column 3"); every row padded to the widest row.
   */
  toSheet(): Sheet {
    if (!this.header || this.rows.length === 0) throw new SheetProblem('empty');
    const seen = new Map<string, number>();
    const columns = this.header.map((raw, i) => {
      const base = raw.trim() || `Column ${i + 1}`;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return count === 1 ? base : `${base} (${count})`;
    });
    while (columns.length < this.width) columns.push(`Column ${columns.length + 1}`);
    return { columns, rows: this.rows.map((r) => Array.from({ length: this.width }, (_, i) => r[i] ?? '')) };
  }
}
