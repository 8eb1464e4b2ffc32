import { AuditLogSchema, ErasurePlanSchema, ErasureRequestListSchema, ErasureRequestSchema } from '@tribuna/contract/data-rights';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, charges, fees, profiles, subsidies, subsidyBeneficiaries } from '../../db/schema';
import { ChangeFeed } from '../../lib/cache/change-feed';
import { UnitOfWork } from '../../lib/data/unit-of-work';
import { newPublicId } from '../../lib/ids';
import {
  createClub,
  createGuardianWithChild,
  createManager,
  createMember,
  createPerson,
  injectAs,
  signIn,
  type ClubFixture,
  type Session,
} from '../../test/factories';
import { mergePatch } from '../../test/matrix/expectations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { dataRightsRepositories } from './data-rights.data';
import { ErasureService } from './erasure/erasure.service';

let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;
let manager: Session;
let secondManager: Session;
let otherManager: Session;

const deletedFiles: string[] = [];
const files = { put: async () => undefined, get: async () => undefined, delete: async (key: string) => void deletedFiles.push(key) };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  manager = await signIn(t, (await createManager(t, club, { name: 'Ana', lastname: 'First' })).user);
  secondManager = await signIn(t, (await createManager(t, club, { name: 'Bea', lastname: 'Second' })).user);
  otherManager = await signIn(t, (await createManager(t, other)).user);
});
afterAll(async () => {
  await t.close();
});

const as = (session: Session | undefined, options: InjectOptions) => injectAs(t, session, options);
const ok = async (session: Session, options: InjectOptions, status = 200) => {
  const response = await as(session, options);
  expect(response.statusCode, response.body).toBe(status);
  return response;
};
const auditOf = async (c: ClubFixture, session: Session, query: Record<string, string> = {}) =>
  AuditLogSchema.parse((await ok(session, { url: `/api/clubs/${c.hash}/audit-log`, query })).json());

/** A sent fee with one charge for the person (the accounting record erasure keeps). */
async function chargeFor(c: ClubFixture, profileId: number, paidAt: Date | null = null) {
  const [fee] = await t.db
    .insert(fees)
    .values({
      publicId: newPublicId(),
      clubId: c.id,
      kind: 'one_off',
      name: 'Cuota',
      amount: 5000,
      firstDueOn: '2026-09-01',
      target: { kind: 'allPartners' },
      status: 'sent',
    })
    .returning();
  const [charge] = await t.db
    .insert(charges)
    .values({
      publicId: newPublicId(),
      clubId: c.id,
      feeId: fee!.id,
      profileId,
      amount: 5000,
      dueOn: '2026-09-01',
      status: paidAt ? 'paid' : 'pending',
      paidAt,
    })
    .returning();
  return charge!;
}

