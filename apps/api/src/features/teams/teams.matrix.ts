import { createPerson, createTeam } from '../../test/factories';
import { MANAGERS_OF_CLUB } from '../../test/matrix/expectations';
import type { MatrixRow, MatrixRows } from '../../test/matrix/matrix-types';

const aTeam: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({ params: { teamHash: (await createTeam(t, club)).hash } });

/**
 * Authorization matrix rows of teams (issue 4; src/test/authorization-matrix.test.ts): the club's
 * managers (and admins). Unknown team or person: 404 to them.
 */
export const TEAMS_MATRIX: MatrixRows = {
  'GET /api/clubs/:clubHash/teams': { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  'POST /api/clubs/:clubHash/teams': {
    request: ({ actor }) => ({ payload: { name: `Matrix ${actor}`, sport: 'football', category: 'Senior', gender: 'mixed' } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  'GET /api/clubs/:clubHash/teams/:teamHash': { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aTeam },
  'PATCH /api/clubs/:clubHash/teams/:teamHash': {
    request: () => ({ payload: { category: 'Youth' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aTeam,
  },
  'DELETE /api/clubs/:clubHash/teams/:teamHash': { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aTeam },
  'PUT /api/clubs/:clubHash/teams/:teamHash/roster': {
    request: () => ({ payload: { members: [] } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aTeam,
  },
  'POST /api/clubs/:clubHash/teams/:teamHash/members/:personHash': {
    request: () => ({ payload: { role: 'player' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club }) => ({
      params: { teamHash: (await createTeam(t, club)).hash, personHash: (await createPerson(t, club)).hash },
    }),
  },
  'DELETE /api/clubs/:clubHash/teams/:teamHash/members/:personHash': {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    // The person is on the team's roster, so the removal would succeed in the objects' own club.
    foreignObject: async ({ t }, { club }) => {
      const person = await createPerson(t, club);
      const team = await createTeam(t, club, { roster: [{ person }] });
      return { params: { teamHash: team.hash, personHash: person.hash } };
    },
  },
};
