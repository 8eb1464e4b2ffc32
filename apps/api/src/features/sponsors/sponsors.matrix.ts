import { SPONSORS_ROUTES } from '@tribuna/contract';
import { createSponsor, jpegImage, multipartFile } from '../../test/factories';
import { all, MANAGERS_OF_CLUB, mergePatch } from '../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../test/matrix/matrix-types';

const aSponsor: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({ params: { sponsorHash: (await createSponsor(t, club)).hash } });

/**
 * Sponsors (issue 11): managing is for the club's managers (and admins); the list, the logos and
 * the counted links are public. Another club's sponsor under your club: 404 to everyone.
 */
export const SPONSORS_MATRIX: MatrixRows = {
  [rowKey(SPONSORS_ROUTES.list)]: { request: () => ({}), expect: all(200) },
  [rowKey(SPONSORS_ROUTES.create)]: {
    request: ({ actor }) => ({ payload: { name: `Matrix ${actor}`, url: 'https://matrix.example/' } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  // An empty order names no sponsor: refused (400) by whoever may manage; the others never get there.
  [rowKey(SPONSORS_ROUTES.reorder)]: { request: () => mergePatch({ order: [] }), expect: MANAGERS_OF_CLUB(400) },
  [rowKey(SPONSORS_ROUTES.clicks)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(SPONSORS_ROUTES.update)]: {
    request: () => mergePatch({ name: 'Renamed' }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSponsor,
  },
  [rowKey(SPONSORS_ROUTES.remove)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aSponsor },
  [rowKey(SPONSORS_ROUTES.uploadImage)]: {
    request: async () => multipartFile('logo.jpg', await jpegImage(), 'image/jpeg'),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSponsor,
  },
  [rowKey(SPONSORS_ROUTES.image)]: {
    request: () => ({}),
    expect: all(404),
    foreignObject: async ({ t }, { club }) => ({ params: { sponsorHash: (await createSponsor(t, club, { withImage: true })).hash } }),
  },
  [rowKey(SPONSORS_ROUTES.visit)]: { request: () => ({}), expect: all(404), foreignObject: aSponsor },
};
