import { PERSON_PHOTO_ROUTES } from '@tribuna/contract';
import { createPerson, uploadPersonPhoto } from '../../test/factories';
import { all, MANAGERS_OF_CLUB } from '../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../test/matrix/matrix-types';

/** A person with a real photo; the query carries its current version, as the photo's address does. */
const aPersonWithPhoto: MatrixRow['foreignObject'] = async ({ t }, { club, manager }) => {
  const person = await createPerson(t, club);
  const address = new URL(await uploadPersonPhoto(t, club, person, manager), 'http://localhost');
  return { params: { personHash: person.hash }, query: { v: address.searchParams.get('v')! } };
};

/**
 * Authorization matrix rows of a person's photo (issue 4; src/test/authorization-matrix.test.ts):
 * managers set it (no file: 400); reading needs the current version.
 */
export const PERSON_PHOTO_MATRIX: MatrixRows = {
  [rowKey(PERSON_PHOTO_ROUTES.upload)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club }) => ({ params: { personHash: (await createPerson(t, club)).hash } }),
  },
  [rowKey(PERSON_PHOTO_ROUTES.remove)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aPersonWithPhoto,
  },
  [rowKey(PERSON_PHOTO_ROUTES.read)]: {
    request: () => ({ query: { v: 'x' } }),
    expect: all(404),
    foreignObject: aPersonWithPhoto,
  },
};