describe('audit log', () => {
  it('lists the club’s sensitive actions by group, person and day, keyset paged, never another club’s', async () => {
    const person = await createPerson(t, club, { role: 'member' });
    await ok(manager, { method: 'PATCH', url: `/api/clubs/${club.hash}/people/${person.hash}`, ...mergePatch({ name: 'Renamed' }) });
    await ok(manager, { url: `/api/clubs/${club.hash}/people/${person.hash}/data-export`, query: { format: 'json' } });
    // Another club's action never shows here.
    const stranger = await createPerson(t, other);
    await ok(otherManager, { url: `/api/clubs/${other.hash}/people/${stranger.hash}/data-export` });

    const all = await auditOf(club, manager);
    expect(all['hydra:member'].every((entry) => entry.target !== stranger.hash)).toBe(true);
    const exported = await auditOf(club, manager, { group: 'exports' });
    expect(exported['hydra:member'].map((e) => e.action)).toEqual(['dataRights.personExported']);
    expect(exported['hydra:member'][0]).toMatchObject({ target: person.hash, group: 'exports', actor: { name: 'Ana First' } });

    const aboutPerson = await auditOf(club, manager, { person: person.hash });
    expect(aboutPerson['hydra:member'].map((e) => e.action).sort()).toEqual(['dataRights.personExported', 'person.updated']);
    // The manager's own actions (their account acted) are theirs too.
    const byManager = await auditOf(club, manager, { person: all['hydra:member'][0]!.actor!.personHash! });
    expect(byManager['hydra:totalItems']).toBeGreaterThanOrEqual(2);

    // Keyset pages: one entry a page, following hydra:next, read every entry once, newest first.
    const seen: string[] = [];
    let next: string | undefined = `/api/clubs/${club.hash}/audit-log?itemsPerPage=1`;
    while (next) {
      const page = AuditLogSchema.parse((await ok(manager, { url: next })).json());
      seen.push(...page['hydra:member'].map((e) => e.id));
      next = page['hydra:view']['hydra:next'];
    }
    expect(seen).toEqual(all['hydra:member'].map((e) => e.id));

    // Days are Europe/Madrid days, both ends included.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    expect((await auditOf(club, manager, { from: today, to: today }))['hydra:totalItems']).toBe(all['hydra:totalItems']);
    expect((await auditOf(club, manager, { to: '2020-01-01' }))['hydra:totalItems']).toBe(0);
    expect((await as(manager, { url: `/api/clubs/${club.hash}/audit-log`, query: { from: today, to: '2020-01-01' } })).statusCode).toBe(
      400,
    );
    // A person of another club is nobody here.
    expect((await as(manager, { url: `/api/clubs/${club.hash}/audit-log`, query: { person: stranger.hash } })).statusCode).toBe(404);
  });

  it('names a role change, and an impersonation with the real person behind it', async () => {
    const person = await createPerson(t, club, { role: 'manager' });
    await t.db.insert(auditLog).values([
      { clubId: club.id, action: 'person.updated', target: person.hash, metadata: { fields: ['panelAccess'] } },
      { clubId: club.id, action: 'impersonation.started', target: 'someone', actorUserId: manager.user.id },
      { clubId: club.id, action: 'club.features.switched', target: club.hash, metadata: { codes: ['bookings'] } },
      { clubId: club.id, action: 'charge.paid', target: 'x', impersonatedBy: secondManager.user.id, actorUserId: manager.user.id },
    ]);
    expect((await auditOf(club, manager, { group: 'roles' }))['hydra:member'].map((e) => e.target)).toContain(person.hash);
    expect((await auditOf(club, manager, { group: 'impersonation' }))['hydra:member'].map((e) => e.action)).toEqual([
      'impersonation.started',
    ]);
    expect((await auditOf(club, manager, { group: 'features' }))['hydra:member'].map((e) => e.action)).toEqual(['club.features.switched']);
    const [charge] = (await auditOf(club, manager, { group: 'charges' }))['hydra:member'];
    expect(charge).toMatchObject({ action: 'charge.paid', actor: { name: 'Ana First' }, impersonatedBy: { name: 'Bea Second' } });
  });
  it('shows both ends of an impersonation in the club, by whom, and the people and orders exports', async () => {
    const member = await createMember(t, club);
    const start = await ok(manager, { method: 'POST', url: '/api/impersonation', payload: { profileHash: member.profile.hash } });
    const impersonating = {
      user: member.user,
      token: start.json<{ token: string }>().token,
      headers: { authorization: `Bearer ${start.json<{ token: string }>().token}` },
    };
    await ok(impersonating, { method: 'DELETE', url: '/api/impersonation' });
    const entries = (await auditOf(club, manager, { group: 'impersonation', person: member.profile.hash }))['hydra:member'];
    expect(entries.map((e) => [e.action, e.actor?.name])).toEqual([
      ['impersonation.ended', `${member.user.name} ${member.user.lastname}`],
      ['impersonation.started', 'Ana First'],
    ]);
    expect(entries[0]!.impersonatedBy?.name).toBe('Ana First');

    await ok(manager, { url: `/api/clubs/${club.hash}/people/export`, query: { role: 'member', format: 'csv' } });
    await ok(manager, { url: `/api/clubs/${club.hash}/commerce/orders/export`, query: { format: 'csv' } });
    const exported = (await auditOf(club, manager, { group: 'exports' }))['hydra:member'].map((e) => e.action);
    expect(exported).toEqual(expect.arrayContaining(['people.exported', 'orders.exported']));
  });
});

