import { TEAMS_ROUTES } from '@tribuna/contract';
import { createPerson, createTeam } from '../../test/factories';
import { MANAGERS_OF_CLUB } from '../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../test/matrix/matrix-types';

const aTeam: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({ params: { teamHash: (await createTeam(t, club)).hash } });

/**
 * Authorization matrix rows of teams (issue 4; src/test/authorization-matrix.test.ts): the club's
 * managers (and admins). Unknown team or person: 404 to them.
 */
export const TEAMS_MATRIX: MatrixRows = {
  [rowKey(TEAMS_ROUTES.list)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(TEAMS_ROUTES.create)]: {
    request: ({ actor }) => ({ payload: { name: `Matrix ${actor}`, sport: 'football', category: 'Senior', gender: 'mixed' } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [rowKey(TEAMS_ROUTES.read)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aTeam },
  [rowKey(TEAMS_ROUTES.update)]: {
    request: () => ({ payload: { category: 'Youth' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aTeam,
  },
  [rowKey(TEAMS_ROUTES.remove)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aTeam },
  [rowKey(TEAMS_ROUTES.replaceRoster)]: {
    request: () => ({ payload: { members: [] } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aTeam,
  },
  [rowKey(TEAMS_ROUTES.putMember)]: {
    request: () => ({ payload: { role: 'player' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club }) => ({
      params: { teamHash: (await createTeam(t, club)).hash, personHash: (await createPerson(t, club)).hash },
    }),
  },
  [rowKey(TEAMS_ROUTES.removeMember)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    // The person is on the team's roster, so the removal would succeed in the objects' own club.
    foreignObject: async ({ t }, { club }) => {
      const person = await createPerson(t, club);
      const team = await createTeam(t, club, { roster: [{ person }] });
      return { params: { teamHash: team.hash, personHash: person.hash } };
    },
  },
  [rowKey(TEAMS_ROUTES.trainings)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aTeam },
  [rowKey(TEAMS_ROUTES.replaceTrainings)]: {
    request: () => ({ payload: { trainings: [{ weekday: 2, startsAt: '18:00', endsAt: '19:30', place: 'Campo 2' }] } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aTeam,
  },
};
