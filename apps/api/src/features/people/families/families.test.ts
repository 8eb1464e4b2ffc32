import {
  FIELD_ERRORS,
  GuardianChildrenResponseSchema,
  GuardianListSchema,
  HandOverResponseSchema,
  PersonDetailSchema,
} from '@tribuna/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createGuardianWithChild, createManager, createMember, signIn, type ClubFixture } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let club: ClubFixture;
let manager: Record<string, string>;
let guardian: Record<string, string>;
let member: Record<string, string>;
let clubHash: string;
let laura: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  clubHash = club.hash;
  manager = (await signIn(t, (await createManager(t, club)).user)).headers;
  // Laura is the guardian of Leo, a child athlete without an account.
  const family = await createGuardianWithChild(t, club, { user: { name: 'Laura' }, child: { name: 'Leo', surname: 'Martín' } });
  laura = family.profile.hash;
  guardian = (await signIn(t, family.user)).headers;
  member = (await signIn(t, (await createMember(t, club)).user)).headers;
});
afterAll(() => t.close());

async function person(payload: object) {
  const response = await t.app.inject({ method: 'POST', url: `/api/clubs/${clubHash}/people`, headers: manager, payload });
  return PersonDetailSchema.parse(response.json());
}
const addGuardian = (child: string, guardianHash: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/clubs/${clubHash}/people/${child}/guardians`,
    headers: manager,
    payload: { guardian: guardianHash },
  });
const children = (headers = guardian, of = clubHash) => t.app.inject({ url: `/api/guardian/children?club=${of}`, headers });
const handOver = (hash: string, email: string) =>
  t.app.inject({ method: 'POST', url: `/api/clubs/${clubHash}/people/${hash}/hand-over`, headers: manager, payload: { email } });

describe('guardians and children', () => {
  it('links many guardians to a child and many children to a guardian, idempotently', async () => {
    const child = await person({ type: 'player', name: 'Nil', surname: 'Martín', category: 'Under-10' });
    const other = await person({ type: 'guardian', name: 'Jon', surname: 'Martín' });
    expect((await addGuardian(child.id, laura)).statusCode).toBe(201);
    const twice = await addGuardian(child.id, other.id);
    expect(
      GuardianListSchema.parse(twice.json())
        .guardians.map((g) => g.name)
        .sort(),
    ).toEqual(['Jon', 'Laura']);
    expect(GuardianListSchema.parse((await addGuardian(child.id, other.id)).json()).guardians).toHaveLength(2);
    const list = GuardianChildrenResponseSchema.parse((await children()).json());
    expect(list.children.map((c) => c.name)).toEqual(['Leo', 'Nil']);
    expect(list.children[1]!.profiles.map((p) => p.id)).toEqual([child.id]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/clubs/${clubHash}/people/${child.id}/guardians/${other.id}`,
      headers: manager,
    });
    expect(GuardianListSchema.parse(removed.json()).guardians.map((g) => g.name)).toEqual(['Laura']);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/clubs/${clubHash}/people/${child.id}/guardians/${other.id}`,
      headers: manager,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a guardian that is not a guardian profile, or the child itself', async () => {
    const child = await person({ type: 'player', name: 'Ona', surname: 'Puig' });
    const member = await person({ type: 'member', name: 'Pere', surname: 'Puig' });
    for (const hash of [member.id, child.id]) {
      const response = await addGuardian(child.id, hash);
      expect(response.statusCode).toBe(400);
      expect(response.json().invalidParamsList.invalidParams[0].field).toBe('guardian');
    }
  });

  it("shows children only to the club's guardians, and only with records_from_children", async () => {
    expect((await children(member)).statusCode).toBe(403);
    expect((await children(guardian, 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/guardian/children?club=' + clubHash })).statusCode).toBe(401);
    await t.db.execute(sql`delete from club_features where code = 'records_from_children' and club_id = ${club.id}`);
    const off = await children();
    expect(off.statusCode).toBe(403);
    expect(off.json().errorCode).toBe('FEATURE_DISABLED');
    await t.db.execute(sql`insert into club_features (club_id, code) values (${club.id}, 'records_from_children')`);
    expect((await children()).statusCode).toBe(200);
  });
});

describe('hand-over', () => {
  // The claim itself is tested in account-claims.test.ts.
  it('only emails a link: the person keeps no account and their guardians until it is claimed', async () => {
    const child = await person({ type: 'player', name: 'Aina', surname: 'Soler', birthDate: '2007-01-01', phone: '+34 600 123 123' });
    await addGuardian(child.id, laura);
    const response = await handOver(child.id, 'Aina.Soler@Example.test');
    expect(response.statusCode, response.body).toBe(200);
    expect(HandOverResponseSchema.parse(response.json())).toEqual({ sent: true, email: 'aina.soler@example.test' });
    const detail = PersonDetailSchema.parse(
      (await t.app.inject({ url: `/api/clubs/${clubHash}/people/${child.id}`, headers: manager })).json(),
    );
    expect(detail).toMatchObject({ hasAccount: false, email: null });
    expect(detail.guardians.map((g) => g.id)).toEqual([laura]);
    const mail = (await t.db.execute(
      sql`select template, "to", text from outbox_messages where "to" = 'aina.soler@example.test'`,
    )) as unknown as {
      rows: { template: string; text: string }[];
    };
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.template).toBe('account-handed-over');
    expect(mail.rows[0]!.text).toMatch(/\/auth\/claim-account\?token=[A-Za-z0-9_-]{43}/);
    const accounts = (await t.db.execute(sql`select id from users where username = 'aina.soler@example.test'`)) as unknown as {
      rows: unknown[];
    };
    expect(accounts.rows).toHaveLength(0);
  });

  it('refuses a person who already has an account, and unknown people', async () => {
    const taken = await handOver(laura, 'other@example.test');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(FIELD_ERRORS.alreadyHasAccount);
    expect(taken.json().reason).toBe('alreadyHasAccount');
    expect((await handOver('AAAAAAAAAAAAAAAAAAAAAA', 'other@example.test')).statusCode).toBe(404);
  });
});
