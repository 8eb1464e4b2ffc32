import { z } from 'zod';
import { fieldError } from './common/field-errors';
import { IdentificationSchema } from './common/identification';
import { UiLocaleSchema } from './common/locale-schemas';
import { PasswordSchema } from './auth';

const EmailSchema = z.string().trim().toLowerCase().email(fieldError('email')).max(180);
const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{9,20}$/, fieldError('phone'));

const NameSchema = z.string().trim().min(1, fieldError('required')).max(80);
const SurnameSchema = z.string().trim().min(1, fieldError('required')).max(120);

/**
 * The fields POST /api/users/register knows. The spec's call (spec 5, 7) carries only
 * username, email, password and confirmPassword; the person data (name, surname,
 * identification, phone) belongs to a profile (POST /api/profiles/{profileType}), so here it is
 * an optional extra, checked exactly like the web signup form checks it when it is sent.
 */
const RegisterFieldsSchema = z.object({
  /** The login. It is an email address: the account's username is always its email. */
  username: EmailSchema.optional(),
  email: EmailSchema.optional(),
  password: PasswordSchema,
  confirmPassword: z.string(),
  name: NameSchema.optional(),
  surname: SurnameSchema.optional(),
  identification: IdentificationSchema.optional(),
  phone: PhoneSchema.optional(),
  /** Only `true` is accepted when sent: nobody registers by declining the policy. */
  privacyPolicyAccepted: z.literal(true, fieldError('privacyNotAccepted')).optional(),
  locale: UiLocaleSchema.optional(),
});

type LoginFields = { username?: string; email?: string; password: string; confirmPassword: string };

/** Rules across fields: one address (username, email or both, equal) and matching passwords. */
function checkLoginAndPasswords(body: LoginFields, ctx: z.RefinementCtx): void {
  if (body.username === undefined && body.email === undefined) {
    ctx.addIssue({ code: 'custom', path: ['username'], message: fieldError('required') });
  }
  if (body.username !== undefined && body.email !== undefined && body.username !== body.email) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: fieldError('usernameEmailMismatch') });
  }
  if (body.password !== body.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: fieldError('passwordsDoNotMatch') });
  }
}

/**
 * POST /api/users/register (spec 2 user signup, 5 register, 7). The login is `username`, else
 * `email` (both are compared trimmed and lowercased and must then be equal when both are sent).
 */
export const RegisterBodySchema = RegisterFieldsSchema.superRefine(checkLoginAndPasswords);
export type RegisterBody = z.infer<typeof RegisterBodySchema>;
/** The address a register body names: its username, else its email (the schema ensures one). */
export const registerLogin = (body: Pick<RegisterBody, 'username' | 'email'>): string => (body.username ?? body.email)!;

/**
 * The web signup form (spec 2 user signup, "User (signup)" of spec 3): the same call, with the
 * person's data and the privacy acceptance required. What it accepts, the API accepts.
 */
export const UserSignupFormSchema = RegisterFieldsSchema.extend({
  email: EmailSchema,
  name: NameSchema,
  surname: SurnameSchema,
  identification: IdentificationSchema,
  phone: PhoneSchema,
  privacyPolicyAccepted: z.literal(true, fieldError('privacyNotAccepted')),
}).superRefine(checkLoginAndPasswords);
export type UserSignupFormBody = z.infer<typeof UserSignupFormSchema>;

/** POST /api/users/validate-email (bearer): sends a validation link to the signed-in user's email. */
export const ValidateEmailBodySchema = z.object({ email: EmailSchema });
export const ValidateEmailResponseSchema = z.object({ sent: z.literal(true) });
/** POST /api/users/confirm-email (public): the hash from the link. */
export const ConfirmEmailBodySchema = z.object({ hash: z.string().trim().min(1, fieldError('emailTokenMissing')).max(200) });
export const ConfirmEmailResponseSchema = z.object({ validated: z.literal(true), email: z.string() });

/** PATCH /api/users/change-password (spec 5). */
export const ChangePasswordBodySchema = z
  .object({ currentPassword: z.string().min(1).max(4096), newPassword: PasswordSchema, confirmNewPassword: z.string().optional() })
  .refine((b) => b.confirmNewPassword === undefined || b.newPassword === b.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: fieldError('passwordsDoNotMatch'),
  });
export const ChangePasswordResponseSchema = z.object({ changed: z.literal(true) });

/** Password recovery by code (spec 4, 5, 7). */
export const RECOVERY_METHODS = ['email', 'sms', 'whatsapp'] as const;
export const RecoveryMethodSchema = z.enum(RECOVERY_METHODS);
export const RECOVERY_CODE_TTL_SECONDS = 600;
export const RECOVERY_MAX_TRIES_PER_CODE = 5;
/** The page tells the person a code may take up to a minute and offers a retry after it. */
export const RECOVERY_RETRY_AFTER_SECONDS = 60;
const UsernameSchema = z.string().trim().toLowerCase().min(1, fieldError('required')).max(180);
const CodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, fieldError('codeFormat'));

export const PasswordResetRequestBodySchema = z
  .object({ username: UsernameSchema, method: RecoveryMethodSchema, whatsappConsent: z.boolean().optional() })
  .refine((b) => b.method !== 'whatsapp' || b.whatsappConsent === true, {
    path: ['whatsappConsent'],
    message: fieldError('whatsappConsent'),
  });
/** Same answer whether or not the account exists. */
export const PasswordResetRequestResponseSchema = z.object({ requested: z.literal(true), retryAfter: z.number().int() });
export const PasswordResetValidateBodySchema = z.object({ username: UsernameSchema, code: CodeSchema });
export const PasswordResetConfirmBodySchema = z
  .object({ username: UsernameSchema, code: CodeSchema, newPassword: PasswordSchema, confirmNewPassword: z.string() })
  .refine((b) => b.newPassword === b.confirmNewPassword, { path: ['confirmNewPassword'], message: fieldError('passwordsDoNotMatch') });
