import { MandateListSchema, MandateSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sepaMandateAmendments, sepaMandates } from '../../../db/schema';
import { createMember, createPerson, signIn, type ClubFixture } from '../../../test/factories';
import { mergePatch } from '../../../test/matrix/expectations';
import { feesRepositories } from '../fees.data';
import { UnitOfWork } from '../../../lib/data/unit-of-work';
import { addMonths, clubToday } from './member-payments.presenter';
import { createMemberWorld, type MemberWorld } from './member-test-kit';

// Filled before the tests run (createMemberWorld, the people every test here acts as).
let { t, club, otherClub, member, memberSession, guardian, guardianSession, call } = {} as MemberWorld;
const mandates = (target: ClubFixture, rest = '') => `/api/clubs/${target.hash}/my/mandates${rest}`;
const IBAN = 'ES91 2100 0418 4502 0005 1332';

const body = (profileHash: string, extra: Record<string, unknown> = {}) => ({
  profileHash,
  holderName: 'Laura Martín',
  iban: IBAN,
  bic: 'caixesbbxxx',
  sequence: 'recurrent',
  scheme: 'CORE',
  accepted: true,
  ...extra,
});
type Invalid = { invalidParamsList?: { invalidParams: { field: string; codes: string[] }[] } };
const fieldsOf = (response: { json: () => Invalid }) =>
  (response.json().invalidParamsList?.invalidParams ?? []).map((p) => [p.field, p.codes[0]]);

beforeAll(async () => {
  ({ t, club, otherClub, member, memberSession, guardian, guardianSession, call } = await createMemberWorld());
});
afterAll(() => t.close());

describe('giving a SEPA mandate', () => {
  it('lets a guardian sign one for a child, holder named apart, with a unique reference and today as signature date', async () => {
    const response = await call(guardianSession, { method: 'POST', url: mandates(club), payload: body(guardian.child.hash) });
    expect(response.statusCode, response.body).toBe(201);
    const mandate = MandateSchema.parse(response.json());
    expect(mandate).toMatchObject({
      person: { hash: guardian.child.hash, relation: 'child' },
      holderName: 'Laura Martín',
      ibanMasked: 'ES91 •••• •••• •••• •••• 1332',
      bic: 'CAIXESBBXXX',
      signedOn: clubToday(new Date()),
      sequence: 'recurrent',
      scheme: 'CORE',
      status: 'active',
      lastUsedOn: null,
      expiresOn: addMonths(clubToday(new Date()), 36),
      amendmentPending: false,
    });
    expect(mandate.reference).toMatch(/^TRB-\d{8}-[A-Z2-9]{10}$/);
    const [row] = await t.db.select().from(sepaMandates).where(eq(sepaMandates.publicId, mandate.hash));
    expect(row).toMatchObject({ iban: 'ES9121000418450200051332', clubId: club.id, profileId: guardian.child.id, textVersion: 1 });

    const second = MandateSchema.parse(
      (
        await call(guardianSession, {
          method: 'POST',
          url: mandates(club),
          payload: body(guardian.profile.hash, { sequence: 'one_off', scheme: 'B2B', bic: '' }),
        })
      ).json(),
    );
    expect(second.reference).not.toBe(mandate.reference);
    expect(second).toMatchObject({ sequence: 'one_off', scheme: 'B2B', bic: null, person: { relation: 'self' } });

    const list = MandateListSchema.parse((await call(guardianSession, { url: mandates(club) })).json());
    expect(list['hydra:member'].map((m) => m.hash)).toEqual([mandate.hash, second.hash]);
    expect((await call(memberSession, { url: mandates(club) })).json()['hydra:totalItems']).toBe(0);
  });

  it('refuses a wrong IBAN, a non-SEPA account, a malformed BIC or one of another country: 400 on the field', async () => {
    const post = (extra: Record<string, unknown>) =>
      call(memberSession, { method: 'POST', url: mandates(club), payload: body(member.profile.hash, extra) });
    const wrong = await post({ iban: 'ES91 2100 0418 4502 0005 1333' });
    expect([wrong.statusCode, fieldsOf(wrong)]).toEqual([400, [['iban', 'ibanInvalid']]]);
    const brazil = await post({ iban: 'BR1800360305000010009795493C1', bic: '' });
    expect(fieldsOf(brazil)).toEqual([['iban', 'ibanNotSepa']]);
    const malformed = await post({ bic: 'CAIX!' });
    expect(fieldsOf(malformed)).toEqual([['bic', 'bicInvalid']]);
    const german = await post({ bic: 'DEUTDEFFXXX' });
    expect(fieldsOf(german)).toEqual([['bic', 'bicMismatch']]);
    expect(await t.db.select().from(sepaMandates).where(eq(sepaMandates.profileId, member.profile.id))).toHaveLength(0);
  });

  it('refuses a mandate whose text was not accepted, and one for someone who is not one’s own: 400 on the field', async () => {
    const unaccepted = await call(memberSession, {
      method: 'POST',
      url: mandates(club),
      payload: body(member.profile.hash, { accepted: false }),
    });
    expect([unaccepted.statusCode, fieldsOf(unaccepted)]).toEqual([400, [['accepted', 'mandateNotAccepted']]]);
    const { accepted: _, ...withoutAcceptance } = body(member.profile.hash);
    const missing = await call(memberSession, { method: 'POST', url: mandates(club), payload: withoutAcceptance });
    expect(fieldsOf(missing)).toEqual([['accepted', 'mandateNotAccepted']]);

    const stranger = await createPerson(t, club);
    const notMine = await call(memberSession, { method: 'POST', url: mandates(club), payload: body(stranger.hash) });
    expect([notMine.statusCode, fieldsOf(notMine)]).toEqual([400, [['profileHash', 'unknownPayer']]]);
    // Another club's person, or one's own profile of another club, is nobody here.
    const foreign = await createPerson(t, otherClub);
    expect(fieldsOf(await call(memberSession, { method: 'POST', url: mandates(club), payload: body(foreign.hash) }))).toEqual([
      ['profileHash', 'unknownPayer'],
    ]);
    expect((await call(memberSession, { method: 'POST', url: mandates(otherClub), payload: body(member.profile.hash) })).statusCode).toBe(
      403,
    );
  });
});

