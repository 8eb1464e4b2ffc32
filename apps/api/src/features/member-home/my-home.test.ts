import { MEMBER_HOME_ROUTES, MyHomeSchema, type MyHome } from '@tribuna/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamTrainings } from '../../db/schema';
import {
  createClub,
  createGuardianWithChild,
  createManager,
  createMember,
  createTeam,
  createThread,
  injectAs,
  predefinedMailbox,
  signIn,
  writeThroughApp,
  type ClubFixture,
  type ClubUser,
  type PersonFixture,
  type Session,
  type TeamFixture,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;
let guardian: ClubUser & { child: PersonFixture };
let guardianSession: Session;
let team: TeamFixture;

const url = (target: ClubFixture) => MEMBER_HOME_ROUTES.home.path.replace(':clubHash', target.hash);
async function home(session: Session, target: ClubFixture): Promise<MyHome> {
  const response = await injectAs(t, session, { method: 'GET', url: url(target) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return MyHomeSchema.parse(response.json());
}

/** Weekly training times for a team: every day of the week at 18:00–19:30, so one is always coming within a day. */
async function trainEveryDay(target: ClubFixture, teamId: number, place: string) {
  await writeThroughApp(t, [], (db) =>
    db
      .insert(teamTrainings)
      .values(
        [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ clubId: target.id, teamId, weekday, startsAt: 18 * 60, endsAt: 19 * 60 + 30, place })),
      ),
  );
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  guardian = await createGuardianWithChild(t, club);
  guardianSession = await signIn(t, guardian.user);
  team = await createTeam(t, club, { name: 'Alevín A', category: 'Under-12', roster: [{ person: guardian.child }] });
  await trainEveryDay(club, team.id, 'Campo 1');
  // A team of the other club with the same shape: its trainings must never show.
  const otherChild = await createGuardianWithChild(t, other);
  const otherTeam = await createTeam(t, other, { roster: [{ person: otherChild.child }] });
  await trainEveryDay(other, otherTeam.id, 'Elsewhere');
});
afterAll(() => t?.close());

describe('GET /api/clubs/:clubHash/my/home (issue 25 part 2: the member’s and guardian’s home in one read)', () => {
  it('gives a guardian each child with their team and the next training, and the soonest one first', async () => {
    const answer = await home(guardianSession, club);
    expect(answer.timeZone).toBe('Europe/Madrid');
    const child = answer.people.find((person) => person.hash === guardian.child.hash)!;
    expect(child.relation).toBe('child');
    expect(child.teams).toHaveLength(1);
    expect(child.teams[0]).toMatchObject({ hash: team.hash, name: 'Alevín A', category: 'Under-12', role: 'player' });
    const next = child.teams[0]!.nextTraining!;
    expect(next.place).toBe('Campo 1');
    // Every day at 18:00 Madrid: the next one has not ended and starts within a day and a half.
    expect(new Date(next.endAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(next.startAt).getTime() - Date.now()).toBeLessThan(36 * 3_600_000);
    expect(answer.nextTraining).toEqual({ ...next, personHash: guardian.child.hash, teamHash: team.hash });
    expect(answer.people.find((person) => person.relation === 'self')?.hash).toBe(guardian.profile.hash);
  });

  it('lists the club’s news from its mailboxes to the account’s people (newest first, at most 3), not personal messages nor another club’s', async () => {
    const manager = await createManager(t, club);
    const mailbox = await predefinedMailbox(t, club);
    for (const subject of ['Horario de invierno', 'Cena de Navidad', 'Fotos del torneo', 'Asamblea anual']) {
      await createThread(t, club, manager.profile, { subject, fromMailbox: mailbox, to: [guardian.profile] });
    }
    await createThread(t, club, manager.profile, { subject: 'Personal note', to: [guardian.profile] });
    const otherManager = await createManager(t, other);
    await createThread(t, other, otherManager.profile, {
      subject: 'Other club news',
      fromMailbox: await predefinedMailbox(t, other),
      to: [],
    });

    const answer = await home(guardianSession, club);
    expect(answer.news.map((item) => item.subject)).toEqual(['Asamblea anual', 'Fotos del torneo', 'Cena de Navidad']);
    expect(answer.news[0]).toMatchObject({ from: mailbox.name, unread: true });
  });

  it('a member with no team and no news sees only themselves', async () => {
    const member = await createMember(t, club);
    const session = await signIn(t, member.user);
    const answer = await home(session, club);
    expect(answer.people).toEqual([expect.objectContaining({ hash: member.profile.hash, relation: 'self', teams: [] })]);
    expect(answer.nextTraining).toBeNull();
    expect(answer.news).toEqual([]);
  });

  it('refuses someone of another club (403)', async () => {
    const stranger = await signIn(t, (await createMember(t, other)).user);
    const response = await injectAs(t, stranger, { method: 'GET', url: url(club) });
    expect(response.statusCode).toBe(403);
  });
});