describe('a person’s data export', () => {
  it('gives a guardian’s data with the children’s, as JSON and PDF, without secrets', async () => {
    const family = await createGuardianWithChild(t, club);
    await chargeFor(club, family.child.id);
    const [grant] = await t.db
      .insert(subsidies)
      .values({
        publicId: newPublicId(),
        clubId: club.id,
        name: 'Deporte base',
        funder: 'Diputación',
        amount: 50_000,
        startsOn: '2026-01-01',
        endsOn: '2026-06-30',
      })
      .returning({ id: subsidies.id });
    await t.db.insert(subsidyBeneficiaries).values({ subsidyId: grant!.id, profileId: family.child.id, clubId: club.id, source: 'person' });
    const [secrets] = await t.db
      .select({ qr: profiles.qrIdentifier, key: profiles.cardKey })
      .from(profiles)
      .where(eq(profiles.id, family.child.id));
    const response = await ok(manager, {
      url: `/api/clubs/${club.hash}/people/${family.profile.hash}/data-export`,
      query: { format: 'json' },
    });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toContain('attachment');
    const body = response.body;
    const data = JSON.parse(body) as {
      record: { person: { hash: string }; account: { email: string }[] };
      children: { person: { hash: string }; charges: unknown[]; subsidies: unknown[] }[];
    };
    expect(data.record.person.hash).toBe(family.profile.hash);
    expect(data.record.account[0]!.email).toBe(family.user.email);
    expect(data.children.map((c) => c.person.hash)).toEqual([family.child.hash]);
    expect(data.children[0]!.charges).toHaveLength(1);
    // The grants the child benefits from are part of what the club holds about them.
    expect(data.children[0]!.subsidies).toEqual([
      { subsidy: 'Deporte base', funder: 'Diputación', startsOn: '2026-01-01', endsOn: '2026-06-30', source: 'person', sourceName: null },
    ]);
    expect(body).not.toContain(secrets!.qr);
    expect(body).not.toContain(secrets!.key);
    expect(body).not.toMatch(/password|qrIdentifier|cardKey|token/i);

    const pdf = await ok(manager, { url: `/api/clubs/${club.hash}/people/${family.profile.hash}/data-export`, query: { format: 'pdf' } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is for the club’s managers only, and another club’s person is unknown', async () => {
    const member = await signIn(t, (await createMember(t, club)).user);
    const person = await createPerson(t, club);
    expect((await as(member, { url: `/api/clubs/${club.hash}/people/${person.hash}/data-export` })).statusCode).toBe(403);
    expect((await as(otherManager, { url: `/api/clubs/${other.hash}/people/${person.hash}/data-export` })).statusCode).toBe(404);
  });
});

describe('erasure', () => {
  const base = () => `/api/clubs/${club.hash}/erasure-requests`;
  const service = () => new ErasureService(new UnitOfWork(t.db, new ChangeFeed(), dataRightsRepositories), files);

  it('previews, needs a second manager, disables at once, can be undone, and erases after 14 days keeping the accounts', async () => {
    const member = await createMember(t, club, { name: 'Carla', lastname: 'Gone' });
    const person = member.profile;
    await chargeFor(club, person.id, new Date('2026-03-01T10:00:00Z'));
    // A beneficiary of a grant: the place stays in its justification, without the name.
    const [grant] = await t.db
      .insert(subsidies)
      .values({
        publicId: newPublicId(),
        clubId: club.id,
        name: 'Escuelas',
        funder: 'Ayuntamiento',
        amount: 100_000,
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
      })
      .returning({ id: subsidies.id });
    await t.db.insert(subsidyBeneficiaries).values({ subsidyId: grant!.id, profileId: person.id, clubId: club.id, source: 'person' });
    const [before] = await t.db.select().from(profiles).where(eq(profiles.id, person.id));

    const plan = ErasurePlanSchema.parse(
      (await ok(manager, { url: `/api/clubs/${club.hash}/people/${person.hash}/erasure-preview` })).json(),
    );
    const byItem = Object.fromEntries(plan.lines.map((line) => [line.item, line]));
    expect(byItem.identity).toMatchObject({ outcome: 'erase', count: 1 });
    expect(byItem.accountLink).toMatchObject({ outcome: 'erase', count: 1, reason: 'accountIsThePersons' });
    expect(byItem.charges).toMatchObject({ outcome: 'keep', count: 1, reason: 'accountingRetention', keptUntil: '2032-12-31' });
    expect(byItem.subsidyBeneficiaries).toMatchObject({
      outcome: 'anonymise',
      count: 1,
      reason: 'grantJustification',
      keptUntil: '2030-12-31',
    });
    // A dry run changes nothing.
    expect((await t.db.select().from(profiles).where(eq(profiles.id, person.id)))[0]).toEqual(before);

    const created = ErasureRequestSchema.parse(
      (await ok(manager, { method: 'POST', url: base(), payload: { personHash: person.hash, receivedOn: '2026-01-31' } }, 201)).json(),
    );
    expect(created).toMatchObject({ status: 'awaiting_approval', dueOn: '2026-02-28', canApprove: false, overdue: true });
    // One open request per person.
    const again = await as(secondManager, { method: 'POST', url: base(), payload: { personHash: person.hash } });
    expect([again.statusCode, again.json().reason]).toEqual([409, 'erasureAlreadyOpen']);
    // The one who asked never approves.
    const own = await as(manager, { method: 'POST', url: `${base()}/${created.hash}/approve` });
    expect([own.statusCode, own.json().reason]).toEqual([409, 'erasureSecondManager']);
    // Another club's manager does not even see it.
    expect(
      (await as(otherManager, { method: 'POST', url: `/api/clubs/${other.hash}/erasure-requests/${created.hash}/approve` })).statusCode,
    ).toBe(404);

    const list = ErasureRequestListSchema.parse((await ok(secondManager, { url: base() })).json());
    expect(list['hydra:member'].find((r) => r.hash === created.hash)).toMatchObject({ canApprove: true });

    const approved = ErasureRequestSchema.parse(
      (await ok(secondManager, { method: 'POST', url: `${base()}/${created.hash}/approve` })).json(),
    );
    expect(approved).toMatchObject({ status: 'scheduled', approvedBy: 'Bea Second', overdue: false });
    expect(new Date(approved.executesAt!).getTime() - new Date(approved.approvedAt!).getTime()).toBe(14 * 86_400_000);
    const [disabled] = await t.db.select().from(profiles).where(eq(profiles.id, person.id));
    // Disabled now, with a newer updated_at: the door phones' next package refuses the person.
    expect(disabled!.enabled).toBe(false);
    expect(disabled!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());

    // Undo within the window: the person is back as before.
    const undone = ErasureRequestSchema.parse((await ok(manager, { method: 'POST', url: `${base()}/${created.hash}/cancel` })).json());
    expect(undone.status).toBe('undone');
    expect((await t.db.select().from(profiles).where(eq(profiles.id, person.id)))[0]!.enabled).toBe(true);
    expect(await service().executeDue(new Date(Date.now() + 30 * 86_400_000))).toBe(0);

    // Asked again and approved: nothing happens before the 14 days, everything after.
    const second = ErasureRequestSchema.parse(
      (await ok(secondManager, { method: 'POST', url: base(), payload: { personHash: person.hash } }, 201)).json(),
    );
    await ok(manager, { method: 'POST', url: `${base()}/${second.hash}/approve` });
    expect(await service().executeDue(new Date(Date.now() + 13 * 86_400_000))).toBe(0);
    expect(await service().executeDue(new Date(Date.now() + 15 * 86_400_000))).toBe(1);
    expect(await service().executeDue(new Date(Date.now() + 16 * 86_400_000))).toBe(0);

    const [erased] = await t.db.select().from(profiles).where(eq(profiles.id, person.id));
    expect(erased).toMatchObject({
      name: '—',
      surname: '',
      dni: null,
      email: null,
      phone: null,
      userId: null,
      enabled: false,
      photo: null,
    });
    expect(erased!.qrIdentifier).not.toBe(before!.qrIdentifier);
    expect(erased!.cardKey).not.toBe(before!.cardKey);
    expect(deletedFiles).toContain(`person-photos/${person.hash}.webp`);
    // The accounting record stays, linked to the anonymous record.
    expect(await t.db.select().from(charges).where(eq(charges.profileId, person.id))).toHaveLength(1);

    const done = ErasureRequestListSchema.parse((await ok(manager, { url: base() })).json())['hydra:member'].find(
      (r) => r.hash === second.hash,
    )!;
    expect(done).toMatchObject({ status: 'executed', person: { hash: person.hash, name: '—' } });
    const late = await as(manager, { method: 'POST', url: `${base()}/${second.hash}/cancel` });
    expect([late.statusCode, late.json().reason]).toEqual([409, 'erasureUndoClosed']);

    const actions = (await auditOf(club, manager, { group: 'dataRights', person: person.hash }))['hydra:member'].map((e) => e.action);
    expect(actions).toEqual([
      'dataRights.erasure.executed',
      'dataRights.erasure.approved',
      'dataRights.erasure.requested',
      'dataRights.erasure.undone',
      'dataRights.erasure.approved',
      'dataRights.erasure.requested',
    ]);
  });

  it('refuses a request received in the future and an unknown person', async () => {
    const person = await createPerson(t, club);
    expect(
      (await as(manager, { method: 'POST', url: base(), payload: { personHash: person.hash, receivedOn: '2099-01-01' } })).statusCode,
    ).toBe(400);
    expect(
      (await as(otherManager, { method: 'POST', url: `/api/clubs/${other.hash}/erasure-requests`, payload: { personHash: person.hash } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the whole club’s export', () => {
  it('is a ZIP of the club’s tables without secrets, and only the club’s rows', async () => {
    const mine = await createPerson(t, club, { name: 'Zipped' });
    const theirs = await createPerson(t, other, { name: 'Elsewhere' });
    const response = await ok(manager, { url: `/api/clubs/${club.hash}/data-export` });
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(['README.txt', 'club.json', 'accounts.json', 'tables/profiles.json', 'tables/charges.json']),
    );
    const people = JSON.parse(strFromU8(entries['tables/profiles.json']!)) as Record<string, unknown>[];
    expect(people.map((p) => p.public_id)).toContain(mine.hash);
    expect(people.map((p) => p.public_id)).not.toContain(theirs.hash);
    expect(Object.keys(people[0]!)).not.toEqual(expect.arrayContaining(['qr_identifier']));
    for (const [name, bytes] of Object.entries(entries)) {
      if (!name.endsWith('.json')) continue;
      expect(strFromU8(bytes), name).not.toMatch(/"(qr_identifier|card_key|password_hash|token_hash|secret|code)"/);
    }
  });
});
