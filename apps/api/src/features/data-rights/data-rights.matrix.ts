import { DATA_RIGHTS_ROUTES } from '@tribuna/contract/data-rights.routes';
import { createPerson, injectAs } from '../../test/factories';
import { MANAGERS_OF_CLUB, UNKNOWN_ID } from '../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../test/matrix/matrix-types';

const aPerson: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({ params: { personHash: (await createPerson(t, club)).hash } });

/** A real erasure request of the club, asked by its manager (for someone made for it). */
const aRequest: MatrixRow['foreignObject'] = async ({ t }, { club, manager }) => {
  const person = await createPerson(t, club);
  const response = await injectAs(t, manager, {
    method: 'POST',
    url: `/api/clubs/${club.hash}/erasure-requests`,
    payload: { personHash: person.hash },
  });
  if (response.statusCode !== 201) throw new Error(`erasure request: ${response.statusCode} ${response.body}`);
  return { params: { requestHash: response.json<{ hash: string }>().hash } };
};

/**
 * Authorization matrix rows of audit and data rights (issue 25 part 4): the club's managers (and
 * admins) only; an unknown person or request is 404 to them, another club's too.
 */
export const DATA_RIGHTS_MATRIX: MatrixRows = {
  [rowKey(DATA_RIGHTS_ROUTES.auditLog)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(DATA_RIGHTS_ROUTES.personExport)]: {
    request: () => ({ query: { format: 'json' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aPerson,
  },
  [rowKey(DATA_RIGHTS_ROUTES.erasurePreview)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aPerson },
  [rowKey(DATA_RIGHTS_ROUTES.erasureList)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(DATA_RIGHTS_ROUTES.erasureCreate)]: {
    request: () => ({ payload: { personHash: UNKNOWN_ID } }),
    expect: MANAGERS_OF_CLUB(404),
  },
  [rowKey(DATA_RIGHTS_ROUTES.erasureApprove)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aRequest },
  [rowKey(DATA_RIGHTS_ROUTES.erasureCancel)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aRequest },
  [rowKey(DATA_RIGHTS_ROUTES.clubExport)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
};
