import { useMutation } from '@tanstack/react-query';
import { ACCOUNTS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';

/** POST /api/users/validate-email (bearer): sends a new validation link to the person's email. */
export function sendValidationEmail(email: string): Promise<{ sent: true }> {
  return callApi(ACCOUNTS_ROUTES.validateEmail, { body: { email } });
}

export function useSendValidationEmail() {
  return useMutation({ mutationFn: sendValidationEmail });
}
