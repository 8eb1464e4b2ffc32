import { PEOPLE_IMPORT_ROUTES, PEOPLE_ROUTES } from '@tribuna/contract';
import { createPeopleImport } from '../../../test/factories';
import { MANAGERS_OF_CLUB, mergePatch } from '../../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../../test/matrix/matrix-types';

const anImport: MatrixRow['foreignObject'] = async ({ t }, { club, manager }) => ({
  params: { importHash: (await createPeopleImport(t, club, manager)).id },
});

/**
 * Authorization matrix rows of people import and export (issue 4; src/test/authorization-matrix.test.ts):
 * managers. No file: allowed callers get 400.
 */
export const PEOPLE_IMPORT_MATRIX: MatrixRows = {
  [rowKey(PEOPLE_IMPORT_ROUTES.upload)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(400) },
  [rowKey(PEOPLE_IMPORT_ROUTES.read)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: anImport },
  [rowKey(PEOPLE_IMPORT_ROUTES.update)]: {
    request: () => mergePatch({ skipRows: [] }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: anImport,
  },
  [rowKey(PEOPLE_IMPORT_ROUTES.commit)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: anImport,
  },
  [rowKey(PEOPLE_ROUTES.export)]: {
    request: () => ({ query: { format: 'csv', role: 'member' } }),
    expect: MANAGERS_OF_CLUB(200),
  },
};
