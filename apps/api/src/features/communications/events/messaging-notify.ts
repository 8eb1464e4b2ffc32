import { MESSAGING_EVENT_TYPES } from '@tribuna/contract';
import { z } from 'zod';
import type { MessagingChange } from './messaging-events';

/** The PostgreSQL channel every API process LISTENs on for messaging changes. */
export const MESSAGING_CHANNEL = 'tribuna_messaging';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; stay a little below. A change that
 * reaches more people (a broadcast to thousands) is split into several notifications that
 * differ only in the ids they carry.
 */
export const MAX_PAYLOAD_BYTES = 7_900;

const IdsSchema = z.array(z.number().int().positive());
const ChangeSchema = z.object({
  clubId: z.number().int().positive(),
  type: z.enum(MESSAGING_EVENT_TYPES),
  threadHash: z.string().nullable(),
  profileIds: IdsSchema,
  mailboxIds: IdsSchema,
});

const payloadOf = (change: MessagingChange, profileIds: readonly number[], mailboxIds: readonly number[]) =>
  JSON.stringify({ clubId: change.clubId, type: change.type, threadHash: change.threadHash, profileIds, mailboxIds });

/** The notification payloads of one change: one, or as many as its ids need; none if it reaches nobody. */
export function encodeChange(change: MessagingChange, maxBytes = MAX_PAYLOAD_BYTES): string[] {
  if (change.profileIds.length === 0 && change.mailboxIds.length === 0) return [];
  const whole = payloadOf(change, change.profileIds, change.mailboxIds);
  if (Buffer.byteLength(whole) <= maxBytes) return [whole];

  const room = maxBytes - Buffer.byteLength(payloadOf(change, [], []));
  const ids = [...change.profileIds.map((id) => ['profile', id] as const), ...change.mailboxIds.map((id) => ['mailbox', id] as const)];
  const payloads: string[] = [];
  let profiles: number[] = [];
  let mailboxes: number[] = [];
  let used = 0;
  const flush = () => {
    payloads.push(payloadOf(change, profiles, mailboxes));
    profiles = [];
    mailboxes = [];
    used = 0;
  };
  for (const [kind, id] of ids) {
    const cost = String(id).length + 1; // the digits and a comma
    if (used + cost > room) flush();
    (kind === 'profile' ? profiles : mailboxes).push(id);
    used += cost;
  }
  flush();
  return payloads;
}

/** A notification read back; null for anything malformed (never trusted blindly, never thrown). */
export function decodeChange(payload: string): MessagingChange | null {
  try {
    const parsed = ChangeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
