import type { AccessClaims } from '../../lib/tokens';

/**
 * Account rules. Every account route acts on the caller's own account only (the token's
 * subject is the sole input, never an id from the request), so no named action is needed: the
 * routes are 'signed-in' or public. Changing the password or the address validation of someone
 * you are impersonating is refused by the routes' `forbidWhileImpersonating` flag (impersonation
 * guard plugin); the services check it again on the account itself.
 */
export const accountsPolicy = {
  /** The signed-in person manages their own account. */
  manageOwnAccount: (actor: AccessClaims | null): actor is AccessClaims => actor !== null && !actor.impersonatorId,
};
