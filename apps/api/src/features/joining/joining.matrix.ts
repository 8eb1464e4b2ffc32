import { JOINING_ROUTES, PUBLIC_JOINING_ROUTES } from '@tribuna/contract';
import { injectAs } from '../../test/factories';
import { all, MANAGERS_OF_CLUB, UNKNOWN_ID } from '../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../test/matrix/matrix-types';
import { adultSignUp, createOpenPlan } from './joining.test-kit';

/** An activity of `club`, made through the API by its manager. */
const anActivity: MatrixRow['foreignObject'] = async ({ t }, { club, manager }) => {
  const response = await injectAs(t, manager, {
    method: 'POST',
    url: `/api/clubs/${club.hash}/activities`,
    payload: { name: 'Matrix camp', price: 1000, places: 5 },
  });
  return { params: { activityHash: (response.json() as { hash: string }).hash } };
};

const inscription = { name: 'Ana', surname: 'Matrix', birthDate: '2014-03-02', email: 'ana.matrix@example.test', privacyAccepted: true };

/**
 * Joining (issue 23 part 5): the forms are public, by the club's short name (a sign-up without a
 * plan is refused with field errors; another club's activity under this club is not found);
 * reviewing and activities are for the club's managers (and admins).
 */
export const JOINING_MATRIX: MatrixRows = {
  [rowKey(PUBLIC_JOINING_ROUTES.form)]: { request: () => ({}), expect: all(200) },
  // A well-formed sign-up naming no plan of the club: refused (planNotOpen) once the club is found.
  [rowKey(PUBLIC_JOINING_ROUTES.request)]: { request: () => ({ payload: adultSignUp(UNKNOWN_ID) }), expect: all(400) },
  [rowKey(PUBLIC_JOINING_ROUTES.activities)]: { request: () => ({}), expect: all(200) },
  // An unknown activity; another club's real one under this club is in activities.test.ts.
  [rowKey(PUBLIC_JOINING_ROUTES.inscribe)]: { request: () => ({ payload: inscription }), expect: all(404) },
  [rowKey(JOINING_ROUTES.listRequests)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(JOINING_ROUTES.decideRequest)]: {
    request: () => ({ payload: { decision: 'accept' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club }) => {
      const plan = await createOpenPlan(t, club);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/joining/${club.shortname}/requests`,
        payload: adultSignUp(plan, { dni: '33333333P' }),
      });
      return { params: { requestHash: (response.json() as { hash: string }).hash } };
    },
  },
  [rowKey(JOINING_ROUTES.listActivities)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(JOINING_ROUTES.createActivity)]: {
    request: ({ actor }) => ({ payload: { name: `Camp ${actor}`, price: 0, places: 10 } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [rowKey(JOINING_ROUTES.listInscriptions)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: anActivity },
  [rowKey(JOINING_ROUTES.decideInscription)]: {
    request: () => ({ payload: { decision: 'accept' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async (world, owner) => {
      const { params } = await anActivity!(world, owner);
      const response = await world.t.app.inject({
        method: 'POST',
        url: `/api/joining/${owner.club.shortname}/activities/${params.activityHash}/inscriptions`,
        payload: inscription,
      });
      return { params: { ...params, inscriptionHash: (response.json() as { hash: string }).hash } };
    },
  },
};
