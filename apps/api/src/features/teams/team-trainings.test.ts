import { FIELD_ERRORS, MEMBER_HOME_ROUTES, MyHomeSchema, TeamTrainingCollectionSchema, type TeamTraining } from '@tribuna/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createClub,
  createManager,
  createMember,
  createTeam,
  injectAs,
  signIn,
  type ClubFixture,
  type ClubUser,
  type Session,
  type TeamFixture,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let club: ClubFixture;
let otherClub: ClubFixture;
let team: TeamFixture;
let foreignTeam: TeamFixture;
let member: ClubUser;
const sessions: Record<string, Session> = {};

const call = (user: string, options: InjectOptions) => injectAs(t, sessions[user], options);
const trainingsUrl = (target: TeamFixture, of: ClubFixture = club) => `/api/clubs/${of.hash}/teams/${target.hash}/trainings`;
const list = (user = 'manager', target = team) => call(user, { url: trainingsUrl(target) });
const replace = (trainings: unknown[], user = 'manager', target = team) =>
  call(user, { method: 'PUT', url: trainingsUrl(target), payload: { trainings } });
const slots = async (target = team) => TeamTrainingCollectionSchema.parse((await list('manager', target)).json())['hydra:member'];
/** Field and codes of each problem of a 400 answer. */
const problems = (body: { invalidParamsList: { invalidParams: { field: string; codes: string[] }[] } }) =>
  body.invalidParamsList.invalidParams.map((p) => `${p.field}:${p.codes.join(',')}`);

const tuesday: TeamTraining = { weekday: 2, startsAt: '18:00', endsAt: '19:30', place: 'Campo 2' };
const thursday: TeamTraining = { weekday: 4, startsAt: '18:00', endsAt: '19:30', place: 'Campo 2' };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  [club, otherClub] = [await createClub(t), await createClub(t)];
  sessions.manager = await signIn(t, (await createManager(t, club)).user);
  sessions.otherManager = await signIn(t, (await createManager(t, otherClub)).user);
  member = await createMember(t, club);
  sessions.member = await signIn(t, member.user);
  sessions.admin = await signIn(t, await createAdmin(t));
  team = await createTeam(t, club, { name: 'Alevín B', category: 'Under-12', roster: [{ person: member.profile }] });
  foreignTeam = await createTeam(t, otherClub);
});
afterAll(() => t?.close());

