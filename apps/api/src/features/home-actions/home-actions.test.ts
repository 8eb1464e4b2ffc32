import { HOME_ACTIONS_ROUTES } from '@tribuna/contract/home-actions.routes';
import { HomeActionsSchema, type HomeActions } from '@tribuna/contract/home-actions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, fees, joiningRequests, orders } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import {
  createAccessRequest,
  createClub,
  createManager,
  createMember,
  createOrder,
  createPreEnrollment,
  injectAs,
  signIn,
  writeThroughApp,
  type ClubFixture,
  type Session,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;
let manager: Session;
let otherManager: Session;

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function read(session: Session, target: ClubFixture): Promise<HomeActions> {
  const response = await injectAs(t, session, { method: 'GET', url: HOME_ACTIONS_ROUTES.read.path.replace(':clubHash', target.hash) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return HomeActionsSchema.parse(response.json());
}
const kind = (answer: HomeActions, name: HomeActions['actions'][number]['kind']) => answer.actions.find((a) => a.kind === name)!;

/** A charge of `cents` for a new member of the club, due `dueOn`, in `status`. */
async function charge(target: ClubFixture, cents: number, dueOn: string, status: string, returnFee = 0) {
  const { profile } = await createMember(t, target);
  await writeThroughApp(t, [], async (db) => {
    const [fee] = await db
      .insert(fees)
      .values({
        publicId: newPublicId(),
        clubId: target.id,
        kind: 'one_off',
        name: 'Cuota',
        amount: cents,
        firstDueOn: dueOn,
        target: { kind: 'people', profileHashes: [profile.hash] },
        status: 'sent',
      })
      .returning({ id: fees.id });
    await db.insert(charges).values({
      publicId: newPublicId(),
      clubId: target.id,
      feeId: fee!.id,
      profileId: profile.id,
      amount: cents,
      dueOn,
      status,
      returnFee,
    });
  });
}

/** A portal sign-up awaiting review. */
async function signUp(target: ClubFixture, status = 'pending') {
  await writeThroughApp(t, [], (db) =>
    db
      .insert(joiningRequests)
      .values({ publicId: newPublicId(), clubId: target.id, email: 'joiner@example.test', privacyAcceptedAt: new Date(), status }),
  );
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  otherManager = await signIn(t, (await createManager(t, other)).user);
});
afterAll(() => t?.close());

describe('GET /api/clubs/:clubHash/home/actions (issue 25: the manager’s things to act on, live)', () => {
  it('answers every kind at zero for a club with nothing waiting', async () => {
    const answer = await read(manager, club);
    expect(answer.actions.map((a) => [a.kind, a.count, a.oldestAt])).toEqual([
      ['accessRequests', 0, null],
      ['preEnrolments', 0, null],
      ['ordersToDeliver', 0, null],
      ['overdueCharges', 0, null],
      ['returnedDebits', 0, null],
    ]);
    expect(kind(answer, 'overdueCharges').amount).toBe(0);
    expect(kind(answer, 'accessRequests').amount).toBeNull();
  });

  it('counts what waits in its own club only, and a decision taken is gone at the next read', async () => {
    // Club A: 1 manager access request + 1 self-registered pre-enrolment; 2 sign-ups (1 refused);
    // 2 paid orders, 1 of them delivered, and 1 unpaid order; charges overdue, unpaid, not due yet, returned, paid.
    const request = await createAccessRequest(t, club);
    await createPreEnrollment(t, club);
    await signUp(club);
    await signUp(club, 'refused');
    const paid = await createOrder(t, club, { status: 1 });
    const delivered = await createOrder(t, club, { status: 1 });
    await writeThroughApp(t, [], (db) =>
      db.update(orders).set({ delivered: true, paidAt: new Date() }).where(eq(orders.publicId, delivered.hash)),
    );
    await createOrder(t, club, { status: 0 });
    await charge(club, 3000, day(-10), 'pending');
    await charge(club, 2500, day(-40), 'unpaid');
    await charge(club, 9900, day(5), 'pending');
    await charge(club, 4000, day(-20), 'returned', 300);
    await charge(club, 1000, day(-3), 'paid');
    // Club B has one of everything too: none of it may show in A.
    await createAccessRequest(t, other);
    await signUp(other);
    await createOrder(t, other, { status: 1 });
    await charge(other, 7000, day(-2), 'pending');
    await charge(other, 7000, day(-2), 'returned');

    const answer = await read(manager, club);
    expect(Date.now() - new Date(answer.checkedAt).getTime()).toBeLessThan(60_000);
    expect(kind(answer, 'accessRequests').count).toBe(2);
    expect(kind(answer, 'preEnrolments').count).toBe(1);
    expect(kind(answer, 'ordersToDeliver').count).toBe(1);
    expect(kind(answer, 'overdueCharges')).toMatchObject({ count: 2, amount: 5500 });
    expect(kind(answer, 'overdueCharges').oldestAt!.slice(0, 10) <= day(-40)).toBe(true);
    expect(kind(answer, 'returnedDebits')).toMatchObject({ count: 1, amount: 4300 });
    expect(kind(answer, 'accessRequests').oldestAt).not.toBeNull();

    const b = await read(otherManager, other);
    expect(b.actions.map((a) => a.count)).toEqual([1, 1, 1, 1, 1]);
    expect(kind(b, 'overdueCharges').amount).toBe(7000);

    // Refusing the access request and delivering the order: the next read says so (no cache).
    const decided = await injectAs(t, manager, {
      method: 'POST',
      url: `/api/clubs/${club.hash}/admin-access-requests/${request.hash}/decision`,
      payload: { decision: 'refuse' },
    });
    expect(decided.statusCode, decided.body).toBeLessThan(300);
    await writeThroughApp(t, [], (db) => db.update(orders).set({ delivered: true }).where(eq(orders.publicId, paid.hash)));
    const after = await read(manager, club);
    expect(kind(after, 'accessRequests').count).toBe(1);
    expect(kind(after, 'ordersToDeliver').count).toBe(0);
  });

  it("refuses another club's manager (403) and the club's members (403)", async () => {
    const outsider = await injectAs(t, otherManager, { method: 'GET', url: `/api/clubs/${club.hash}/home/actions` });
    expect(outsider.statusCode).toBe(403);
    const member = await signIn(t, (await createMember(t, club)).user);
    const refused = await injectAs(t, member, { method: 'GET', url: `/api/clubs/${club.hash}/home/actions` });
    expect(refused.statusCode).toBe(403);
  });
});
