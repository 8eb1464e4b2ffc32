import { parentPort, workerData } from 'node:worker_threads';
import { SheetProblem, type Sheet, type SheetLimits, type SheetProblemKind } from './sheet-table';
import { isZip, parseSpreadsheet } from './spreadsheet-parse';
import { loadExcelJs } from './xlsx-format';

/**
 * Worker thread entry: parses one uploaded file and posts the sheet or the reason to refuse it.
 * It runs apart from the server's event loop and heap (see spreadsheet-file.ts), so a file that
 * blows past every limit we thought of only kills this thread. Bundled as dist/spreadsheet-worker.js.
 */
export type ParseRequest = { bytes: Uint8Array; limits: SheetLimits };
export type ParseReply = { type: 'started' } | { type: 'sheet'; sheet: Sheet } | { type: 'problem'; kind: SheetProblemKind };

const port = parentPort!;
const reply = (message: ParseReply) => port.postMessage(message);

const { bytes, limits } = workerData as ParseRequest;
// exceljs is big and loaded lazily: loading it is not the file's doing, so it happens before the
// parse's time limit starts. From 'started' on, any failure is the file's, not a broken deployment.
if (isZip(bytes)) await loadExcelJs();
reply({ type: 'started' });
try {
  reply({ type: 'sheet', sheet: await parseSpreadsheet(bytes, limits) });
} catch (error) {
  reply({ type: 'problem', kind: error instanceof SheetProblem ? error.kind : 'unreadable' });
}
