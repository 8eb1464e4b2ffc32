import { z } from 'zod';
import { PasswordSchema } from './auth';
import { fieldError } from './common/field-errors';
import { ClubRoleSchema } from './common/roles';

/**
 * Handing a person's record (a child who came of age) over to their own account, in two steps:
 * a manager sends a single-use link to an email (POST …/people/{personHash}/hand-over), and the
 * owner of that email opens it and claims the record (these calls).
 */

/** How long a hand-over link works. */
export const ACCOUNT_CLAIM_TTL_DAYS = 7;

/** GET /api/account-claims/{token} (public): what the link offers, and nothing more. */
export const AccountClaimPreviewSchema = z.object({
  club: z.object({ name: z.string(), image: z.string().nullable() }),
  /** The record's first name. */
  name: z.string(),
  /** The address the link was sent to: only the account with this username can claim it. */
  email: z.string(),
  /** True: sign in as `email` to claim. False: claiming creates the account with a password. */
  accountExists: z.boolean(),
  expiresAt: z.string(),
});
export type AccountClaimPreview = z.infer<typeof AccountClaimPreviewSchema>;

/**
 * POST /api/account-claims/{token} (public). When no account has the link's email, the body
 * carries the new account's password (and the privacy policy consent); when one does, the
 * caller sends that account's bearer token and an empty body.
 */
export const AccountClaimBodySchema = z
  .object({
    password: PasswordSchema.optional(),
    confirmPassword: z.string().max(4096).optional(),
    privacyPolicyAccepted: z.boolean().optional(),
  })
  .refine((b) => b.password === undefined || b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    message: fieldError('passwordsDoNotMatch'),
  });
export type AccountClaimBody = z.infer<typeof AccountClaimBodySchema>;

/** The same body as the web's "create your account" form validates it (every field required). */
export const NewAccountClaimBodySchema = z
  .object({
    password: PasswordSchema,
    confirmPassword: z.string(),
    privacyPolicyAccepted: z.literal(true, fieldError('privacyNotAccepted')),
  })
  .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], message: fieldError('passwordsDoNotMatch') });
export type NewAccountClaimBody = z.infer<typeof NewAccountClaimBodySchema>;

export const AccountClaimResultSchema = z.object({
  /** True when the claim created the account (sign in with its email and password next). */
  accountCreated: z.boolean(),
  username: z.string(),
  club: z.object({ hash: z.string(), name: z.string() }),
  /** The role of the claimed profile in that club. */
  role: ClubRoleSchema,
});
export type AccountClaimResult = z.infer<typeof AccountClaimResultSchema>;
