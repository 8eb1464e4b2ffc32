import { z } from 'zod';

/** Notifications go through a durable outbox (email, SMS, WhatsApp). */
export const OUTBOX_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export const OutboxChannelSchema = z.enum(OUTBOX_CHANNELS);
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'held'] as const;

/** GET /api/dev/outbox (only outside production): what was sent or held, newest first. */
export const OutboxMessageSchema = z.object({
  id: z.string(),
  channel: OutboxChannelSchema,
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export const OutboxMessageListSchema = z.array(OutboxMessageSchema);
