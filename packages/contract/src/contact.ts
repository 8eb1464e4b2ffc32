import { z } from 'zod';
import { fieldError } from './common/field-errors';

/** Spec 1's contact reasons, in its order. */
export const CONTACT_REASONS = ['club-information', 'product-help', 'cancellation-or-payment', 'not-working'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

export const CONTACT_MESSAGE_MAX = 5000;
/** A person needs at least this long between opening the form and sending it (bots do not wait). */
export const CONTACT_MIN_FILL_SECONDS = 3;
/** A form token is good for this long after the form was opened. */
export const CONTACT_FORM_TOKEN_TTL_SECONDS = 2 * 60 * 60;

/**
 * POST /api/clubs/{clubHash}/profile-contact-club (spec 7; its body is not shown there). A visitor
 * gives name, email and the privacy acceptance; a signed-in sender is known from the token and
 * needs none of them. `website` is a honeypot (left empty by people, filled by bots) and
 * `formToken` (GET …/contact-form-token) proves the form was open long enough.
 */
export const ContactClubBodySchema = z.object({
  reason: z.enum(CONTACT_REASONS, fieldError('invalidChoice')),
  message: z.string().trim().min(1, fieldError('required')).max(CONTACT_MESSAGE_MAX, fieldError('tooLong')),
  name: z.string().trim().max(120, fieldError('tooLong')).optional(),
  email: z.string().trim().toLowerCase().max(180, fieldError('tooLong')).email(fieldError('email')).optional(),
  privacyAccepted: z.boolean().optional(),
  website: z.string().max(200).optional(),
  formToken: z.string().max(200).optional(),
});
export type ContactClubBody = z.input<typeof ContactClubBodySchema>;

export const ContactClubResultSchema = z.object({
  /** True: the club has it (a thread in its mailbox and an e-mail) and the sender a copy. */
  sent: z.literal(true),
});
export type ContactClubResult = z.infer<typeof ContactClubResultSchema>;

export const ContactFormTokenSchema = z.object({
  token: z.string(),
  /** Seconds the form must stay open before it is sent. */
  minimumSeconds: z.number().int(),
});
export type ContactFormToken = z.infer<typeof ContactFormTokenSchema>;
