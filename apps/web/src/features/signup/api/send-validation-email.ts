import { ACCOUNTS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';

/** POST /api/users/validate-email (bearer): sends a new validation link to the person's email. */
export function sendValidationEmail(email: string): Promise<{ sent: true }> {
  return callApi(ACCOUNTS_ROUTES.validateEmail, { body: { email } });
}

export function useSendValidationEmail() {
  return useApiMutation({ request: sendValidationEmail });
}
