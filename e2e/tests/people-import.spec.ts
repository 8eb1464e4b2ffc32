import { crc32 } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { logIn, profileOf } from '../support/session';
import { expect, test } from '../support/test';
import { expectNoHorizontalOverflow } from '../support/layout';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/**
 * A valid NIE starting with Y (its number reads as 1 followed by the seven digits). The demo seed
 * only draws NIFs and X-NIEs, so these can never be taken by a seeded athlete.
 */
const nie = (n: number) => {
  const digits = String(n % 10_000_000).padStart(7, '0');
  return `Y${digits}${LETTERS[Number(`1${digits}`) % 23]}`;
};
/** A tag no other run or spec shares: it is the surname, so a search finds exactly this file's people. */
const runTag = () => `lote${Date.now().toString(36)}${process.pid.toString(36)}`.replace(/[^a-z0-9]/g, '');

/** File rows (the header is row 1) that are wrong in the first upload, and why. */
const BAD = { dni: 7, email: 150, surname: 333 } as const;

/** 500 athletes across categories; with `broken`, exactly three rows are bad. */
function athletesCsv(tag: string, broken: boolean): string {
  const base = (Date.now() % 10_000) * 1_000;
  const categories = ['Sub-8', 'Sub-10', 'Sub-12', 'Sub-14', 'Juvenil'];
  const lines = ['Nombre;Apellidos;DNI;Correo electrónico;Teléfono;Fecha de nacimiento;Sexo;Categoría'];
  for (let i = 1; i <= 500; i += 1) {
    const row = i + 1;
    const dni = broken && row === BAD.dni ? '12345678A' : nie(base + i);
    const email = broken && row === BAD.email ? 'esto-no-es-un-correo' : `${tag}-${i}@example.test`;
    const surname = broken && row === BAD.surname ? '' : `${tag} Prueba`;
    lines.push(
      `Atleta ${i};${surname};${dni};${email};+34 600 000 ${String(i % 1000).padStart(3, '0')};${String((i % 28) + 1).padStart(2, '0')}/03/2012;${i % 2 ? 'F' : 'H'};${categories[i % 5]}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The smallest real XLSX: a stored (uncompressed) zip of the five parts, text cells inline. */
function tinyXlsx(rows: string[][]): Buffer {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const col = (i: number) => String.fromCharCode(65 + i);
  const ns = 'http://schemas.openxmlformats.org';
  const sheet = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((v, c) => `<c r="${col(c)}${r + 1}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`).join('')}</row>`,
    )
    .join('');
  const parts: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`,
  };
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const data = Buffer.from(text, 'utf8');
    const file = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(file.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(file.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, file, data);
    centrals.push(central, file);
    offset += local.length + file.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** How many people of the club the list's search finds, read through the API as a client would. */
async function countPeople(request: APIRequestContext, clubHash: string, search: string): Promise<number> {
  const login = await request.post('/api/authentication_token', { data: { username: ACCOUNTS.manager, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const response = await request.get(`/api/clubs/${clubHash}/people?search=${encodeURIComponent(search)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { 'hydra:totalItems': number })['hydra:totalItems'];
}

async function openImport(page: Page, request: APIRequestContext) {
  const cd = (await profileOf(request, ACCOUNTS.manager)).clubHash('cd-demo');
  await logIn(page, ACCOUNTS.manager);
  await page.getByTestId('profile-cd-demo-manager').click();
  await expect(page).toHaveURL(/\/dashboard\/manager\//);
  await page.goto(`/dashboard/manager/${cd}/persons/import`);
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'imports:page.title') })).toBeVisible();
  await expect(page).toHaveTitle(`Tribuna - ${t('es', 'imports:titles.import')}`);
  return cd;
}

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByTestId('import-file-input').setInputFiles({ name, mimeType, buffer });
  await expect(page.getByTestId('import-drop-zone')).toContainText(name);
  await page.getByTestId('upload-submit').click();
  await expect(page.getByTestId('import-stepper')).toHaveAttribute('data-step', 'mapping');
}

