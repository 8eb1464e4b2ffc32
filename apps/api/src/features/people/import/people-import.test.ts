import { PeopleImportCommitResponseSchema, PeopleImportSchema, PersonCollectionSchema } from '@tribuna/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { identificationFor } from '../../../db/seed/bulk-people';
import { createClub, createManager, signIn, type ClubFixture } from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { xlsxFile } from '../../../lib/spreadsheets/spreadsheet-writers';

let t: TestApp;
let manager: Record<string, string>;
let club: ClubFixture;
let demo: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  manager = bearer((await signIn(t, (await createManager(t, club)).user)).token);
  demo = club.hash;
});
afterAll(() => t.close());

function multipart(fileName: string, content: Buffer | string, type = 'text/csv') {
  const boundary = '----tribuna-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { ...manager, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (fileName: string, content: Buffer | string, query = 'type=player') =>
  t.app.inject({ method: 'POST', url: `/api/clubs/${demo}/people/imports?${query}`, ...multipart(fileName, content) });
const patch = (hash: string, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/clubs/${demo}/people/imports/${hash}`,
    headers: { ...manager, 'content-type': 'application/merge-patch+json' },
    payload: JSON.stringify(body),
  });
const commit = (hash: string) =>
  t.app.inject({ method: 'POST', url: `/api/clubs/${demo}/people/imports/${hash}/commit`, headers: manager });
const count = async (search: string) =>
  PersonCollectionSchema.parse((await t.app.inject({ url: `/api/clubs/${demo}/people?search=${search}`, headers: manager })).json())[
    'hydra:totalItems'
  ];

/** 500 athletes; rows 10, 200 and 431 of the file (header = row 1) are bad. */
function fiveHundred(): string {
  const lines = ['Nombre;Apellidos;DNI;Fecha de nacimiento;Sexo;Categoría;Correo'];
  for (let i = 1; i <= 500; i += 1) {
    const row = i + 1;
    const dni = row === 10 ? '12345678A' : identificationFor(40_000_000 + i);
    const date = row === 200 ? '31/02/2012' : `0${1 + (i % 9)}/03/2012`;
    const name = row === 431 ? '' : `Importada ${i}`;
    lines.push(`${name};"Pérez; López";${dni};${date};F;Sub-12;import${i}@example.test`);
  }
  return lines.join('\r\n');
}

describe('people import', () => {
  it('reports the three bad rows by number, writes nothing until they are skipped, then all the rest', async () => {
    const uploaded = await upload('athletes.csv', fiveHundred());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const session = PeopleImportSchema.parse(uploaded.json());
    expect(session).toMatchObject({ status: 'uploaded', total: 500, type: 'player' });
    expect(session.columns).toEqual(['Nombre', 'Apellidos', 'DNI', 'Fecha de nacimiento', 'Sexo', 'Categoría', 'Correo']);
    expect(session.preview[0]).toMatchObject({ Nombre: 'Importada 1', Apellidos: 'Pérez; López' });
    expect(session.suggestedMapping).toEqual({
      name: 'Nombre',
      surname: 'Apellidos',
      dni: 'DNI',
      birthDate: 'Fecha de nacimiento',
      gender: 'Sexo',
      category: 'Categoría',
      email: 'Correo',
    });

    const checked = PeopleImportSchema.parse((await patch(session.id, { mapping: session.suggestedMapping })).json());
    expect(checked.counts).toEqual({ valid: 497, invalid: 3, skipped: 0 });
    expect(checked.processed).toBe(500);
    expect(checked.errors.map((e) => [e.row, e.field])).toEqual([
      [10, 'dni'],
      [200, 'birthDate'],
      [431, 'name'],
    ]);
    expect(checked.errors.every((e) => e.reason.length > 0)).toBe(true);
    // An empty name cell is a blank required value, not zod's "received undefined".
    expect(checked.errors.map((e) => e.code)).toEqual(['identification', 'dateFormat', 'required']);

    const refused = await commit(session.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'CONFLICT', reason: 'importHasErrors' });
    expect(await count('importada')).toBe(0);

    const skipped = PeopleImportSchema.parse((await patch(session.id, { skipRows: [10, 200, 431] })).json());
    expect(skipped.counts).toEqual({ valid: 497, invalid: 0, skipped: 3 });
    // Notifications muted: the commit's own unit of work must clear the cached list and count.
    const notify = vi.spyOn(t.app.changes.listener, 'notify').mockImplementation(() => undefined);
    const done = PeopleImportCommitResponseSchema.parse((await commit(session.id)).json());
    expect(done).toMatchObject({ status: 'committed', written: 497 });
    expect(await count('importada')).toBe(497);
    notify.mockRestore();
    const athlete = PersonCollectionSchema.parse(
      (await t.app.inject({ url: `/api/clubs/${demo}/people?search=importada%2017&role=player`, headers: manager })).json(),
    )['hydra:member'].find((p) => p.name === 'Importada 17')!;
    expect(athlete).toMatchObject({ surname: 'Pérez; López', gender: 'female', category: 'Under-12', birthDate: '2012-03-09' });
    expect((await commit(session.id)).statusCode).toBe(409);
  });

  it('refuses a second import of the same people (dni already in the club) row by row', async () => {
    const again = PeopleImportSchema.parse((await upload('again.csv', fiveHundred())).json());
    const checked = PeopleImportSchema.parse((await patch(again.id, { mapping: again.suggestedMapping })).json());
    expect(checked.counts.invalid).toBe(500);
  });

  it('rejects a wrong mapping, an empty file and garbage field by field', async () => {
    const session = PeopleImportSchema.parse((await upload('small.csv', 'Nom,Cognoms\nAnna,Roca\n')).json());
    const bad = await patch(session.id, { mapping: { name: 'Nom', surname: 'Nom', email: 'Nope' } });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .invalidParamsList.invalidParams.map((p: { field: string }) => p.field)
        .sort(),
    ).toEqual(['mapping.email', 'mapping.surname']);
    expect((await upload('empty.csv', 'Nom,Cognoms\n')).statusCode).toBe(400);
    const none = await t.app.inject({ method: 'POST', url: `/api/clubs/${demo}/people/imports`, headers: manager });
    expect(none.statusCode).toBe(400);
    expect((await commit(session.id)).statusCode).toBe(409);
  });

  it('reads XLSX files', async () => {
    const xlsx = await xlsxFile('Hoja', [
      ['Nombre', 'Apellidos', 'Teléfono'],
      ['Xlsx', 'Ñuñez', '+34 600 111 222'],
    ]);
    const session = PeopleImportSchema.parse((await upload('people.xlsx', xlsx, 'type=member')).json());
    expect(session.preview).toEqual([{ Nombre: 'Xlsx', Apellidos: 'Ñuñez', Teléfono: '+34 600 111 222' }]);
    await patch(session.id, { mapping: session.suggestedMapping });
    expect((await commit(session.id)).json().written).toBe(1);
    expect(await count('xlsx%20nunez')).toBe(1);
  });
});

describe('people export', () => {
  // The club's language and conventions (es-ES: ";" between cells, the list's own words, dates day first).
  const SPANISH_COLUMNS = [
    'Nombre',
    'Apellidos',
    'DNI/NIE',
    'Email',
    'Teléfono',
    'Nacimiento',
    'Sexo',
    'Categoría',
    'N.º socio',
    'Perfil',
    'Estado',
  ];

  it('exports the filtered list as CSV and as XLSX', async () => {
    const csv = await t.app.inject({ url: `/api/clubs/${demo}/people/export?format=csv&role=member&search=xlsx`, headers: manager });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${club.shortname}-member-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(SPANISH_COLUMNS.join(';'));
    expect(lines.slice(1).map((l) => l.split(';').slice(0, 2).join(' '))).toEqual(['Xlsx Ñuñez']);
    expect(lines[1]).toContain('+34 600 111 222');
    expect(lines[1]).toContain(';Socio;Activo');
    const xlsx = await t.app.inject({
      url: `/api/clubs/${demo}/people/export?format=xlsx&role=player&category[]=Under-12&search=importada`,
      headers: manager,
    });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const reimport = PeopleImportSchema.parse((await upload('export.xlsx', xlsx.rawPayload)).json());
    expect(reimport.total).toBe(497);
    expect(reimport.suggestedMapping).toMatchObject({ name: 'Nombre', surname: 'Apellidos', dni: 'DNI/NIE', birthDate: 'Nacimiento' });
  });

  it('exports CSV and XLSX files that import back as the same people', async () => {
    const query = 'role=player&category[]=Under-12&search=importada';
    const exported = (format: string) =>
      t.app.inject({ url: `/api/clubs/${demo}/people/export?format=${format}&${query}`, headers: manager });
    const fromCsv = PeopleImportSchema.parse((await upload('export.csv', (await exported('csv')).rawPayload)).json());
    const fromXlsx = PeopleImportSchema.parse((await upload('export.xlsx', (await exported('xlsx')).rawPayload)).json());
    expect(fromCsv.total).toBe(497);
    expect(fromCsv.columns).toEqual(SPANISH_COLUMNS);
    expect(fromCsv.preview[0]).toMatchObject({
      Apellidos: 'Pérez; López',
      Sexo: 'Mujer',
      Categoría: 'Alevín (sub-12)',
      Perfil: 'Deportista',
      Estado: 'Activo',
    });
    expect(fromCsv.preview[0]!.Nacimiento).toMatch(/^\d{2}\/03\/2012$/);
    expect(fromXlsx.columns).toEqual(fromCsv.columns);
    // Every field reads back (dates, "Mujer", "Alevín (sub-12)"): the only complaint is that these people are already in the club.
    for (const session of [fromCsv, fromXlsx]) {
      expect(session.suggestedMapping).toEqual({
        name: 'Nombre',
        surname: 'Apellidos',
        dni: 'DNI/NIE',
        email: 'Email',
        phone: 'Teléfono',
        birthDate: 'Nacimiento',
        gender: 'Sexo',
        category: 'Categoría',
      });
      const checked = PeopleImportSchema.parse((await patch(session.id, { mapping: session.suggestedMapping })).json());
      expect(checked.counts.invalid).toBe(497);
      expect(new Set(checked.errors.map((e) => e.code))).toEqual(new Set(['duplicateDni']));
    }
  });
});
