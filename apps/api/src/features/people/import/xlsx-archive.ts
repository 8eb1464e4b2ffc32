import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { SheetProblem, type SheetLimits } from './sheet-table';

/** Only entries this small may be compressed beyond the ratio limit (tiny XML parts often are). */
const RATIO_EXEMPT_BYTES = 1024 * 1024;

/** The parts of an XLSX a people list needs, inflated; the first worksheet by number. */
export type XlsxParts = {
  workbook?: Buffer;
  workbookRels?: Buffer;
  sharedStrings?: Buffer;
  sheetName: string;
  sheet: Buffer;
};

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const WANTED = new Set(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml']);

const archiveProblem = () => new SheetProblem('archive');

/**
 * Opens the zip of an XLSX with yauzl, from its central directory, and refuses it before
 * anything is inflated when it has too many entries, declares too many inflated bytes (per entry
 * or in total), compresses beyond any spreadsheet (a zip bomb), or has entries whose data
 * overlap (one compressed kernel listed many times). Then inflates the few parts a people list
 * needs, counting the bytes as they come: declared sizes can lie, so the count stops the inflate
 * as soon as it passes the declared size or the caps.
 */
export async function unpackXlsx(bytes: Uint8Array, limits: SheetLimits): Promise<XlsxParts> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
      autoClose: false,
    });
  } catch {
    throw new SheetProblem('unreadable');
  }
  try {
    return await unpack(zip, limits);
  } catch (error) {
    // Anything yauzl refuses past its directory (sizes that do not add up, bad deflate data) is a damaged or hostile archive.
    throw error instanceof SheetProblem ? error : archiveProblem();
  } finally {
    zip.close();
  }
}

async function unpack(zip: ZipFile, limits: SheetLimits): Promise<XlsxParts> {
  if (zip.entryCount > limits.maxZipEntries) throw archiveProblem();
  const ranges: { start: number; end: number }[] = [];
  const wanted = new Map<string, Entry>();
  let sheet: { entry: Entry; number: number } | undefined;
  let declaredTotal = 0;
  for await (const entry of zip.eachEntry()) {
    declaredTotal += entry.uncompressedSize;
    if (entry.uncompressedSize > limits.maxEntryBytes || declaredTotal > limits.maxTotalBytes) throw archiveProblem();
    if (entry.uncompressedSize > RATIO_EXEMPT_BYTES && entry.uncompressedSize > entry.compressedSize * limits.maxCompressionRatio) {
      throw archiveProblem();
    }
    if (entry.isEncrypted()) throw archiveProblem();
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    ranges.push({ start: entry.relativeOffsetOfLocalHeader, end: fileDataStart + entry.compressedSize });
    const sheetNumber = SHEET.exec(entry.fileName)?.[1];
    if (sheetNumber !== undefined && (!sheet || Number(sheetNumber) < sheet.number)) sheet = { entry, number: Number(sheetNumber) };
    if (WANTED.has(entry.fileName)) wanted.set(entry.fileName, entry);
  }
  ranges.sort((a, b) => a.start - b.start);
  if (ranges.some((range, i) => i > 0 && range.start < ranges[i - 1]!.end)) throw archiveProblem();
  if (!sheet) throw new SheetProblem('unreadable');

  const budget = { left: limits.maxTotalBytes };
  const read = async (entry: Entry | undefined) => (entry ? inflate(zip, entry, limits, budget) : undefined);
  return {
    workbook: await read(wanted.get('xl/workbook.xml')),
    workbookRels: await read(wanted.get('xl/_rels/workbook.xml.rels')),
    sharedStrings: await read(wanted.get('xl/sharedStrings.xml')),
    sheetName: sheet.entry.fileName,
    sheet: (await read(sheet.entry))!,
  };
}

/** One entry inflated, stopped the moment it passes its declared size, the entry cap, the ratio or the budget left. */
async function inflate(zip: ZipFile, entry: Entry, limits: SheetLimits, budget: { left: number }): Promise<Buffer> {
  const ratioCap = Math.max(RATIO_EXEMPT_BYTES, entry.compressedSize * limits.maxCompressionRatio);
  const cap = Math.min(entry.uncompressedSize, limits.maxEntryBytes, ratioCap, budget.left);
  const stream = await zip.openReadStreamPromise(entry);
  const parts: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > cap) throw archiveProblem();
      parts.push(chunk);
    }
  } finally {
    stream.destroy();
  }
  budget.left -= size;
  return Buffer.concat(parts);
}
