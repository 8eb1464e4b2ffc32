import { createSponsor, jpegImage, multipartFile } from '../../test/factories';
import { all, MANAGERS_OF_CLUB, mergePatch } from '../../test/matrix/expectations';
import type { MatrixRow, MatrixRows } from '../../test/matrix/matrix-types';

const aSponsor: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({ params: { sponsorHash: (await createSponsor(t, club)).hash } });

/**
 * Sponsors (issue 11): managing is for the club's managers (and admins); the list, the logos and
 * the counted links are public. Another club's sponsor under your club: 404 to everyone.
 */
export const SPONSORS_MATRIX: MatrixRows = {
  'GET /api/clubs/:clubHash/sponsors': { request: () => ({}), expect: all(200) },
  'POST /api/clubs/:clubHash/sponsors': {
    request: ({ actor }) => ({ payload: { name: `Matrix ${actor}`, url: 'https://matrix.example/' } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  // An empty order names no sponsor: refused (400) by whoever may manage; the others never get there.
  'PATCH /api/clubs/:clubHash/sponsors': { request: () => mergePatch({ order: [] }), expect: MANAGERS_OF_CLUB(400) },
  'GET /api/clubs/:clubHash/sponsors/clicks': { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  'PATCH /api/clubs/:clubHash/sponsors/:sponsorHash': {
    request: () => mergePatch({ name: 'Renamed' }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSponsor,
  },
  'DELETE /api/clubs/:clubHash/sponsors/:sponsorHash': { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aSponsor },
  'POST /api/clubs/:clubHash/sponsors/:sponsorHash/image': {
    request: async () => multipartFile('logo.jpg', await jpegImage(), 'image/jpeg'),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSponsor,
  },
  'GET /api/clubs/:clubHash/sponsors/:sponsorHash/image': {
    request: () => ({}),
    expect: all(404),
    foreignObject: async ({ t }, { club }) => ({ params: { sponsorHash: (await createSponsor(t, club, { withImage: true })).hash } }),
  },
  'GET /api/clubs/:clubHash/sponsors/:sponsorHash/visit': { request: () => ({}), expect: all(404), foreignObject: aSponsor },
};
