import { MyChargeListSchema, PayChargeResultSchema, PaymentPersonListSchema } from '@tribuna/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema';
import { createAdmin, createMember, createPerson, linkGuardian, signIn, type ClubFixture } from '../../../test/factories';
import { chargeRow, createCharge, createMemberWorld, type MemberWorld } from './member-test-kit';

// Filled before the tests run (createMemberWorld, the people every test here acts as).
let { t, club, otherClub, member, memberSession, guardian, guardianSession, call } = {} as MemberWorld;
const my = (target: ClubFixture, rest = '') => `/api/clubs/${target.hash}/my${rest}`;

beforeAll(async () => {
  ({ t, club, otherClub, member, memberSession, guardian, guardianSession, call } = await createMemberWorld());
});
afterAll(() => t.close());

describe('the charges a member or guardian sees', () => {
  it('lists one’s own charges, and a guardian also the children’s, never anyone else’s', async () => {
    const own = await createCharge(t, club, member.profile, { feeName: 'Cuota socio' });
    const childs = await createCharge(t, club, guardian.child, { feeName: 'Ficha federativa' });
    const stranger = await createPerson(t, club);
    await createCharge(t, club, stranger, { feeName: 'Not mine' });

    const mine = MyChargeListSchema.parse((await call(memberSession, { url: my(club, '/charges') })).json());
    expect(mine['hydra:member'].map((c) => c.hash)).toEqual([own.hash]);
    expect(mine['hydra:member'][0]!.person).toMatchObject({ hash: member.profile.hash, relation: 'self' });

    const response = await call(guardianSession, { url: my(club, '/charges') });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const family = MyChargeListSchema.parse(response.json());
    expect(family['hydra:member'].map((c) => c.hash)).toEqual([childs.hash]);
    expect(family['hydra:member'][0]).toMatchObject({
      feeName: 'Ficha federativa',
      person: { hash: guardian.child.hash, relation: 'child' },
      state: 'pending',
      due: true,
      payable: true,
      amount: 3000,
      hasReceipt: false,
    });

    const people = PaymentPersonListSchema.parse((await call(guardianSession, { url: my(club, '/payers') })).json());
    expect(people['hydra:member'].map((p) => [p.hash, p.relation])).toEqual([
      [guardian.profile.hash, 'self'],
      [guardian.child.hash, 'child'],
    ]);
  });

  it('shows a child linked meanwhile at once: whose charges one sees is kept between requests, and a new guardianship clears it', async () => {
    const parent = await createMember(t, club);
    const session = await signIn(t, parent.user);
    const payers = async () =>
      PaymentPersonListSchema.parse((await call(session, { url: my(club, '/payers') })).json())['hydra:member'].map((p) => p.hash);
    const feeNames = async () =>
      MyChargeListSchema.parse((await call(session, { url: my(club, '/charges') })).json())['hydra:member'].map((c) => c.feeName);
    const child = await createPerson(t, club);
    await createCharge(t, club, child, { feeName: 'Campus de verano' });
    expect(await payers()).toEqual([parent.profile.hash]);
    expect(await feeNames()).toEqual([]);

    await linkGuardian(t, parent.profile, child);
    expect(await payers()).toEqual([parent.profile.hash, child.hash]);
    expect(await feeNames()).toEqual(['Campus de verano']);
  });

  it('says each state in codes: overdue, returned with its reason and fee, refundable until for SEPA, settled last', async () => {
    const person = await createMember(t, club);
    const session = await signIn(t, person.user);
    const overdue = await createCharge(t, club, person.profile, { dueOn: '2020-01-10' });
    const returned = await createCharge(t, club, person.profile, {
      status: 'returned',
      returnReason: 'AM04',
      returnFee: 250,
      dueOn: '2099-02-01',
    });
    const refundableUntil = new Date(Date.now() + 30 * 86_400_000);
    const debited = await createCharge(t, club, person.profile, {
      status: 'paid',
      paidMethod: 'sepa_debit',
      paidAt: new Date(),
      refundableUntil,
      dueOn: '2020-02-01',
    });
    const inCollection = await createCharge(t, club, person.profile, { status: 'in_collection', dueOn: '2099-03-01' });
    const exempt = await createCharge(t, club, person.profile, { status: 'exempt', dueOn: '2020-03-01' });

    const list = MyChargeListSchema.parse((await call(session, { url: my(club, '/charges') })).json())['hydra:member'];
    const byHash = new Map(list.map((c) => [c.hash, c]));
    expect(byHash.get(overdue.hash)).toMatchObject({ state: 'unpaid', due: true, payable: true });
    expect(byHash.get(returned.hash)).toMatchObject({
      state: 'returned',
      returnReason: 'AM04',
      amount: 3250,
      returnFee: 250,
      payable: true,
    });
    expect(byHash.get(debited.hash)).toMatchObject({
      state: 'paid',
      due: false,
      payable: false,
      paidMethod: 'sepa_debit',
      refundableUntil: refundableUntil.toISOString(),
      hasReceipt: true,
    });
    expect(byHash.get(inCollection.hash)).toMatchObject({ state: 'in_collection', due: true, payable: false });
    expect(byHash.get(exempt.hash)).toMatchObject({ state: 'exempt', due: false, payable: false });
    // Due ones first by due date, then the settled ones.
    expect(list.map((c) => c.hash)).toEqual([overdue.hash, returned.hash, inCollection.hash, exempt.hash, debited.hash]);
  });

  it('shows nobody’s charges to an admin without a profile, and refuses another club’s people (403)', async () => {
    const admin = await signIn(t, await createAdmin(t));
    const asAdmin = await call(admin, { url: my(club, '/charges') });
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json()['hydra:totalItems']).toBe(0);
    expect((await call(memberSession, { url: my(otherClub, '/charges') })).statusCode).toBe(403);
    expect((await call(undefined, { url: my(club, '/charges') })).statusCode).toBe(401);
  });
});

