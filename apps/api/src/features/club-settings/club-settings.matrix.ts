import { CLUB_SETTINGS_ROUTES } from '@tribuna/contract';
import { MANAGERS_OF_CLUB, MEMBERS_OF_CLUB, PLATFORM_ADMINS } from '../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../test/matrix/matrix-types';

/** Authorization matrix rows of club settings (issue 4; src/test/authorization-matrix.test.ts). */
export const CLUB_SETTINGS_MATRIX: MatrixRows = {
  // Managers; the body changes nothing (the club's own locale) so runs stay alike.
  [rowKey(CLUB_SETTINGS_ROUTES.read)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(CLUB_SETTINGS_ROUTES.update)]: { request: ({ club }) => ({ payload: { locale: club.locale } }), expect: MANAGERS_OF_CLUB(200) },
  // Privacy and terms: every member reads them; accepting is for the club's own people only.
  [rowKey(CLUB_SETTINGS_ROUTES.privacy)]: { request: () => ({}), expect: MEMBERS_OF_CLUB },
  [rowKey(CLUB_SETTINGS_ROUTES.acceptPrivacy)]: {
    request: () => ({ payload: { privacyVersion: 1, termsVersion: 1 } }),
    expect: { ...MEMBERS_OF_CLUB, admin: [403, 403] },
  },
  // Feature switches: platform admins only; the body keeps each club's own set.
  [rowKey(CLUB_SETTINGS_ROUTES.features)]: { request: () => ({}), expect: PLATFORM_ADMINS(200) },
  [rowKey(CLUB_SETTINGS_ROUTES.switchFeatures)]: {
    request: ({ club }) => ({ payload: { codes: club.features } }),
    expect: PLATFORM_ADMINS(200),
  },
};
