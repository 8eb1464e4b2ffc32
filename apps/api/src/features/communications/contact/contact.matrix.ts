import { CONTACT_ROUTES } from '@tribuna/contract';
import { all } from '../../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../../test/matrix/matrix-types';
import { ContactFormTokens } from './form-token';

/**
 * The contact form is public: anyone may write to any club (a signed-in person outside the club
 * writes as their account). The form token is made as if the form had been open a minute.
 */
export const CONTACT_MATRIX: MatrixRows = {
  [rowKey(CONTACT_ROUTES.formToken)]: { request: () => ({}), expect: all(200) },
  [rowKey(CONTACT_ROUTES.contactClub)]: {
    request: ({ t, club }) => ({
      payload: {
        reason: 'club-information',
        message: 'Matrix message',
        name: 'Matrix Visitor',
        email: 'matrix-visitor@example.org',
        privacyAccepted: true,
        formToken: new ContactFormTokens(t.config.jwtSecret, () => Date.now() - 60_000).issue(club.id),
      },
    }),
    expect: all(201),
  },
};