describe('GET and PUT /api/clubs/{clubHash}/teams/{teamHash}/trainings (issue 25)', () => {
  it('starts empty, replaces the whole week and answers it by day and time', async () => {
    expect(await slots()).toEqual([]);
    const saved = await replace([
      thursday,
      { ...tuesday, place: '  Campo 2  ' },
      { weekday: 2, startsAt: '19:30', endsAt: '21:00', place: '' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const week = [tuesday, { weekday: 2, startsAt: '19:30', endsAt: '21:00', place: '' }, thursday];
    expect(TeamTrainingCollectionSchema.parse(saved.json())).toMatchObject({ 'hydra:member': week, 'hydra:totalItems': 3 });
    expect(await slots()).toEqual(week);
    // A second PUT replaces, it does not add; an empty list clears the week.
    expect((await replace([{ weekday: 6, startsAt: '10:00', endsAt: '11:15', place: 'Pabellón' }])).statusCode).toBe(200);
    expect(await slots()).toEqual([{ weekday: 6, startsAt: '10:00', endsAt: '11:15', place: 'Pabellón' }]);
    expect((await replace([])).json()['hydra:member']).toEqual([]);
    expect(await slots()).toEqual([]);
  });

  it('refuses bad slots field by field with the catalogue codes, and writes nothing', async () => {
    await replace([tuesday]);
    const bad = await replace([
      { weekday: 0, startsAt: '18:00', endsAt: '19:00', place: '' },
      { weekday: 3, startsAt: '7:00', endsAt: '25:00', place: '' },
      { weekday: 3, startsAt: '20:00', endsAt: '19:00', place: 'x'.repeat(121) },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(problems(bad.json())).toEqual([
      'trainings.0.weekday:invalidChoice',
      'trainings.1.startsAt:timeFormat',
      'trainings.1.endsAt:timeFormat',
      'trainings.2.place:tooLong',
      // The schema's own fields first, then the slot checks: every problem after one attempt.
      'trainings.2.endsAt:trainingEndsBeforeStart',
    ]);
    const backwards = await replace([{ ...tuesday, startsAt: '19:30', endsAt: '18:00' }]);
    expect(backwards.json().invalidParamsList.invalidParams).toEqual([
      { field: 'trainings.0.endsAt', errors: [FIELD_ERRORS.trainingEndsBeforeStart], codes: ['trainingEndsBeforeStart'] },
    ]);
    const overlapping = await replace([
      { weekday: 2, startsAt: '17:00', endsAt: '21:00', place: '' },
      { weekday: 2, startsAt: '18:00', endsAt: '18:30', place: '' },
      { weekday: 2, startsAt: '20:00', endsAt: '22:00', place: '' },
      { weekday: 3, startsAt: '17:00', endsAt: '21:00', place: '' },
    ]);
    expect(problems(overlapping.json())).toEqual(['trainings.1.startsAt:trainingOverlap', 'trainings.2.startsAt:trainingOverlap']);
    const tooMany = await replace(
      Array.from({ length: 15 }, (_, i) => ({
        weekday: (i % 7) + 1,
        startsAt: `0${Math.floor(i / 7)}:00`,
        endsAt: `0${Math.floor(i / 7)}:30`,
        place: '',
      })),
    );
    expect(problems(tooMany.json())).toEqual(['trainings:tooManyTrainings']);
    expect(problems((await call('manager', { method: 'PUT', url: trainingsUrl(team), payload: {} })).json())).toEqual([
      'trainings:invalidType',
    ]);
    expect(await slots()).toEqual([tuesday]);
  });

  it("hides another club's team and is for the club's managers (and admins) only", async () => {
    expect((await call('manager', { url: `/api/clubs/${club.hash}/teams/${foreignTeam.hash}/trainings` })).statusCode).toBe(404);
    expect((await replace([tuesday], 'manager', foreignTeam)).statusCode).toBe(404);
    expect((await call('otherManager', { url: trainingsUrl(team) })).statusCode).toBe(403);
    expect((await call('otherManager', { method: 'PUT', url: trainingsUrl(team), payload: { trainings: [] } })).statusCode).toBe(403);
    expect((await list('member')).statusCode).toBe(403);
    expect((await replace([], 'member')).statusCode).toBe(403);
    expect((await list('admin')).statusCode).toBe(200);
    const foreign = await call('otherManager', { url: trainingsUrl(foreignTeam, otherClub) });
    expect(TeamTrainingCollectionSchema.parse(foreign.json())['hydra:member']).toEqual([]);
    expect(await slots()).toEqual([tuesday]);
  });

  it("shows an edited week as the next training on a team member's home", async () => {
    const homeUrl = MEMBER_HOME_ROUTES.home.path.replace(':clubHash', club.hash);
    const home = async () => {
      const response = await call('member', { url: homeUrl });
      expect(response.statusCode, response.body).toBe(200);
      return MyHomeSchema.parse(response.json());
    };
    // Every day of the week, so whatever the day and hour the next one is one of these.
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startsAt: '20:00', endsAt: '21:30', place: 'Campo 3 (nuevo)' }));
    expect((await replace(everyDay)).statusCode).toBe(200);
    const own = (await home()).people.find((person) => person.hash === member.profile.hash)!;
    expect(own.teams.find((row) => row.hash === team.hash)?.nextTraining?.place).toBe('Campo 3 (nuevo)');
    expect((await replace([])).statusCode).toBe(200);
    const cleared = (await home()).people.find((person) => person.hash === member.profile.hash)!;
    expect(cleared.teams.find((row) => row.hash === team.hash)?.nextTraining).toBeNull();
  });
});
