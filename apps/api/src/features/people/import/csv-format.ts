import { parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { decodeText, spreadsheetCsvOptions } from '../../../lib/spreadsheets/csv-text';
import type { TableBuilder } from './sheet-table';

const CHUNK_BYTES = 64 * 1024;
function* chunks(bytes: Buffer) {
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) yield bytes.subarray(start, start + CHUNK_BYTES);
}

/**
 * CSV as spreadsheets write it (RFC 4180 with quoted line breaks, CRLF, LF or CR, a byte-order
 * mark), on csv-parse's stream: the file is fed in chunks and each record goes to the table as
 * soon as it is read, so a limit stops the parse at once.
 */
export async function readCsv(bytes: Uint8Array, table: TableBuilder, maxColumns: number): Promise<void> {
  const text = decodeText(bytes);
  const parser = parse({
    ...spreadsheetCsvOptions(text),
    // Past the column limit the rest of the line is kept as one last field instead of being
    // split: a record never holds more than one field too many, however many delimiters it has.
    ignore_last_delimiters: maxColumns + 1,
  });
  const source = Readable.from(chunks(Buffer.from(text, 'utf8')));
  source.pipe(parser);
  try {
    for await (const record of parser as AsyncIterable<string[]>) table.add(record);
  } finally {
    source.destroy();
    parser.destroy();
  }
}
