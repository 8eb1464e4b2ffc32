import { PEOPLE_IMPORT_MAX_CELLS, PEOPLE_IMPORT_MAX_COLUMNS, PEOPLE_IMPORT_MAX_ROWS, type FieldErrorCode } from '@tribuna/contract';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { errors } from '../../../lib/errors';
import { ParseSlots } from './parse-slots';
import type { Sheet, SheetLimits, SheetProblemKind } from './sheet-table';
import type { ParseReply, ParseRequest } from './spreadsheet-worker';

export type { Sheet } from './sheet-table';

const MB = 1024 * 1024;
export const SHEET_LIMITS: SheetLimits = {
  maxRows: PEOPLE_IMPORT_MAX_ROWS,
  maxColumns: PEOPLE_IMPORT_MAX_COLUMNS,
  maxCells: PEOPLE_IMPORT_MAX_CELLS,
  maxTextChars: 5_000_000,
  maxZipEntries: 200,
  maxEntryBytes: 50 * MB,
  maxTotalBytes: 50 * MB,
  maxCompressionRatio: 200,
};
/** The parse thread's own heap: past it the thread dies, not the server. */
const WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
/** For the parse itself, from the moment the worker's code is loaded. */
const TIME_LIMIT_MS = 10_000;
/** For loading the worker's code (slow only in development, where tsx compiles it). */
const START_LIMIT_MS = 60_000;
const slots = new ParseSlots(2, 8);

/** TypeScript through tsx when this file runs from src (dev, tests); the bundled worker next to dist/server.js in production. */
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./spreadsheet-worker.dev.mjs', import.meta.url)
  : new URL('./spreadsheet-worker.js', import.meta.url);

const CODES: Record<SheetProblemKind | 'tooComplex', FieldErrorCode> = {
  unreadable: 'importFileUnreadable',
  empty: 'importFileEmpty',
  rows: 'importTooManyRows',
  columns: 'importTooManyColumns',
  cells: 'importTooManyCells',
  text: 'importTooMuchText',
  archive: 'importArchiveInvalid',
  tooComplex: 'importFileTooComplex',
};
const fileProblem = (kind: keyof typeof CODES) => errors.validation([{ field: 'file', code: CODES[kind] }]);

/**
 * The uploaded file as a header row and data rows (see sheet-table.ts for the column names),
 * parsed in a worker thread with its own heap limit and a time limit: a file that is refused,
 * too big for the worker's memory or too slow answers a 400 on `file`, and the server's event
 * loop keeps serving other requests meanwhile.
 */
export function readSheet(bytes: Uint8Array): Promise<Sheet> {
  return slots.run(() => parseInWorker(bytes));
}

type WorkerSettings = { limits: SheetLimits; resourceLimits: ResourceLimits; timeLimitMs: number };
const SETTINGS: WorkerSettings = { limits: SHEET_LIMITS, resourceLimits: WORKER_LIMITS, timeLimitMs: TIME_LIMIT_MS };

/** One parse in its own worker thread; tests tighten the settings to see a worker die or run out of time. */
export function parseInWorker(bytes: Uint8Array, settings: Partial<WorkerSettings> = {}): Promise<Sheet> {
  const { limits, resourceLimits, timeLimitMs } = { ...SETTINGS, ...settings };
  return new Promise<Sheet>((resolve, reject) => {
    const request: ParseRequest = { bytes, limits };
    const worker = new Worker(WORKER_URL, { workerData: request, resourceLimits });
    let started = false;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    let timer = setTimeout(() => settle(() => reject(new Error('The spreadsheet worker did not start'))), START_LIMIT_MS);
    worker.on('message', (reply: ParseReply) => {
      if (reply.type === 'started') {
        started = true;
        clearTimeout(timer);
        timer = setTimeout(() => settle(() => reject(fileProblem('tooComplex'))), timeLimitMs);
      } else if (reply.type === 'sheet') settle(() => resolve(reply.sheet));
      else settle(() => reject(fileProblem(reply.kind)));
    });
    // Out of memory, or any crash of the parse: the file's doing. Before the worker started, the
    // worker itself is missing or broken: a server fault, left to surface as such.
    worker.on('error', (error) => settle(() => reject(started ? fileProblem('tooComplex') : error)));
    worker.on('exit', () =>
      settle(() => reject(started ? fileProblem('tooComplex') : new Error('The spreadsheet worker stopped before it started'))),
    );
  });
}
