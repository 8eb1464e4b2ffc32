import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/validate-email (bearer): sends a new validation link to the person's email. */
export function sendValidationEmail(email: string): Promise<{ sent: true }> {
  return apiRequest<{ sent: true }>('/api/users/validate-email', { method: 'POST', body: { email } });
}

export function useSendValidationEmail() {
  return useMutation({ mutationFn: sendValidationEmail });
}
