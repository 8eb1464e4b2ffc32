import { MemberCardListSchema, MemberCardSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, fees, seasons } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import {
  createClub,
  createGuardianWithChild,
  createManager,
  createMember,
  injectAs,
  signIn,
  writeThroughApp,
  type ClubFixture,
  type Session,
} from '../../test/factories';
import { mergePatch } from '../../test/matrix/expectations';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The member card's fee standing (issue 23: "a new season keeps a grace period before a lapsed
 * member loses access"). The seasons are placed around today: the new one started 10 days ago.
 */
let t: TestApp;
let club: ClubFixture;
let manager: Session;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let last: { id: number; hash: string; name: string };
let current: { id: number; hash: string; name: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  last = await createSeason('Last season', day(-375), day(-11));
  current = await createSeason('This season', day(-10), day(354));
});
afterAll(() => t.close());

/** A season of the club, 30 grace days (the default). */
const createSeason = (name: string, startsOn: string, endsOn: string) =>
  writeThroughApp(t, [], async (db) => {
    const [row] = await db
      .insert(seasons)
      .values({ publicId: newPublicId(), clubId: club.id, name, startsOn, endsOn })
      .returning({ id: seasons.id, hash: seasons.publicId, name: seasons.name });
    return row!;
  });
const as = (session: Session, options: InjectOptions) => injectAs(t, session, options);
const card = async (session: Session) => MemberCardSchema.parse((await as(session, { url: `/api/clubs/${club.hash}/member-card` })).json());
const setGraceDays = async (graceDays: number) =>
  expect(
    (await as(manager, { method: 'PATCH', url: `/api/clubs/${club.hash}/seasons/${current.hash}`, ...mergePatch({ graceDays }) }))
      .statusCode,
  ).toBe(200);

/** A plan fee of `season` with one charge of `profileId` in `status`, due `dueOn`; returns the charge's hash. */
const planCharge = (season: { id: number }, profileId: number, status: string, dueOn = day(-10)) =>
  writeThroughApp(t, [], async (db) => {
    const [fee] = await db
      .insert(fees)
      .values({
        publicId: newPublicId(),
        clubId: club.id,
        seasonId: season.id,
        kind: 'plan',
        name: `Membership ${newPublicId().slice(0, 6)}`,
        amount: 6000,
        firstDueOn: day(-10),
        target: { kind: 'allPartners' },
        status: 'sent',
      })
      .returning({ id: fees.id });
    const [charge] = await db
      .insert(charges)
      .values({ publicId: newPublicId(), clubId: club.id, feeId: fee!.id, profileId, amount: 6000, dueOn, status })
      .returning({ hash: charges.publicId });
    return charge!.hash;
  });

describe("the member card's fee standing", () => {
  it("keeps last season's member active through the new season's grace days, then shows them lapsed until they pay", async () => {
    const member = await createMember(t, club, { name: 'Aina' });
    const session = await signIn(t, member.user);
    await planCharge(last, member.profile.id, 'paid');
    const unpaid = await planCharge(current, member.profile.id, 'pending');

    // 30 grace days from a start 10 days ago: still in, until the start's 30th day.
    expect(await card(session)).toMatchObject({
      status: 'active',
      feeStanding: { status: 'grace', season: current.name, graceUntil: day(19) },
    });
    // Five grace days are over: lapsed, and the card says inactive.
    await setGraceDays(5);
    expect(await card(session)).toMatchObject({ status: 'inactive', feeStanding: { status: 'lapsed', graceUntil: null } });
    // Paying this season's charge puts them back at once.
    const paid = await as(manager, { method: 'POST', url: `/api/clubs/${club.hash}/charges/${unpaid}/paid`, payload: { method: 'cash' } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await card(session)).toMatchObject({ status: 'active', feeStanding: { status: 'current', season: current.name } });
    await setGraceDays(30);
  });

  it('counts exempt and in-collection charges, shows a child their own standing, and says nothing of people without plan charges', async () => {
    const guardian = await createGuardianWithChild(t, club, { child: { name: 'Nil' } });
    const exempt = await createMember(t, club, { name: 'Biel' });
    const stranger = await createMember(t, club, { name: 'Carla' });
    await planCharge(current, guardian.child.id, 'in_collection');
    await planCharge(current, exempt.profile.id, 'exempt');
    await setGraceDays(0);

    const [child] = MemberCardListSchema.parse(
      (await as(await signIn(t, guardian.user), { url: `/api/clubs/${club.hash}/member-card/children` })).json(),
    );
    expect(child).toMatchObject({ person: { name: 'Nil' }, status: 'active', feeStanding: { status: 'current' } });
    expect(await card(await signIn(t, exempt.user))).toMatchObject({ status: 'active', feeStanding: { status: 'current' } });
    const none = await card(await signIn(t, stranger.user));
    expect(none.status).toBe('active');
    expect(none.feeStanding).toBeUndefined();
    // The guardian's own card: no plan charges of theirs, so no standing either.
    expect((await card(await signIn(t, guardian.user))).feeStanding).toBeUndefined();
    await setGraceDays(30);
  });

  it("keeps a renewing member in while this season's fee is not due yet, and lapses them once it is overdue", async () => {
    const member = await createMember(t, club, { name: 'Eloi' });
    const session = await signIn(t, member.user);
    await planCharge(last, member.profile.id, 'paid');
    await setGraceDays(0);
    const due = await planCharge(current, member.profile.id, 'pending', day(21));
    expect(await card(session)).toMatchObject({ status: 'active', feeStanding: { status: 'current' } });
    await writeThroughApp(t, [], (db) =>
      db
        .update(charges)
        .set({ dueOn: day(-1) })
        .where(eq(charges.publicId, due)),
    );
    expect(await card(session)).toMatchObject({ status: 'inactive', feeStanding: { status: 'lapsed' } });
    await setGraceDays(30);
  });

  it('with no grace days, last season alone no longer counts; a returned debit is no cover', async () => {
    const member = await createMember(t, club, { name: 'Dani' });
    const session = await signIn(t, member.user);
    await planCharge(last, member.profile.id, 'exempt');
    await planCharge(current, member.profile.id, 'returned');
    expect((await card(session)).feeStanding?.status).toBe('grace');
    await setGraceDays(0);
    expect(await card(session)).toMatchObject({ status: 'inactive', feeStanding: { status: 'lapsed' } });
    await setGraceDays(30);
  });
});
