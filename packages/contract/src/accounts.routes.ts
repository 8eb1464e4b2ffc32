import { z } from 'zod';
import {
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  ConfirmEmailBodySchema,
  ConfirmEmailResponseSchema,
  PasswordResetRequestBodySchema,
  PasswordResetRequestResponseSchema,
  PasswordResetValidateBodySchema,
  RegisterBodySchema,
  ValidateEmailBodySchema,
  ValidateEmailResponseSchema,
} from './accounts';
import { PasswordSchema, TokenResponseSchema } from './auth';
import { fieldError } from './common/field-errors';
import { defineRoute } from './common/route';
import { OutboxMessageListSchema } from './outbox';

const tags = ['accounts'];

const REGISTER_DESCRIPTION = [
  'The spec body is username, email, password and confirmPassword. The username is the login and is an email address;',
  'email may be left out (username is used), and so may username (email is used); when both are sent they must be the',
  'same address after trimming and lowercasing, else 400 on `email`. name, surname, identification (Spanish NIF/NIE),',
  'phone, privacyPolicyAccepted (only `true`) and locale are optional extras, validated when sent (the web signup form',
  'sends them all). Person data for a club belongs to a profile: POST /api/profiles/{profileType}.',
].join(' ');

/** The contract's hash, but absent or empty allowed: that case has its own error code (EMAIL_TOKEN_MISSING). */
const ConfirmEmailRequestSchema = z.object({ hash: ConfirmEmailBodySchema.shape.hash.or(z.literal('')).optional() }).nullish();

/**
 * The recovery confirm body with username and code optional: without them the answer is the
 * spec's RECOVERY_DATA_MISSING, while the new password is still checked field by field.
 */
const { username, code } = PasswordResetValidateBodySchema.shape;
const PasswordResetConfirmRequestSchema = z
  .object({ username: username.optional(), code: code.optional(), newPassword: PasswordSchema, confirmNewPassword: z.string() })
  .refine((b) => b.newPassword === b.confirmNewPassword, { path: ['confirmNewPassword'], message: fieldError('passwordsDoNotMatch') });

/**
 * One's own account (issue 3 parts 1, 2, 7): signing up, validating the address, changing the
 * password. The signed-in routes act on the token's subject only, never on an id from the
 * request, and refuse impersonation tokens.
 */
export const ACCOUNTS_ROUTES = {
  register: defineRoute({
    method: 'POST',
    path: '/api/users/register',
    summary: 'Sign up with username, email, password, confirmPassword; sets the refresh cookie and emails a validation link',
    description: REGISTER_DESCRIPTION,
    tags,
    access: 'public',
    body: RegisterBodySchema,
    status: 200,
    response: TokenResponseSchema,
    errors: [429],
  }),
  validateEmail: defineRoute({
    method: 'POST',
    path: '/api/users/validate-email',
    summary: "Email a fresh validation link to the signed-in user's address",
    tags,
    access: 'signed-in',
    forbidWhileImpersonating: true,
    body: ValidateEmailBodySchema,
    status: 200,
    response: ValidateEmailResponseSchema,
    errors: [429],
  }),
  confirmEmail: defineRoute({
    method: 'POST',
    path: '/api/users/confirm-email',
    summary: 'Confirm an email address with the hash from the link (single use); hands the address’s guest orders over to the account',
    tags,
    access: 'public',
    body: ConfirmEmailRequestSchema,
    status: 200,
    response: ConfirmEmailResponseSchema,
  }),
  changePassword: defineRoute({
    method: 'PATCH',
    path: '/api/users/change-password',
    summary: "Change the password; ends the account's other sessions",
    tags,
    access: 'signed-in',
    forbidWhileImpersonating: true,
    body: ChangePasswordBodySchema,
    status: 200,
    response: ChangePasswordResponseSchema,
    // A wrong current password counts as a failed login for the limits.
    errors: [429],
  }),
} as const;

/** Password recovery by a 6-digit code (issue 3 part 5). All public: the person cannot sign in. */
export const PASSWORD_RESET_ROUTES = {
  request: defineRoute({
    method: 'POST',
    path: '/api/users/password-reset/request',
    summary: 'Send a 6-digit recovery code by email, SMS or WhatsApp (same answer for any username)',
    tags,
    access: 'public',
    body: PasswordResetRequestBodySchema,
    status: 200,
    response: PasswordResetRequestResponseSchema,
    errors: [429],
  }),
  validate: defineRoute({
    method: 'POST',
    path: '/api/users/password-reset/validate',
    summary: 'Check a recovery code; answers a short-lived password_reset token',
    tags,
    access: 'public',
    body: PasswordResetValidateBodySchema,
    status: 200,
    response: TokenResponseSchema,
    errors: [429],
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/users/password-reset/confirm',
    summary: 'Set a new password with the code; ends every session and starts a new one',
    tags,
    access: 'public',
    body: PasswordResetConfirmRequestSchema,
    status: 200,
    response: TokenResponseSchema,
    errors: [429],
  }),
} as const;

/**
 * The developer mail page (demo mode only, never in production): public because the person
 * reading a recovery code is by definition not signed in.
 */
export const DEV_OUTBOX_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: '/api/dev/outbox',
    summary: 'Developer outbox: the latest notifications (demo mode only)',
    tags: ['dev'],
    access: 'public',
    status: 200,
    response: OutboxMessageListSchema,
  }),
} as const;
