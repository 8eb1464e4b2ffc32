import { createPeopleImport } from '../../../test/factories';
import { MANAGERS_OF_CLUB, mergePatch } from '../../../test/matrix/expectations';
import type { MatrixRow, MatrixRows } from '../../../test/matrix/matrix-types';

const anImport: MatrixRow['foreignObject'] = async ({ t }, { club, manager }) => ({
  params: { importHash: (await createPeopleImport(t, club, manager)).id },
});

/**
 * Authorization matrix rows of people import and export (issue 4; src/test/authorization-matrix.test.ts):
 * managers. No file: allowed callers get 400.
 */
export const PEOPLE_IMPORT_MATRIX: MatrixRows = {
  'POST /api/clubs/:clubHash/people/imports': { request: () => ({}), expect: MANAGERS_OF_CLUB(400) },
  'GET /api/clubs/:clubHash/people/imports/:importHash': { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: anImport },
  'PATCH /api/clubs/:clubHash/people/imports/:importHash': {
    request: () => mergePatch({ skipRows: [] }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: anImport,
  },
  'POST /api/clubs/:clubHash/people/imports/:importHash/commit': {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: anImport,
  },
  'GET /api/clubs/:clubHash/people/export': {
    request: () => ({ query: { format: 'csv', role: 'member' } }),
    expect: MANAGERS_OF_CLUB(200),
  },
};
