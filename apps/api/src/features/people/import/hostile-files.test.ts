import { FIELD_ERRORS, PeopleImportSchema, type FieldErrorCode } from '@tribuna/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createManager, signIn, type ClubFixture } from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { handZip, sheetXml, xlsxParts, type ZipPart } from './hostile-zips';
import { ParseSlots } from './parse-slots';
import { parseInWorker, SHEET_LIMITS } from './spreadsheet-file';

/**
 * Files built to take the server down: each must be refused with a 400 on `file` (or read
 * correctly) quickly, while the server keeps answering other requests.
 */
let t: TestApp;
let manager: Record<string, string>;
let club: ClubFixture;
let demo: string;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  manager = bearer((await signIn(t, (await createManager(t, club)).user)).token);
  demo = club.hash;
});
afterAll(() => t.close());

function upload(fileName: string, content: Buffer | string) {
  const boundary = '----tribuna-hostile-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `/api/clubs/${demo}/people/imports?type=member`,
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...manager, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
const profile = () => t.app.inject({ url: '/api/profile', headers: manager });

/** The upload was refused on `file` with exactly this code and its English message. */
function expectRefused(response: Awaited<ReturnType<typeof upload>>, code: FieldErrorCode) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().invalidParamsList.invalidParams).toEqual([{ field: 'file', errors: [FIELD_ERRORS[code]], codes: [code] }]);
}

/** About a megabyte of "<c " openings that never close; numbered, so it compresses like real data. */
const unclosedCells = () => Array.from({ length: 150_000 }, (_, i) => `<c ${i} `).join('');
const sheet = (filler = '') =>
  sheetXml(
    [
      ['Nombre', 'Apellidos'],
      ['Ana', 'Hostil'],
    ],
    filler,
  );
const withSheet = (part: Partial<ZipPart>) =>
  xlsxParts(sheet()).map((p) => (p.name === 'xl/worksheets/sheet1.xml' ? { ...p, ...part } : p));

describe('hostile CSV', () => {
  it('refuses a 1 MB header of a million commas over 5,000 rows by its columns, and the server answers meanwhile', async () => {
    const csv = `Nombre${','.repeat(1_000_000)}\n${'a\n'.repeat(5000)}`;
    const heapBefore = process.memoryUsage().heapUsed;
    const finished: string[] = [];
    const uploading = upload('commas.csv', csv).then((r) => (finished.push('upload'), r));
    const answering = profile().then((r) => (finished.push('profile'), r));
    const [refused, answered] = await Promise.all([uploading, answering]);
    expectRefused(refused, 'importTooManyColumns');
    expect(answered.statusCode).toBe(200);
    // The profile was served while the file was being parsed, not after it.
    expect(finished).toEqual(['profile', 'upload']);
    expect((await profile()).statusCode).toBe(200);
    // The parse ran in its own heap: the server's grew by little more than the upload itself.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * MB);
  });

  it('refuses a file of more cells than rows × columns allow', async () => {
    const header = Array.from({ length: 60 }, (_, i) => `c${i}`).join(',');
    const csv = `${header}\n${`${'x,'.repeat(59)}x\n`.repeat(4200)}`;
    expectRefused(await upload('wide.csv', csv), 'importTooManyCells');
  });
});

