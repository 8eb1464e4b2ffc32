import { z } from 'zod';
import { IdentificationSchema } from './common/identification';
import { UiLocaleSchema } from './common/locale-schemas';
import { PasswordSchema } from './auth';

export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match';
export const PRIVACY_NOT_ACCEPTED = 'You must accept the privacy policy';
const EmailSchema = z.string().trim().toLowerCase().email('This value is not a valid email address.').max(180);
const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{9,20}$/, 'This value is not a valid phone number.');

/** POST /api/users/register (spec 2 user signup, 5 register, 7). The username is the email. */
export const RegisterBodySchema = z
  .object({
    name: z.string().trim().min(1, 'This value should not be blank.').max(80),
    surname: z.string().trim().min(1, 'This value should not be blank.').max(120),
    identification: IdentificationSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    password: PasswordSchema,
    confirmPassword: z.string(),
    privacyPolicyAccepted: z.literal(true, PRIVACY_NOT_ACCEPTED),
    locale: UiLocaleSchema.optional(),
  })
  .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** POST /api/users/validate-email (bearer): sends a validation link to the signed-in user's email. */
export const ValidateEmailBodySchema = z.object({ email: EmailSchema });
export const ValidateEmailResponseSchema = z.object({ sent: z.literal(true) });
/** POST /api/users/confirm-email (public): the hash from the link. */
export const ConfirmEmailBodySchema = z.object({ hash: z.string().trim().min(1, 'The email validation token was not provided').max(200) });
export const ConfirmEmailResponseSchema = z.object({ validated: z.literal(true), email: z.string() });

/** PATCH /api/users/change-password (spec 5). */
export const ChangePasswordBodySchema = z
  .object({ currentPassword: z.string().min(1).max(4096), newPassword: PasswordSchema, confirmNewPassword: z.string().optional() })
  .refine((b) => b.confirmNewPassword === undefined || b.newPassword === b.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });
export const ChangePasswordResponseSchema = z.object({ changed: z.literal(true) });

/** Password recovery by code (spec 4, 5, 7). */
export const RECOVERY_METHODS = ['email', 'sms', 'whatsapp'] as const;
export const RecoveryMethodSchema = z.enum(RECOVERY_METHODS);
export const RECOVERY_CODE_TTL_SECONDS = 600;
export const RECOVERY_MAX_TRIES_PER_CODE = 5;
/** The page tells the person a code may take up to a minute and offers a retry after it. */
export const RECOVERY_RETRY_AFTER_SECONDS = 60;
const UsernameSchema = z.string().trim().toLowerCase().min(1, 'This value should not be blank.').max(180);
const CodeSchema = z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits');

export const PasswordResetRequestBodySchema = z
  .object({ username: UsernameSchema, method: RecoveryMethodSchema, whatsappConsent: z.boolean().optional() })
  .refine((b) => b.method !== 'whatsapp' || b.whatsappConsent === true, {
    path: ['whatsappConsent'],
    message: 'WhatsApp needs your consent',
  });
/** Same answer whether or not the account exists. */
export const PasswordResetRequestResponseSchema = z.object({ requested: z.literal(true), retryAfter: z.number().int() });
export const PasswordResetValidateBodySchema = z.object({ username: UsernameSchema, code: CodeSchema });
export const PasswordResetConfirmBodySchema = z
  .object({ username: UsernameSchema, code: CodeSchema, newPassword: PasswordSchema, confirmNewPassword: z.string() })
  .refine((b) => b.newPassword === b.confirmNewPassword, { path: ['confirmNewPassword'], message: PASSWORDS_DO_NOT_MATCH });
