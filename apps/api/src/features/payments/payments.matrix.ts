import { PAYMENTS_ROUTES } from '@tribuna/contract';
import { all, MANAGERS_OF_CLUB } from '../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../test/matrix/matrix-types';

export const PAYMENTS_MATRIX: MatrixRows = {
  // Payment onboarding: managers only (without Stripe set up, as here, an empty list and "not configured").
  [rowKey(PAYMENTS_ROUTES.onboardLinks)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(PAYMENTS_ROUTES.onboard)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  // Stripe's webhook needs no token but a signature; without Stripe set up it does not exist.
  [rowKey(PAYMENTS_ROUTES.stripeWebhook)]: { request: () => ({ payload: {} }), expect: all(404) },
};