test.describe('people import', () => {
  test('a manager imports 500 athletes: the report names the three bad rows, nothing is written until a clean file is confirmed', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const tag = runTag();
    const cd = await openImport(page, request);

    // Upload the file with three bad rows as athletes.
    await page.getByLabel(t('es', 'imports:upload.typeLabel')).selectOption('player');
    await upload(page, 'atletas.csv', 'text/csv', Buffer.from(athletesCsv(tag, true), 'utf8'));

    // The headers were matched on their own; every row is checked.
    await expect(page.getByLabel(t('es', 'imports:mapping.columnLabel', { column: 'Correo electrónico' }))).toHaveValue('email');
    await expect(page.getByLabel(t('es', 'imports:mapping.columnLabel', { column: 'Categoría' }))).toHaveValue('category');
    await expect(page.getByTestId('count-total')).toHaveAttribute('data-value', '500');
    await expect(page.getByTestId('count-invalid')).toHaveAttribute('data-value', '3');
    await expect(page.getByTestId('count-valid')).toHaveAttribute('data-value', '497');
    await page.getByTestId('mapping-continue').click();

    // The report names each bad row, its column and the reason.
    const rows = page.getByTestId('report-row');
    await expect(rows).toHaveCount(3);
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row')))).toEqual([
      String(BAD.dni),
      String(BAD.email),
      String(BAD.surname),
    ]);
    await expect(page.locator(`[data-testid=report-row][data-row="${BAD.dni}"]`)).toContainText(
      `«DNI»): ${t('es', 'forms:fieldErrors.identification')}`,
    );
    await expect(page.locator(`[data-testid=report-row][data-row="${BAD.email}"]`)).toContainText(
      `«Correo electrónico»): ${t('es', 'forms:fieldErrors.email')}`,
    );
    await expect(page.locator(`[data-testid=report-row][data-row="${BAD.surname}"]`)).toContainText(
      `«Apellidos»): ${t('es', 'forms:fieldErrors.required')}`,
    );
    await expect(page.getByTestId('review-has-errors')).toBeVisible();
    await expect(page.getByTestId('review-continue')).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'import report');

    // Nothing was written: all rows or none.
    expect(await countPeople(request, cd, tag)).toBe(0);

    // The manager fixes the file and uploads it again (the type stays).
    await page.getByTestId('reupload').click();
    await expect(page.getByLabel(t('es', 'imports:upload.typeLabel'))).toHaveValue('player');
    await upload(page, 'atletas-corregido.csv', 'text/csv', Buffer.from(athletesCsv(tag, false), 'utf8'));
    await expect(page.getByTestId('count-valid')).toHaveAttribute('data-value', '500');
    await expect(page.getByTestId('count-invalid')).toHaveAttribute('data-value', '0');
    await page.getByTestId('mapping-continue').click();
    await expect(page.getByTestId('review-all-valid')).toBeVisible();
    await page.getByTestId('review-continue').click();

    await expect(page.getByTestId('confirm-summary')).toContainText('500');
    expect(await countPeople(request, cd, tag)).toBe(0);
    await page.getByTestId('open-confirm').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t('es', 'imports:confirm.allOrNothing'));
    await dialog.getByTestId('confirm-import').click();
    await expect(page.getByTestId('import-done')).toContainText('500', { timeout: 30_000 });
    expect(await countPeople(request, cd, tag)).toBe(500);

    // Back to the athletes list.
    await page.getByTestId('import-done-list').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/manager/${cd}/persons/athletes$`));
  });

  test('a manager imports partners from an XLSX file on a phone-sized screen', async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const tag = runTag();
    const cd = await openImport(page, request);
    const xlsx = tinyXlsx([
      ['Nombre', 'Apellidos', 'Correo'],
      ['Íñigo', `${tag} Xlsx`, `${tag}-1@example.test`],
      ['Núria', `${tag} Xlsx`, `${tag}-2@example.test`],
    ]);
    await upload(page, 'socios.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xlsx);
    await expect(page.getByTestId('count-valid')).toHaveAttribute('data-value', '2');
    await expect(page.getByTestId('import-preview')).toContainText('Íñigo');
    // Nothing overflows the phone's width: wide tables scroll inside their own box.
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, 'import mapping at 375 px');
    await page.getByTestId('mapping-continue').click();
    await page.getByTestId('review-continue').click();
    await page.getByTestId('open-confirm').click();
    await page.getByRole('dialog').getByTestId('confirm-import').click();
    await expect(page.getByTestId('import-done')).toBeVisible();
    expect(await countPeople(request, cd, tag)).toBe(2);
    await expect(page.getByTestId('import-done-list')).toHaveAttribute('href', `/dashboard/manager/${cd}/persons/partners`);
  });
});