describe('paying a charge online with the test provider', () => {
  it('pays one’s own charge at once, records it in the ledger, and a second payment is refused (409)', async () => {
    const charge = await createCharge(t, club, member.profile, { amount: 4500 });
    const response = await call(memberSession, { method: 'POST', url: my(club, `/charges/${charge.hash}/payments`) });
    expect(response.statusCode, response.body).toBe(200);
    const result = PayChargeResultSchema.parse(response.json());
    expect(result).toMatchObject({ method: 'test', checkoutUrl: null, charge: { state: 'paid', paidMethod: 'test', hasReceipt: true } });
    expect(await chargeRow(t, charge.hash)).toMatchObject({ status: 'paid', paidMethod: 'test' });
    const [ledger] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, 'fee_charge'), eq(payments.subjectId, charge.hash)));
    expect(ledger).toMatchObject({ amount: 4500, status: 'paid', method: 'test', clubId: club.id });

    const again = await call(memberSession, { method: 'POST', url: my(club, `/charges/${charge.hash}/payments`) });
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('chargeNotPayable');
  });

  it('lets a guardian pay a child’s charge, and never pays one charge twice under parallel requests', async () => {
    const charge = await createCharge(t, club, guardian.child);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => call(guardianSession, { method: 'POST', url: my(club, `/charges/${charge.hash}/payments`) })),
    );
    const statuses = attempts.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const ledger = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, 'fee_charge'), eq(payments.subjectId, charge.hash)));
    expect(ledger).toHaveLength(1);
  });

  it('answers 404 for someone else’s charge or another club’s, 409 for a charge in a SEPA collection', async () => {
    const strangers = await createCharge(t, club, await createPerson(t, club));
    expect((await call(memberSession, { method: 'POST', url: my(club, `/charges/${strangers.hash}/payments`) })).statusCode).toBe(404);
    const foreign = await createCharge(t, otherClub, await createPerson(t, otherClub));
    expect((await call(memberSession, { method: 'POST', url: my(club, `/charges/${foreign.hash}/payments`) })).statusCode).toBe(404);
    const collecting = await createCharge(t, club, member.profile, { status: 'in_collection' });
    const refused = await call(memberSession, { method: 'POST', url: my(club, `/charges/${collecting.hash}/payments`) });
    expect([refused.statusCode, refused.json().reason]).toEqual([409, 'chargeNotPayable']);
    expect((await chargeRow(t, strangers.hash)).status).toBe('pending');
  });
});

describe('the receipt of a paid charge', () => {
  it('is a PDF for a paid charge, 409 before it is paid, 404 for someone else’s', async () => {
    const charge = await createCharge(t, club, guardian.child, { feeName: 'Campus de verano', instalments: 2, instalment: 2 });
    const early = await call(guardianSession, { url: my(club, `/charges/${charge.hash}/receipt`) });
    expect([early.statusCode, early.json().reason]).toEqual([409, 'chargeNotPaid']);

    await call(guardianSession, { method: 'POST', url: my(club, `/charges/${charge.hash}/payments`) });
    const receipt = await call(guardianSession, { url: my(club, `/charges/${charge.hash}/receipt`) });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toContain(`receipt-${charge.hash}.pdf`);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await call(memberSession, { url: my(club, `/charges/${charge.hash}/receipt`) })).statusCode).toBe(404);
  });
});