describe('changing and revoking a mandate', () => {
  it('keeps the old account as an amendment and flags it for the next debit', async () => {
    const created = MandateSchema.parse(
      (await call(memberSession, { method: 'POST', url: mandates(club), payload: body(member.profile.hash) })).json(),
    );
    const changed = await call(memberSession, {
      method: 'PATCH',
      url: mandates(club, `/${created.hash}`),
      ...mergePatch({ iban: 'ES79 2100 0813 6101 2345 6789', holderName: 'Pau Soler' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(MandateSchema.parse(changed.json())).toMatchObject({
      reference: created.reference,
      ibanMasked: 'ES79 •••• •••• •••• •••• 6789',
      holderName: 'Pau Soler',
      amendmentPending: true,
      amendments: 1,
    });
    const [mandate] = await t.db.select().from(sepaMandates).where(eq(sepaMandates.publicId, created.hash));
    const amendments = await t.db.select().from(sepaMandateAmendments).where(eq(sepaMandateAmendments.mandateId, mandate!.id));
    expect(amendments).toMatchObject([
      { originalIban: 'ES9121000418450200051332', originalBic: 'CAIXESBBXXX', originalHolderName: 'Laura Martín' },
    ]);

    const bad = await call(memberSession, {
      method: 'PATCH',
      url: mandates(club, `/${created.hash}`),
      ...mergePatch({ iban: 'ES00 1234' }),
    });
    expect([bad.statusCode, fieldsOf(bad)]).toEqual([400, [['iban', 'ibanInvalid']]]);

    const revoked = await call(memberSession, { method: 'POST', url: mandates(club, `/${created.hash}/revoke`) });
    expect(MandateSchema.parse(revoked.json()).status).toBe('revoked');
    const late = await call(memberSession, { method: 'PATCH', url: mandates(club, `/${created.hash}`), ...mergePatch({ iban: IBAN }) });
    expect([late.statusCode, late.json().reason]).toEqual([409, 'mandateNotActive']);
  });

  it('lifts a block for a closed account (AC04) with the new account, not one for a missing mandate (MD01)', async () => {
    const closed = MandateSchema.parse(
      (await call(memberSession, { method: 'POST', url: mandates(club), payload: body(member.profile.hash) })).json(),
    );
    const missing = MandateSchema.parse(
      (await call(memberSession, { method: 'POST', url: mandates(club), payload: body(member.profile.hash) })).json(),
    );
    await t.db.update(sepaMandates).set({ status: 'blocked', blockedReason: 'AC04' }).where(eq(sepaMandates.publicId, closed.hash));
    await t.db.update(sepaMandates).set({ status: 'blocked', blockedReason: 'MD01' }).where(eq(sepaMandates.publicId, missing.hash));
    const change = (hash: string) =>
      call(memberSession, { method: 'PATCH', url: mandates(club, `/${hash}`), ...mergePatch({ iban: 'ES79 2100 0813 6101 2345 6789' }) });
    expect(MandateSchema.parse((await change(closed.hash)).json())).toMatchObject({
      status: 'active',
      blockedReason: null,
      amendmentPending: true,
    });
    expect(MandateSchema.parse((await change(missing.hash)).json())).toMatchObject({ status: 'blocked', blockedReason: 'MD01' });
  });

  it('answers 404 for someone else’s mandate and another club’s', async () => {
    const childs = MandateSchema.parse(
      (await call(guardianSession, { method: 'POST', url: mandates(club), payload: body(guardian.child.hash) })).json(),
    );
    expect((await call(memberSession, { method: 'POST', url: mandates(club, `/${childs.hash}/revoke`) })).statusCode).toBe(404);
    expect(
      (await call(memberSession, { method: 'PATCH', url: mandates(club, `/${childs.hash}`), ...mergePatch({ iban: IBAN }) })).statusCode,
    ).toBe(404);
    const other = await createMember(t, otherClub);
    const theirs = MandateSchema.parse(
      (await call(await signIn(t, other.user), { method: 'POST', url: mandates(otherClub), payload: body(other.profile.hash) })).json(),
    );
    expect((await call(guardianSession, { method: 'POST', url: mandates(club, `/${theirs.hash}/revoke`) })).statusCode).toBe(404);
    const [row] = await t.db.select().from(sepaMandates).where(eq(sepaMandates.publicId, theirs.hash));
    expect(row!.status).toBe('active');
  });
});

describe('expiry after 36 unused months', () => {
  it('reads a mandate unused for 36 months as expired, and the daily job writes it', async () => {
    const person = await createMember(t, club);
    const session = await signIn(t, person.user);
    const created = MandateSchema.parse(
      (await call(session, { method: 'POST', url: mandates(club), payload: body(person.profile.hash) })).json(),
    );
    const recent = MandateSchema.parse(
      (await call(session, { method: 'POST', url: mandates(club), payload: body(person.profile.hash) })).json(),
    );
    const today = clubToday(new Date());
    await t.db
      .update(sepaMandates)
      .set({ signedOn: addMonths(today, -40), lastUsedOn: addMonths(today, -36) })
      .where(eq(sepaMandates.publicId, created.hash));
    await t.db
      .update(sepaMandates)
      .set({ signedOn: addMonths(today, -40), lastUsedOn: addMonths(today, -35) })
      .where(eq(sepaMandates.publicId, recent.hash));

    const listed = MandateListSchema.parse((await call(session, { url: mandates(club) })).json())['hydra:member'];
    expect(listed.map((m) => [m.hash, m.status])).toEqual([
      [created.hash, 'expired'],
      [recent.hash, 'active'],
    ]);

    const data = new UnitOfWork(t.db, t.app.changes, feesRepositories);
    const expired = await data.writeOne([], (repos) => repos.mandates.expireUnused(addMonths(today, -36)));
    expect(expired).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(sepaMandates).where(eq(sepaMandates.publicId, created.hash));
    const [kept] = await t.db.select().from(sepaMandates).where(eq(sepaMandates.publicId, recent.hash));
    expect([row!.status, kept!.status]).toEqual(['expired', 'active']);
  });
});
