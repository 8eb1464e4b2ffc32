import { SepaBatchSchema, SepaCreditorSchema, SepaDueSchema, SepaReturnsResultSchema, type SepaDueCharge } from '@tribuna/contract';
import { eq, inArray } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, outboxMessages, payments, sepaCollections, sepaMandateAmendments, sepaMandates } from '../../../db/schema';
import {
  createClub,
  createManager,
  createMember,
  createPerson,
  injectAs,
  signIn,
  type ClubFixture,
  type Session,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { camt053, camt054, pain002 } from './testing/returns-fixtures';
import { amendMandate, createCharge, createMandate, validCreditorId } from './testing/sepa-test-kit';
import { pain008SchemaErrors } from './testing/xsd-check';

let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;
let manager: Session;
let member: Session;

// Monday 30 November 2026 on the clubs' clock: the earliest collection date is Tuesday 1 December.
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false', BOOKINGS_CLOCK: '2026-11-30T10:00:00+01:00' }, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  member = await signIn(t, (await createMember(t, club)).user);
});
afterAll(async () => t.close());

const base = `/api/clubs/:club/sepa`;
const url = (path: string, c: ClubFixture = club) => `${base.replace(':club', c.hash)}${path}`;
const as = (session: Session | undefined, options: InjectOptions) => injectAs(t, session, options);
const codesOf = (body: { invalidParamsList?: { invalidParams: { field: string; codes: string[] }[] } }) =>
  (body.invalidParamsList?.invalidParams ?? []).map((p) => [p.field, p.codes[0]]);

