import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createManager, signIn, type ClubFixture } from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
});
afterAll(() => t.close());

/** A club in `locale` with one athlete born on 9 March 2012; its export in `format`. */
async function exportOfOneAthlete(locale: ClubFixture['locale'], format: 'csv' | 'xlsx') {
  const club = await createClub(t, { locale });
  const manager = bearer((await signIn(t, (await createManager(t, club)).user)).token);
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/clubs/${club.hash}/people`,
    headers: manager,
    payload: { type: 'player', name: 'Laia', surname: 'Puig', birthDate: '2012-03-09', gender: 'female', category: 'Under-12' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return (await t.app.inject({ url: `/api/clubs/${club.hash}/people/export?format=${format}&role=player`, headers: manager })).rawPayload;
}

describe('people export in the club’s language', () => {
  it('writes a Catalan club’s CSV with a BOM, ";", Catalan headers and words and the birth date day first', async () => {
    const file = await exportOfOneAthlete('ca-ES', 'csv');
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [row] = parse(file, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      Nom: 'Laia',
      Cognoms: 'Puig',
      Naixement: '09/03/2012',
      Sexe: 'Dona',
      Categoria: 'Aleví (sub-12)',
      Perfil: 'Esportista',
      Estat: 'Actiu',
    });
  });

  it('writes an English club’s CSV with "," and ISO dates no reader takes for another day', async () => {
    const [row] = parse(await exportOfOneAthlete('en-US', 'csv'), { bom: true, columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({ Name: 'Laia', Gender: 'Female', Category: 'Under-12' });
    expect(Object.values(row!)).toContain('2012-03-09');
  });

  it('writes the birth date of the XLSX as a date cell and the membership number as a number', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportOfOneAthlete('es-ES', 'xlsx')) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Deportistas')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1);
    expect(cell('Nacimiento').value).toEqual(new Date('2012-03-09T00:00:00Z'));
    expect(cell('Nacimiento').numFmt).toBe('dd/mm/yyyy');
    expect(typeof cell('N.º socio').value).toBe('number');
    expect(cell('Sexo').value).toBe('Mujer');
  });
});
