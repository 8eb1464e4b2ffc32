import { z } from 'zod';
import { AccountClaimBodySchema, AccountClaimPreviewSchema, AccountClaimResultSchema } from './account-claims';
import { defineRoute } from './common/route';

const tags = ['families'];
/** The token of a hand-over link, as the emailed link carries it. */
export const AccountClaimParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** The hand-over link's page calls these (public: a new account has no token yet). */
export const ACCOUNT_CLAIMS_ROUTES = {
  read: defineRoute({
    method: 'GET',
    path: '/api/account-claims/:token',
    summary: "What a hand-over link offers: the club, the record's first name and the invited address",
    description: 'One answer, 404 ACCOUNT_CLAIM_INVALID, for an unknown, expired, used or replaced link.',
    tags,
    access: 'public',
    params: AccountClaimParamsSchema,
    status: 200,
    response: AccountClaimPreviewSchema,
    errors: [429],
  }),
  claim: defineRoute({
    method: 'POST',
    path: '/api/account-claims/:token',
    summary: 'Take over the record as your own account (single use)',
    description:
      'If the invited address has no account, the body carries password, confirmPassword and privacyPolicyAccepted and ' +
      "the account is created with the record's data. If it has one, send that account's bearer token and {}: " +
      '401 without it, 403 ACCOUNT_CLAIM_WRONG_ACCOUNT as anyone else. 404 ACCOUNT_CLAIM_INVALID for an unusable link.',
    tags,
    access: 'public',
    // The bearer token is read only when the invited address already has an account.
    optionalAuth: true,
    params: AccountClaimParamsSchema,
    body: AccountClaimBodySchema,
    status: 200,
    response: AccountClaimResultSchema,
    errors: [403, 429],
  }),
} as const;