async function createCreditor(payload: object = {}) {
  const response = await as(manager, {
    method: 'POST',
    url: url('/creditors'),
    payload: {
      label: 'CaixaBank',
      name: 'Club Deportivo Demo',
      creditorIdentifier: validCreditorId(),
      iban: 'ES7921000813610123456789',
      ...payload,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return SepaCreditorSchema.parse(response.json());
}
const due = async (scheme = 'CORE') => SepaDueSchema.parse((await as(manager, { url: url(`/due?scheme=${scheme}`) })).json());
const generate = (creditorHash: string, chargeHashes: string[], extra: object = {}) =>
  as(manager, { method: 'POST', url: url('/batches'), payload: { creditorHash, collectionDate: '2026-12-14', chargeHashes, ...extra } });
const fileOf = async (batchHash: string) => (await as(manager, { url: url(`/batches/${batchHash}/file`) })).body;
const importReturns = async (xml: string, addBankFee = false) => {
  const response = await as(manager, { method: 'POST', url: url('/returns'), payload: { xml, addBankFee } });
  expect(response.statusCode, response.body).toBe(200);
  return SepaReturnsResultSchema.parse(response.json());
};
const transactions = (xml: string) => {
  const doc = new XMLParser({ parseTagValue: false, isArray: (name) => ['PmtInf', 'DrctDbtTxInf'].includes(name) }).parse(xml).Document
    .CstmrDrctDbtInitn;
  return (
    doc.PmtInf as {
      PmtTpInf: { SeqTp: string };
      DrctDbtTxInf: { PmtId: { EndToEndId: string }; DrctDbtTx: { MndtRltdInf: Record<string, unknown> }; Dbtr: { Nm: string } }[];
    }[]
  ).flatMap((block) => block.DrctDbtTxInf.map((tx) => ({ seq: block.PmtTpInf.SeqTp, ...tx })));
};
const chargeRow = async (id: number) => (await t.db.select().from(charges).where(eq(charges.id, id)))[0]!;

describe('SEPA creditors', () => {
  it('checks the identifier and account, keeps one default, and is for managers only', async () => {
    const bad = await as(manager, {
      method: 'POST',
      url: url('/creditors', other),
      payload: { label: 'X', name: 'X', creditorIdentifier: 'ES00000B12345678', iban: 'ES00 1234', bic: 'NOPE' },
    });
    expect(bad.statusCode).toBe(403);
    const invalid = await as(manager, {
      method: 'POST',
      url: url('/creditors'),
      payload: { label: 'X', name: 'X', creditorIdentifier: 'ES00000B12345678', iban: 'ES00 1234' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(codesOf(invalid.json())).toEqual([
      ['creditorIdentifier', 'creditorIdentifierInvalid'],
      ['iban', 'ibanInvalid'],
    ]);
    const first = await createCreditor({ label: 'Primero', creditorIdentifier: validCreditorId('G11111111').toLowerCase() });
    expect(first).toMatchObject({ isDefault: true, preNotificationDays: 14, creditorIdentifier: validCreditorId('G11111111') });
    const second = await createCreditor({ label: 'Sabadell', iban: 'ES6000491500051234567892', isDefault: true, preNotificationDays: 5 });
    const list = (await as(manager, { url: url('/creditors') })).json()['hydra:member'];
    expect(list.map((row: { label: string; isDefault: boolean }) => [row.label, row.isDefault])).toEqual([
      ['Sabadell', true],
      ['Primero', false],
    ]);
    expect((await as(member, { url: url('/creditors') })).statusCode).toBe(403);
    const renamed = await as(manager, {
      method: 'PATCH',
      url: url(`/creditors/${first.hash}`),
      payload: { label: 'Caixa' },
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await as(manager, { method: 'DELETE', url: url(`/creditors/${second.hash}`) })).statusCode).toBe(204);
    const after = (await as(manager, { url: url('/creditors') })).json()['hydra:member'];
    expect(after).toMatchObject([{ label: 'Caixa', isDefault: true }]);
    expect((await as(manager, { method: 'DELETE', url: url(`/creditors/${first.hash}`, other) })).statusCode).toBe(403);
  });
});

describe('SEPA batches: the 20-case set', () => {
  it('offers exactly the collectable charges, writes a valid pain.008 with the right sequence types and amendments, and pre-notifies', async () => {
    const creditor = await createCreditor({ label: 'Batch bank', creditorIdentifier: validCreditorId('G22222222') });
    const person = (name: string, surname = 'Pérez') =>
      createPerson(t, club, { name, surname, email: `${name.toLowerCase()}@example.com` });
    const expected: Record<string, { seq: string; amended?: boolean }> = {};
    const excluded: string[] = [];
    const add = (hash: string, seq: string, amended = false) => (expected[hash] = { seq, amended });

    // 1 first debit of a recurrent mandate: FRST.
    const p1 = await person('Ana');
    await createMandate(t, club, p1);
    add((await createCharge(t, club, p1)).hash, 'FRST');
    // 2 a used recurrent mandate: RCUR.
    const p2 = await person('Bea');
    await createMandate(t, club, p2, { lastUsedOn: '2026-10-01' });
    add((await createCharge(t, club, p2)).hash, 'RCUR');
    // 3 a one-off mandate: OOFF.
    const p3 = await person('Carla');
    await createMandate(t, club, p3, { sequence: 'one_off' });
    add((await createCharge(t, club, p3)).hash, 'OOFF');
    // 4 an IBAN change at the same bank: RCUR with the original account.
    const p4 = await person('Dani');
    const m4 = await createMandate(t, club, p4, { lastUsedOn: '2026-10-01' });
    await amendMandate(t, m4, 'ES1021000418401234567891', 'CAIXESBBXXX');
    add((await createCharge(t, club, p4)).hash, 'RCUR', true);
    // 5 a change of bank: FRST with SMNDA.
    const p5 = await person('Elena');
    const m5 = await createMandate(t, club, p5, { lastUsedOn: '2026-10-01' });
    await amendMandate(t, m5, 'ES6000491500051234567892', 'BSCHESMMXXX');
    add((await createCharge(t, club, p5)).hash, 'FRST', true);
    // 6 expired: 36 months without a debit.
    const p6 = await person('Fede');
    await createMandate(t, club, p6, { lastUsedOn: '2023-10-01' });
    excluded.push((await createCharge(t, club, p6)).hash);
    // 7 blocked and 8 revoked mandates.
    const p7 = await person('Gema');
    await createMandate(t, club, p7, { status: 'blocked', blockedReason: 'AC04' });
    excluded.push((await createCharge(t, club, p7)).hash);
    const p8 = await person('Hugo');
    await createMandate(t, club, p8, { status: 'revoked' });
    excluded.push((await createCharge(t, club, p8)).hash);
    // 9 no mandate at all.
    excluded.push((await createCharge(t, club, await person('Iker'))).hash);
    // 10 B2B: only in a B2B batch.
    const p10 = await person('Jon');
    await createMandate(t, club, p10, { scheme: 'B2B' });
    const b2bCharge = await createCharge(t, club, p10);
    excluded.push(b2bCharge.hash);
    // 11 paid, 12 cancelled, 13 exempt charges.
    const p11 = await person('Kira');
    await createMandate(t, club, p11);
    for (const status of ['paid', 'cancelled', 'exempt']) excluded.push((await createCharge(t, club, p11, { status })).hash);
    // 14 due beyond the month.
    excluded.push((await createCharge(t, club, p11, { dueOn: '2027-03-01' })).hash);
    // 15 a returned charge: a new attempt, with the bank fee added.
    const p15 = await person('Laia');
    await createMandate(t, club, p15, { lastUsedOn: '2026-10-01' });
    const retried = await createCharge(t, club, p15, { status: 'returned', returnFee: 300 });
    add(retried.hash, 'RCUR');
    // 16 overdue (unpaid) and 17 two instalments of one fee for one person.
    const p16 = await person('Marc');
    await createMandate(t, club, p16, { lastUsedOn: '2026-10-01' });
    const firstInstalment = await createCharge(t, club, p16, { status: 'unpaid', dueOn: '2026-11-01' });
    add(firstInstalment.hash, 'RCUR');
    add((await createCharge(t, club, p16, { feeId: firstInstalment.feeId, instalment: 2, dueOn: '2026-12-20' })).hash, 'RCUR');
    // 18 a child's charge under the guardian's account; a name outside the SEPA set.
    const child = await createPerson(t, club, { name: 'Núria', surname: 'Ñúñez', email: null });
    await createMandate(t, club, child, { holderName: 'Øscar Ñúñez & Cía' });
    add((await createCharge(t, club, child)).hash, 'FRST');
    // 19 another club's mandate does not count.
    const p19 = await person('Olga');
    const stranger = await createPerson(t, other, { name: 'Olga' });
    await createMandate(t, other, stranger);
    await createMandate(t, club, p19, { status: 'expired' });
    excluded.push((await createCharge(t, club, p19)).hash);
    // 20 a zero-amount charge is never debited.
    const p20 = await person('Pau');
    await createMandate(t, club, p20);
    excluded.push((await createCharge(t, club, p20, { amount: 0 })).hash);

    const offered = await due();
    // The default creditor gives 14 days of notice: Monday 14 December is the first date offered.
    expect(offered.earliestCollectionDate).toBe('2026-12-14');
    const offeredByHash = new Map(offered.charges.map((row: SepaDueCharge) => [row.chargeHash, row]));
    for (const hash of Object.keys(expected)) expect(offeredByHash.get(hash), hash).toMatchObject({ sequenceType: expected[hash]!.seq });
    for (const hash of excluded) expect(offeredByHash.has(hash), hash).toBe(false);
    expect(offeredByHash.get(retried.hash)).toMatchObject({ retry: true, amount: 4850 });
    expect((await due('B2B')).charges.map((row) => row.chargeHash)).toEqual([b2bCharge.hash]);

    // A charge not offered cannot be forced in: nothing changes.
    const forced = await generate(creditor.hash, [...Object.keys(expected), excluded[0]!]);
    expect(forced.statusCode).toBe(409);
    expect(forced.json().reason).toBe('chargeNotCollectable');
    const tooSoon = await generate(creditor.hash, Object.keys(expected), { collectionDate: '2026-11-30' });
    expect(codesOf(tooSoon.json())).toEqual([['collectionDate', 'collectionDateTooSoon']]);
    const weekend = await generate(creditor.hash, Object.keys(expected), { collectionDate: '2026-12-12' });
    expect(weekend.statusCode).toBe(400);
    const beforeNotice = await generate(creditor.hash, Object.keys(expected), { collectionDate: '2026-12-07' });
    expect(codesOf(beforeNotice.json())).toEqual([['collectionDate', 'collectionDateBeforeNotice']]);

    const response = await generate(creditor.hash, Object.keys(expected));
    expect(response.statusCode, response.body).toBe(201);
    const batch = SepaBatchSchema.parse(response.json());
    expect(batch).toMatchObject({ count: 9, collectionDate: '2026-12-14', scheme: 'CORE', states: { submitted: 9 } });
    expect(batch.total).toBe(9 * 4550 + 300);

    const download = await as(manager, { url: url(`/batches/${batch.hash}/file`) });
    expect(download.headers['content-type']).toContain('application/xml');
    expect(download.headers['content-disposition']).toContain(`${batch.messageId}.xml`);
    expect(await pain008SchemaErrors(download.body)).toEqual([]);
    const txs = transactions(download.body);
    expect(new Set(txs.map((tx) => tx.PmtId.EndToEndId)).size).toBe(9);
    const collections = await t.db
      .select()
      .from(sepaCollections)
      .where(
        inArray(
          sepaCollections.endToEndId,
          txs.map((tx) => tx.PmtId.EndToEndId),
        ),
      );
    const hashById = new Map(
      (await t.db.select({ id: charges.id, hash: charges.publicId }).from(charges)).map((row) => [row.id, row.hash]),
    );
    for (const tx of txs) {
      const collection = collections.find((row) => row.endToEndId === tx.PmtId.EndToEndId)!;
      const want = expected[hashById.get(collection.chargeId)!]!;
      expect(tx.seq).toBe(want.seq);
      expect(collection.sequenceType).toBe(want.seq);
      expect(tx.DrctDbtTx.MndtRltdInf.AmdmntInd).toBe(want.amended ? 'true' : 'false');
    }
    expect(txs.some((tx) => tx.Dbtr.Nm === 'Oscar Nunez + Cia')).toBe(true);
    expect(download.body).toContain('<OrgnlDbtrAcct>');
    expect(download.body).toContain('SMNDA');

    // Charges in collection, mandates used, amendments announced, the debtors told.
    expect((await chargeRow(retried.id)).status).toBe('in_collection');
    expect((await t.db.select().from(sepaMandates).where(eq(sepaMandates.id, m4.id)))[0]).toMatchObject({
      lastUsedOn: '2026-12-14',
      amendmentPending: false,
    });
    expect(
      (await t.db.select().from(sepaMandateAmendments).where(eq(sepaMandateAmendments.mandateId, m4.id)))[0]!.announcedInBatchId,
    ).not.toBeNull();
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.template, 'sepa-pre-notification'));
    expect(mails.find((mail) => mail.to === 'ana@example.com')?.data).toMatchObject({
      mandateReference: expect.any(String),
      creditorIdentifier: validCreditorId('G22222222'),
    });
    expect(batch.notified).toBe(8); // the child has no address and no guardian

    // In a batch, the charges are no longer offered; a creditor with a batch stays.
    expect((await due()).charges.filter((row) => expected[row.chargeHash])).toEqual([]);
    const kept = await as(manager, { method: 'DELETE', url: url(`/creditors/${creditor.hash}`) });
    expect(kept.json().reason, kept.body).toBe('creditorInUse');
    const listed = (await as(manager, { url: url('/batches') })).json();
    expect(listed['hydra:member'][0]).toMatchObject({ hash: batch.hash, creditorLabel: 'Batch bank' });
    expect((await as(manager, { url: url(`/batches/${batch.hash}/file`, other) })).statusCode).toBe(403);
  });
});

describe('SEPA batches: concurrency, collection and returns', () => {
  it('never puts one charge into two batches at once, even in parallel', async () => {
    const creditor = await createCreditor({ label: 'Race bank', creditorIdentifier: validCreditorId('G33333333') });
    const payer = await createPerson(t, club, { name: 'Race' });
    await createMandate(t, club, payer);
    const charge = await createCharge(t, club, payer);
    const answers = await Promise.all(Array.from({ length: 6 }, () => generate(creditor.hash, [charge.hash])));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await t.db.select().from(sepaCollections).where(eq(sepaCollections.chargeId, charge.id))).toHaveLength(1);
  });

  it('marks collected, reads returns in words, blocks mandates, adds fees, and lets a returned charge go again', async () => {
    const creditor = await createCreditor({ label: 'Returns bank', creditorIdentifier: validCreditorId('G44444444') });
    const people = await Promise.all(['Uno', 'Dos', 'Tres', 'Cuatro'].map((name) => createPerson(t, club, { name })));
    const mandates = await Promise.all(people.map((person) => createMandate(t, club, person, { lastUsedOn: '2026-10-01' })));
    const made = await Promise.all(people.map((person) => createCharge(t, club, person)));
    const batch = SepaBatchSchema.parse(
      (
        await generate(
          creditor.hash,
          made.map((row) => row.hash),
        )
      ).json(),
    );
    const ids = transactions(await fileOf(batch.hash)).map((tx) => tx.PmtId.EndToEndId);
    const e2e = new Map(
      (await t.db.select().from(sepaCollections).where(inArray(sepaCollections.endToEndId, ids))).map((row) => [
        row.chargeId,
        row.endToEndId,
      ]),
    );
    const idOf = (index: number) => e2e.get(made[index]!.id)!;

    // Before settlement the bank rejects one (pain.002): account closed, the mandate is blocked.
    const rejected = await importReturns(pain002([{ endToEndId: idOf(0), reasonCode: 'AC04' }], [idOf(1)]));
    expect(rejected).toMatchObject({ format: 'pain.002', matched: 1, unmatched: 0 });
    expect(rejected.items[0]).toMatchObject({
      outcome: 'rejected',
      action: 'block_mandate',
      mandateBlocked: true,
      personName: expect.stringContaining('Uno'),
    });
    expect((await t.db.select().from(sepaMandates).where(eq(sepaMandates.id, mandates[0]!.id)))[0]).toMatchObject({
      status: 'blocked',
      blockedReason: 'AC04',
    });

    const collected = await as(manager, { method: 'POST', url: url(`/batches/${batch.hash}/collected`) });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json().states).toEqual({ rejected: 1, collected: 3 });
    const paid = await chargeRow(made[1]!.id);
    expect(paid).toMatchObject({ status: 'paid', paidMethod: 'sepa_debit' });
    expect(paid.refundableUntil?.toISOString().slice(0, 10)).toBe('2027-02-08');
    expect((await as(manager, { method: 'POST', url: url(`/batches/${batch.hash}/collected`) })).json().reason).toBe('batchNotOpen');
    // The payments ledger has the collected debits as paid by SEPA debit (decision 0010).
    const ledger = await t.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.subjectId,
          made.map((row) => row.hash),
        ),
      );
    expect(ledger.map((row) => [row.subjectId, row.method, row.status, row.amount]).sort()).toEqual(
      made
        .slice(1)
        .map((row) => [row.hash, 'sepa_debit', 'paid', 4550])
        .sort(),
    );

    // After settlement: insufficient funds with a bank fee (camt.054), a debtor refund (camt.053), an unknown id.
    const returned = await importReturns(
      camt054([
        { endToEndId: idOf(1), reasonCode: 'AM04', fee: '3.50' },
        { endToEndId: 'NOT-OURS-1', reasonCode: 'AM04' },
      ]),
      true,
    );
    expect(returned).toMatchObject({ format: 'camt.054', matched: 1, unmatched: 1 });
    expect(returned.items[0]).toMatchObject({ outcome: 'returned', action: 'retry', feeAdded: 350, mandateBlocked: false });
    expect(await chargeRow(made[1]!.id)).toMatchObject({
      status: 'returned',
      returnReason: 'AM04',
      returnFee: 350,
      paidMethod: null,
      refundableUntil: null,
    });
    // Paid in the ledger when collected, the returned debit is given back there.
    const [given] = await t.db.select().from(payments).where(eq(payments.subjectId, made[1]!.hash));
    expect(given).toMatchObject({ status: 'refunded', refundedAmount: 4550 });
    const refund = await importReturns(camt053([{ endToEndId: idOf(2), reasonCode: 'MD06' }], [idOf(3)]));
    expect(refund.items).toMatchObject([{ outcome: 'refunded_by_debtor', action: 'no_retry' }]);
    expect((await chargeRow(made[2]!.id)).status).toBe('refunded_by_debtor');
    // The same file again changes nothing.
    expect((await importReturns(camt053([{ endToEndId: idOf(2), reasonCode: 'MD06' }]))).items[0]!.outcome).toBe('already_done');

    // The returned charge is offered again as a new attempt with the fee; the refunded and the blocked are not.
    const offered = (await due()).charges;
    expect(offered.find((row) => row.chargeHash === made[1]!.hash)).toMatchObject({ retry: true, amount: 4550 + 350 });
    expect(offered.some((row) => row.chargeHash === made[0]!.hash || row.chargeHash === made[2]!.hash)).toBe(false);
    const again = await generate(creditor.hash, [made[1]!.hash]);
    expect(again.statusCode, again.body).toBe(201);
    expect(await t.db.select().from(sepaCollections).where(eq(sepaCollections.chargeId, made[1]!.id))).toHaveLength(2);
  });

  it('refuses hostile returns files with a clear 400', async () => {
    for (const xml of [
      'not xml at all',
      '<!DOCTYPE x [<!ENTITY a "b">]><Document/>',
      '<Document><Unknown/></Document>',
      `<a>${'x'.repeat(6 * 1024 * 1024)}</a>`,
    ]) {
      const response = await as(manager, { method: 'POST', url: url('/returns'), payload: { xml } });
      expect(response.statusCode, xml.slice(0, 30)).toBe(400);
      expect(codesOf(response.json())).toEqual([['xml', 'returnsFileInvalid']]);
    }
    expect((await as(member, { method: 'POST', url: url('/returns'), payload: { xml: '<a/>' } })).statusCode).toBe(403);
  });

  // How fast is measured by `npm run bench` (bench/sepa.mjs), not here.
  it('matches 500 returns by EndToEndId, all but the five garbled ids', async () => {
    const creditor = await createCreditor({ label: 'Bulk bank', creditorIdentifier: validCreditorId('G55555555') });
    const hashes: string[] = [];
    for (let index = 0; index < 500; index += 1) {
      const person = await createPerson(t, club, { name: `Bulk${index}` });
      await createMandate(t, club, person);
      hashes.push((await createCharge(t, club, person)).hash);
    }
    const batch = SepaBatchSchema.parse((await generate(creditor.hash, hashes)).json());
    const ids = transactions(await fileOf(batch.hash)).map((tx) => tx.PmtId.EndToEndId);
    // Five of the bank's ids are garbled: 495 of 500 must still match (99 %).
    const file = camt054(ids.map((id, index) => ({ endToEndId: index < 5 ? `${id}X` : id, reasonCode: index % 2 ? 'AM04' : 'MS03' })));
    const result = await importReturns(file);
    expect(result.matched).toBe(495);
    expect(result.matched / 500).toBeGreaterThanOrEqual(0.98);
  });
});
