import {
  AddBeneficiariesResultSchema,
  BeneficiaryListSchema,
  ExpenseListSchema,
  PersonCollectionSchema,
  SubsidyListSchema,
  SubsidySchema,
  UserProfileResponseSchema,
  type Subsidy,
} from '@tribuna/contract';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createClub,
  createGuardianWithChild,
  createManager,
  createMember,
  createPerson,
  createTeam,
  injectAs,
  multipartFile,
  signIn,
  type ClubFixture,
  type ClubUser,
  type Session,
} from '../../test/factories';
import { mergePatch } from '../../test/matrix/expectations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createExpense, createSubsidy, PDF_RECEIPT, subsidiesUrl } from './subsidies-test-kit';

let t: TestApp;
let dataDir: string;
let club: ClubFixture;
let other: ClubFixture;
let marta: ClubUser;
let manager: Session;
let otherManager: Session;
let otherManagerUser: ClubUser;
let member: Session;
let admin: Session;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tribuna-subsidies-'));
  t = await createTestApp({ RATE_LIMIT: 'false', DATA_DIR: dataDir }, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  marta = await createManager(t, club, { name: 'Marta' });
  manager = await signIn(t, marta.user);
  otherManagerUser = await createManager(t, club, { name: 'Jordi' });
  otherManager = await signIn(t, otherManagerUser.user);
  member = await signIn(t, (await createMember(t, club)).user);
  admin = await signIn(t, await createAdmin(t));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const as = (session: Session | undefined, options: InjectOptions) => injectAs(t, session, options);
const one = (subsidy: Pick<Subsidy, 'hash'>, path = '', c: ClubFixture = club) => `${subsidiesUrl(c)}/${subsidy.hash}${path}`;
const codesOf = (response: { json(): unknown }) =>
  (response.json() as { invalidParamsList: { invalidParams: { field: string; codes: string[] }[] } }).invalidParamsList.invalidParams.map(
    (p) => `${p.field}:${p.codes.join(',')}`,
  );
const profileOf = async (session: Session) => UserProfileResponseSchema.parse((await as(session, { url: '/api/profile' })).json());
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

describe('subsidies: recording and managing a grant', () => {
  it('records a subsidy with its creator as manager; the list says whose it is; the profile puts it in the submenu of its managers only', async () => {
    const subsidy = await createSubsidy(t, club, manager, { name: 'Escuelas deportivas 1' });
    expect(subsidy).toMatchObject({ name: 'Escuelas deportivas 1', status: 'granted', amount: 500_000, mine: true, spent: 0 });
    expect(subsidy.managers.map((m) => m.hash)).toEqual([marta.profile.hash]);

    const listed = SubsidyListSchema.parse((await as(otherManager, { url: subsidiesUrl(club) })).json())['hydra:member'];
    expect(listed.find((s) => s.hash === subsidy.hash)).toMatchObject({ mine: false });

    const entry = (await profileOf(manager)).clubs.find((c) => c.hash === club.hash)!;
    expect(entry.subsidies).toContainEqual({ id: subsidy.hash, name: 'Escuelas deportivas 1' });
    const othersEntry = (await profileOf(otherManager)).clubs.find((c) => c.hash === club.hash)!;
    expect(othersEntry.subsidies.map((s) => s.id)).not.toContain(subsidy.hash);
  });

  it('opens a subsidy to its managers only: another manager of the club gets 404 everywhere inside it; an admin gets in as support', async () => {
    const subsidy = await createSubsidy(t, club, manager);
    const expense = await createExpense(t, club, manager, subsidy.hash);
    for (const path of ['', '/expenses', '/beneficiaries', `/expenses/${expense.hash}/receipt`, '/justification']) {
      expect((await as(otherManager, { url: one(subsidy, path) })).statusCode, path).toBe(404);
      expect((await as(member, { url: one(subsidy, path) })).statusCode, path).toBe(403);
    }
    expect((await as(admin, { url: one(subsidy) })).statusCode).toBe(200);
    // Under another club's address it does not exist.
    expect((await as(admin, { url: one(subsidy, '', other) })).statusCode).toBe(404);
  });

  it('edits the period and the managers; refuses a period ending before it starts and managers who are not the club’s', async () => {
    const subsidy = await createSubsidy(t, club, manager);
    const bad = await as(manager, { method: 'PATCH', url: one(subsidy), ...mergePatch({ endsOn: '2020-01-01' }) });
    expect(bad.statusCode).toBe(400);
    expect(codesOf(bad)).toEqual(['endsOn:endsBeforeStart']);
    const aMember = await createPerson(t, club, { role: 'member' });
    const notManager = await as(manager, { method: 'PATCH', url: one(subsidy), ...mergePatch({ managers: [aMember.hash] }) });
    expect(codesOf(notManager)).toEqual(['managers:subsidyManagerUnknown']);
    const foreignManager = await createManager(t, other);
    const foreign = await as(manager, { method: 'PATCH', url: one(subsidy), ...mergePatch({ managers: [foreignManager.profile.hash] }) });
    expect(codesOf(foreign)).toEqual(['managers:subsidyManagerUnknown']);

    const handed = await as(manager, {
      method: 'PATCH',
      url: one(subsidy),
      ...mergePatch({ managers: [otherManagerUser.profile.hash], status: 'justified' }),
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(SubsidySchema.parse(handed.json())).toMatchObject({ status: 'justified', mine: false });
    // Handed over: now Jordi's, no longer Marta's.
    expect((await as(manager, { url: one(subsidy) })).statusCode).toBe(404);
    expect((await as(otherManager, { url: one(subsidy) })).statusCode).toBe(200);
    expect((await profileOf(otherManager)).clubs.find((c) => c.hash === club.hash)!.subsidies.map((s) => s.id)).toContain(subsidy.hash);
  });

  it('needs a manager: an admin without a profile in the club names one', async () => {
    const payload = { name: 'Beca', funder: 'Diputación', amount: 1000, startsOn: '2026-01-01', endsOn: '2026-12-31' };
    const refused = await as(admin, { method: 'POST', url: subsidiesUrl(club), payload });
    expect(codesOf(refused)).toEqual(['managers:required']);
    const made = await as(admin, { method: 'POST', url: subsidiesUrl(club), payload: { ...payload, managers: [marta.profile.hash] } });
    expect(made.statusCode, made.body).toBe(201);
    expect(SubsidySchema.parse(made.json()).managers.map((m) => m.name)).toEqual(['Marta']);
  });
});

describe('subsidies: beneficiaries chosen from people, teams and categories', () => {
  it('adds people, a team and a category once each; the people list and the legacy answer show the subsidy', async () => {
    const subsidy = await createSubsidy(t, club, manager, { name: 'Deporte base' });
    const ana = await createPerson(t, club, { role: 'player', name: 'Ana', surname: 'Abad', category: 'Under-10' });
    const bea = await createPerson(t, club, { role: 'player', name: 'Bea', surname: 'Bravo', category: 'Under-12' });
    const coach = await createPerson(t, club, { role: 'member', name: 'Carles', surname: 'Coll' });
    const team = await createTeam(t, club, { category: 'Under-12', roster: [{ person: bea }, { person: coach, role: 'coach' }] });
    const disabled = await createPerson(t, club, { role: 'player', category: 'Under-10', enabled: false });

    const added = await as(manager, {
      method: 'POST',
      url: one(subsidy, '/beneficiaries'),
      payload: { people: [ana.hash], teams: [team.hash], categories: ['Under-10'] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(AddBeneficiariesResultSchema.parse(added.json())).toEqual({ added: 3, total: 3 });
    const again = await as(manager, { method: 'POST', url: one(subsidy, '/beneficiaries'), payload: { people: [ana.hash, bea.hash] } });
    expect(AddBeneficiariesResultSchema.parse(again.json())).toEqual({ added: 0, total: 3 });

    const list = BeneficiaryListSchema.parse((await as(manager, { url: one(subsidy, '/beneficiaries') })).json());
    expect(list['hydra:totalItems']).toBe(3);
    expect(list['hydra:member'].map((b) => [b.surname, b.source, b.sourceName])).toEqual([
      ['Abad', 'person', null],
      ['Bravo', 'team', team.name],
      ['Coll', 'team', team.name],
    ]);
    expect(list['hydra:member'].map((b) => b.personHash)).not.toContain(disabled.hash);

    const people = PersonCollectionSchema.parse((await as(manager, { url: `/api/clubs/${club.hash}/people?search=Abad` })).json());
    expect(people['hydra:member'].find((p) => p.id === ana.hash)?.subsidies).toContainEqual({ id: subsidy.hash, name: 'Deporte base' });

    // Removing one takes them off the list and off the people list at once (the page cache follows).
    const removed = await as(manager, { method: 'DELETE', url: one(subsidy, `/beneficiaries/${ana.hash}`) });
    expect(removed.statusCode).toBe(204);
    const after = PersonCollectionSchema.parse((await as(manager, { url: `/api/clubs/${club.hash}/people?search=Abad` })).json());
    expect(after['hydra:member'].find((p) => p.id === ana.hash)?.subsidies).toEqual([]);
    expect((await as(manager, { method: 'DELETE', url: one(subsidy, `/beneficiaries/${ana.hash}`) })).statusCode).toBe(404);
  });

  it('refuses an unknown person or another club’s team, adding nobody', async () => {
    const subsidy = await createSubsidy(t, club, manager);
    const stranger = await createPerson(t, other);
    const refused = await as(manager, { method: 'POST', url: one(subsidy, '/beneficiaries'), payload: { people: [stranger.hash] } });
    expect(codesOf(refused)).toEqual(['people:subsidyBeneficiaryUnknown']);
    const foreignTeam = await createTeam(t, other);
    const refusedTeam = await as(manager, { method: 'POST', url: one(subsidy, '/beneficiaries'), payload: { teams: [foreignTeam.hash] } });
    expect(codesOf(refusedTeam)).toEqual(['teams:subsidyBeneficiaryUnknown']);
    expect(BeneficiaryListSchema.parse((await as(manager, { url: one(subsidy, '/beneficiaries') })).json())['hydra:totalItems']).toBe(0);
    expect(codesOf(await as(manager, { method: 'POST', url: one(subsidy, '/beneficiaries'), payload: {} }))).toEqual(['people:required']);
  });

  it("shows a guardian's child's subsidy in the legacy people-by-club answer", async () => {
    const family = await createGuardianWithChild(t, club);
    const subsidy = await createSubsidy(t, club, manager, { name: 'Becas familias' });
    await as(manager, { method: 'POST', url: one(subsidy, '/beneficiaries'), payload: { people: [family.child.hash] } });
    const guardian = await signIn(t, family.user);
    const groups = (await as(guardian, { url: '/api/people-group-by-club' })).json() as {
      persons: { id: string; subsidies: { id: string; name: string }[] }[];
    }[];
    const persons = groups.flatMap((g) => g.persons);
    // The child shows (the club lets guardians see their children's records) with its subsidy.
    expect(persons.find((p) => p.id === family.child.hash)?.subsidies).toEqual([{ id: subsidy.hash, name: 'Becas familias' }]);
    const managerPerson = ((await as(manager, { url: '/api/people-group-by-club' })).json() as typeof groups)
      .flatMap((g) => g.persons)
      .find((p) => p.id === marta.profile.hash)!;
    expect(managerPerson.subsidies.map((s) => s.name)).toContain('Becas familias');
  });
});

describe('subsidies: expenses, receipts and the justification', () => {
  it('keeps a receipt judged by its content and serves it as a download to its managers; the totals follow', async () => {
    const subsidy = await createSubsidy(t, club, manager);
    const expense = await createExpense(t, club, manager, subsidy.hash, { amount: 10_000 });
    expect(expense.receipt).toEqual({ name: 'factura.pdf', contentType: 'application/pdf', size: PDF_RECEIPT.length });
    await createExpense(t, club, manager, subsidy.hash, { amount: 2_550, receipt: false });

    const download = await as(manager, { url: one(subsidy, `/expenses/${expense.hash}/receipt`) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF_RECEIPT)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(download.headers['content-disposition']).toBe('attachment; filename=factura.pdf');

    const read = SubsidySchema.parse((await as(manager, { url: one(subsidy) })).json());
    expect(read).toMatchObject({ expenseCount: 2, spent: 12_550, missingReceipts: 1 });
    const expenses = ExpenseListSchema.parse((await as(manager, { url: one(subsidy, '/expenses') })).json())['hydra:member'];
    expect(expenses.map((e) => e.amount)).toEqual([10_000, 2_550]);
  });

  it('refuses a receipt that is not a PDF or an image, whatever its name says, and a request without a file', async () => {
    const subsidy = await createSubsidy(t, club, manager);
    const expense = await createExpense(t, club, manager, subsidy.hash, { receipt: false });
    const url = one(subsidy, `/expenses/${expense.hash}/receipt`);
    const html = await as(manager, {
      method: 'POST',
      url,
      ...multipartFile('factura.pdf', '<html><script>alert(1)</script></html>', 'application/pdf'),
    });
    expect(html.statusCode).toBe(400);
    expect(codesOf(html)).toEqual(['file:receiptType']);
    const none = await as(manager, { method: 'POST', url, payload: {} });
    expect(none.statusCode).toBe(400);
    expect((await as(manager, { url })).statusCode).toBe(404);
  });

  it('replaces a receipt and removes the files with their expense and subsidy', async () => {
    const subsidy = await createSubsidy(t, club, manager);
    const expense = await createExpense(t, club, manager, subsidy.hash);
    const dir = join(dataDir, 'uploads', 'subsidy-receipts', club.hash, subsidy.hash);
    expect(filesUnder(dir)).toHaveLength(1);
    const again = await as(manager, {
      method: 'POST',
      url: one(subsidy, `/expenses/${expense.hash}/receipt`),
      ...multipartFile('nueva.pdf', PDF_RECEIPT, 'application/pdf'),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(filesUnder(dir)).toHaveLength(1);
    await createExpense(t, club, manager, subsidy.hash);
    expect(filesUnder(dir)).toHaveLength(2);
    expect((await as(manager, { method: 'DELETE', url: one(subsidy, `/expenses/${expense.hash}`) })).statusCode).toBe(204);
    expect(filesUnder(dir)).toHaveLength(1);
    expect((await as(manager, { method: 'DELETE', url: one(subsidy) })).statusCode).toBe(204);
    expect(filesUnder(dir)).toHaveLength(0);
    expect((await as(manager, { url: one(subsidy) })).statusCode).toBe(404);
  });

  it('writes the justification as a PDF and as an XLSX whose sheets hold the grant, the expenses and the beneficiaries', async () => {
    const subsidy = await createSubsidy(t, club, manager, { name: 'Escuelas deportivas', amount: 100_000 });
    await createExpense(t, club, manager, subsidy.hash, { amount: 30_000 });
    await createExpense(t, club, manager, subsidy.hash, { amount: 12_550, receipt: false });
    const kid = await createPerson(t, club, { role: 'player', name: 'Leo', surname: '=Zeta', category: 'Under-8' });
    await as(manager, { method: 'POST', url: one(subsidy, '/beneficiaries'), payload: { people: [kid.hash] } });

    const pdf = await as(manager, { url: one(subsidy, '/justification?format=pdf') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('justification-escuelas-deportivas.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const xlsx = await as(manager, { url: one(subsidy, '/justification?format=xlsx') });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Resumen', 'Gastos', 'Beneficiarios']);
    const values = (sheet: number) =>
      book.worksheets[sheet]!.getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1));
    expect(values(0)).toContainEqual(['Importe concedido', 1000]);
    expect(values(0)).toContainEqual(['Pendiente de justificar', 574.5]);
    expect(values(1)[0]).toEqual(['Fecha', 'Proveedor', 'Concepto', 'Importe', 'Justificante']);
    expect(
      values(1)
        .slice(1)
        .map((row) => [row[3], row[4]]),
    ).toEqual([
      [300, 'factura.pdf'],
      [125.5, 'No'],
      [425.5, ''],
    ]);
    // Text stays text: a name starting with "=" is no formula.
    expect(values(2)[1]).toEqual(['=Zeta', 'Leo', 'Under-8', 'Elegido por nombre']);
  });
});
