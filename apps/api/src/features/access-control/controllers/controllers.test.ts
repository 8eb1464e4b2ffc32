import { AccessControllerListSchema, AccessControllerSchema, AccessListTodaySchema } from '@tribuna/contract/access-controllers';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPublicId } from '../../../lib/ids';
import {
  createClub,
  createManager,
  createMember,
  createPerson,
  createPreEnrollment,
  injectAs,
  signIn,
  uniqueName,
  type ClubFixture,
  type Session,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../../db/rows';
import { AccessListsRepository } from '../lists/lists.repository';

let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;
let manager: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
});
afterAll(() => t.close());

const as = (session: Session | undefined, options: InjectOptions) => injectAs(t, session, options);
const controllersUrl = (c: ClubFixture = club) => `/api/clubs/${c.hash}/access-control/controllers`;
const controllers = async () => {
  const response = await as(manager, { url: controllersUrl() });
  expect(response.statusCode, response.body).toBe(200);
  return AccessControllerListSchema.parse(response.json())['hydra:member'];
};
const grant = (profileHash: string, c: ClubFixture = club) => as(manager, { method: 'PUT', url: `${controllersUrl(c)}/${profileHash}` });
const revoke = (profileHash: string) => as(manager, { method: 'DELETE', url: `${controllersUrl()}/${profileHash}` });

describe('door controllers', () => {
  it('a manager gives a member profile the flag, the member’s own profile says so, and takes it again', async () => {
    const volunteer = await createMember(t, club, { name: 'Vera' });
    const granted = await grant(volunteer.profile.hash);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(AccessControllerSchema.parse(granted.json())).toMatchObject({ hash: volunteer.profile.hash, role: 'member', enabled: true });
    // Giving it twice changes nothing.
    expect((await grant(volunteer.profile.hash)).statusCode).toBe(200);
    expect((await controllers()).map((c) => c.hash)).toEqual([volunteer.profile.hash]);

    const session = await signIn(t, volunteer.user);
    const profileOf = async () => {
      const body = (await as(session, { url: '/api/profile' })).json() as {
        clubs: { hash: string; profiles: Record<string, { accessController: boolean }> }[];
      };
      return body.clubs.find((c) => c.hash === club.hash)!.profiles[volunteer.profile.hash]!;
    };
    expect((await profileOf()).accessController).toBe(true);

    expect((await revoke(volunteer.profile.hash)).statusCode).toBe(204);
    expect((await revoke(volunteer.profile.hash)).statusCode).toBe(204);
    expect(await controllers()).toEqual([]);
    expect((await profileOf()).accessController).toBe(false);
    // Each change of powers is in the audit log once, repeats are not.
    const audit = await t.db.execute(
      sql`select action from audit_log where target = ${volunteer.profile.hash} and action like 'accessControl.controller%' order by id`,
    );
    expect(rowsOf<{ action: string }>(audit).map((row) => row.action)).toEqual([
      'accessControl.controllerGranted',
      'accessControl.controllerRevoked',
    ]);
  });

  it('refuses another club’s profile, a pre-enrolment and an unknown one with 404, changing nothing', async () => {
    const foreign = await createPerson(t, other);
    expect((await grant(foreign.hash)).statusCode).toBe(404);
    const { profile } = await createPreEnrollment(t, club);
    expect((await grant(profile.hash)).statusCode).toBe(404);
    expect((await grant('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect(await controllers()).toEqual([]);
  });

  it('is for managers only: a member gets 403', async () => {
    const member = await signIn(t, (await createMember(t, club)).user);
    expect((await as(member, { url: controllersUrl() })).statusCode).toBe(403);
    expect((await as(member, { method: 'PUT', url: `${controllersUrl()}/AAAAAAAAAAAAAAAAAAAAAA` })).statusCode).toBe(403);
  });
});

describe('a list’s day at the door', () => {
  const scan = async (
    listId: number,
    profileId: number,
    values: { direction?: string; result?: string; annulled?: boolean; at?: string },
  ) => {
    await t.db.execute(sql`
      insert into access_scans (public_id, club_id, list_id, nonce, code_kind, profile_id, direction, result, reason, scanned_at, annulled_at)
      values (${newPublicId()}, ${club.id}::int, ${listId}::int, ${newPublicId()}, 'member', ${profileId}::int,
        ${values.direction ?? 'entry'}, ${values.result ?? 'admitted'}, ${values.result === 'refused' ? 'disabled' : 'valid'},
        ${values.at ?? sql`now()`}::timestamptz, ${values.annulled ? sql`now()` : null})`);
  };

  it('counts inside now, admitted and refused today, and the entries of the current hour; annulled and past days do not count', async () => {
    const list = (await new AccessListsRepository(t.db).insert(club.id, { name: uniqueName('Gate'), kind: 'members', campaignId: null }))!;
    const [ana, ben, cris] = await Promise.all([createPerson(t, club), createPerson(t, club), createPerson(t, club)]);
    await scan(list.id, ana.id, {});
    await scan(list.id, ben.id, {});
    await scan(list.id, ben.id, { direction: 'exit' });
    await scan(list.id, cris.id, { result: 'refused' });
    await scan(list.id, cris.id, { annulled: true });
    await scan(list.id, cris.id, { at: new Date(Date.now() - 3 * 86_400_000).toISOString() });

    const response = await as(manager, { url: `/api/clubs/${club.hash}/access-lists/${list.publicId}/today` });
    expect(response.statusCode, response.body).toBe(200);
    const today = AccessListTodaySchema.parse(response.json());
    expect(today).toMatchObject({ listHash: list.publicId, admittedToday: 2, refusedToday: 1 });
    // Cris's entry three days ago is still the latest movement: no automatic check-out on this list.
    expect(today.insideNow).toBe(2);
    expect(today.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(today.hours.map((h) => h.hour)).toEqual(today.hours.map((_, index) => index));
    expect(today.hours.at(-1)!.entries).toBe(2);
    expect(today.hours.reduce((sum, h) => sum + h.entries, 0)).toBe(2);
  });

  it('answers 404 for another club’s list', async () => {
    const list = (await new AccessListsRepository(t.db).insert(other.id, { name: uniqueName('Gate'), kind: 'members', campaignId: null }))!;
    expect((await as(manager, { url: `/api/clubs/${club.hash}/access-lists/${list.publicId}/today` })).statusCode).toBe(404);
  });
});