describe('hostile XLSX', () => {
  it('refuses an entry that declares gigabytes before inflating anything', async () => {
    expectRefused(await upload('declared.xlsx', handZip(withSheet({ declaredSize: 0xfffffff0 }))), 'importArchiveInvalid');
  });

  it('refuses a zip bomb: a sheet compressed far beyond any spreadsheet', async () => {
    const bomb = sheet(' '.repeat(20 * MB));
    expectRefused(await upload('bomb.xlsx', handZip(withSheet({ content: bomb }))), 'importArchiveInvalid');
  });

  it('refuses a sheet whose declared size lies (small declared, big inflated), stopping the inflate at the lie', async () => {
    const big = sheet(' '.repeat(8 * MB));
    expectRefused(await upload('lying.xlsx', handZip(withSheet({ content: big, declaredSize: 2000 }))), 'importArchiveInvalid');
  });

  it('refuses entries that share their compressed data (overlapping entries)', async () => {
    const overlapping = handZip(xlsxParts(sheet()), [{ name: 'xl/worksheets/sheet2.xml', of: 'xl/worksheets/sheet1.xml' }]);
    expectRefused(await upload('overlap.xlsx', overlapping), 'importArchiveInvalid');
  });

  it('refuses an archive of too many entries', async () => {
    const many = [...xlsxParts(sheet()), ...Array.from({ length: 200 }, (_, i) => ({ name: `xl/media/pad${i}.xml`, content: '<a/>' }))];
    expectRefused(await upload('many.xlsx', handZip(many)), 'importArchiveInvalid');
  });

  it('refuses one shared string repeated into more text than an import can take', async () => {
    const shared = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>${'x'.repeat(100_000)}</t></si></sst>`;
    const rows = Array.from({ length: 100 }, (_, r) => `<row r="${r + 1}"><c r="A${r + 1}" t="s"><v>0</v></c></row>`).join('');
    const xml = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
    const parts = [...withSheet({ content: xml }), { name: 'xl/sharedStrings.xml', content: shared }];
    expectRefused(await upload('repeated.xlsx', handZip(parts)), 'importTooMuchText');
  });

  // The old regex reader took minutes on these two files: finishing at all within the test
  // timeout (and the worker's own time limit) is the check; speed itself belongs to the bench.
  it('answers a megabyte of unclosed "<c " cells (quadratic for the old regexes) at once', async () => {
    const broken = sheet().replace('</sheetData>', `<row r="3">${unclosedCells()}</row></sheetData>`);
    expectRefused(await upload('broken.xlsx', handZip(withSheet({ content: broken }))), 'importFileUnreadable');
  });

  it('reads a row whose comment holds a megabyte of "<c " (well-formed XML) and finds its cells', async () => {
    const commented = sheet().replace('</row></sheetData>', `<!-- ${unclosedCells()} --></row></sheetData>`);
    const response = await upload('comment.xlsx', handZip(withSheet({ content: commented })));
    expect(response.statusCode, response.body).toBe(201);
    expect(PeopleImportSchema.parse(response.json()).preview).toEqual([{ Nombre: 'Ana', Apellidos: 'Hostil' }]);
  });

  it('still reads an honest hand-made XLSX', async () => {
    const response = await upload('honest.xlsx', handZip(xlsxParts(sheet())));
    expect(response.statusCode, response.body).toBe(201);
    expect(PeopleImportSchema.parse(response.json()).preview).toEqual([{ Nombre: 'Ana', Apellidos: 'Hostil' }]);
  });
});

describe('the parse worker', () => {
  const tooComplex = {
    statusCode: 400,
    invalidParams: [{ field: 'file', errors: [FIELD_ERRORS.importFileTooComplex], codes: ['importFileTooComplex'] }],
  };
  const unlimited = { ...SHEET_LIMITS, maxRows: Infinity, maxColumns: Infinity, maxCells: Infinity, maxTextChars: Infinity };

  it('dies alone when a parse outgrows its heap, and the upload gets a 400', async () => {
    // Five megabytes of one-letter cells: millions of strings, past any limit but the heap's.
    const cells = new TextEncoder().encode(`h\n${'a,'.repeat(2_500_000)}`);
    await expect(
      parseInWorker(cells, { limits: unlimited, resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 } }),
    ).rejects.toMatchObject(tooComplex);
    expect((await profile()).statusCode).toBe(200);
  });

  it('is stopped when a parse runs past its time limit', async () => {
    const rows = `Nombre,Apellidos\n${'Ana,Hostil\n'.repeat(5000)}`;
    await expect(parseInWorker(new TextEncoder().encode(rows), { timeLimitMs: 1 })).rejects.toMatchObject(tooComplex);
  });
});

describe('parse slots', () => {
  it('runs two parses at once, queues the next ones and turns away the rest with a 429', async () => {
    const slots = new ParseSlots(2, 1);
    const gates: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const task = () =>
      slots.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
        return 'parsed';
      });
    const first = [task(), task(), task()];
    await expect(task()).rejects.toMatchObject({ statusCode: 429 });
    while (gates.length > 0 || running > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.shift()?.();
    }
    expect(await Promise.all(first)).toEqual(['parsed', 'parsed', 'parsed']);
    expect(most).toBe(2);
  });
});
