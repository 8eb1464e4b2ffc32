import { INVITABLE_ROLES } from '@tribuna/contract';
import type { CreateInvitationInput, InvitableRole } from '../api/create-invitation';

export interface InvitationFormValues {
  role: InvitableRole;
  /** yyyy-mm-dd from the date input. */
  expiresOn: string;
  /** Empty for no limit. */
  maxUses: string;
}

export type InvitationFormErrors = Partial<Record<keyof InvitationFormValues, 'required' | 'past' | 'maxUses' | 'role'>>;

export const DEFAULT_VALIDITY_DAYS = 30;
export const MAX_USES_LIMIT = 10000;

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function defaultExpiry(now = new Date()): string {
  return isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + DEFAULT_VALIDITY_DAYS));
}

export function tomorrow(now = new Date()): string {
  return isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/** Checks the form and builds the body: the link works until the end of the chosen local day. */
export function buildInvitation(
  values: InvitationFormValues,
  now = new Date(),
): { ok: true; body: CreateInvitationInput } | { ok: false; errors: InvitationFormErrors } {
  const errors: InvitationFormErrors = {};
  if (!(INVITABLE_ROLES as readonly string[]).includes(values.role)) errors.role = 'role';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(values.expiresOn);
  const end = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59) : null;
  if (!end || Number.isNaN(end.getTime())) errors.expiresOn = 'required';
  else if (end.getTime() <= now.getTime()) errors.expiresOn = 'past';
  const text = values.maxUses.trim();
  const maxUses = text === '' ? null : Number(text);
  if (maxUses !== null && (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > MAX_USES_LIMIT)) errors.maxUses = 'maxUses';
  if (Object.keys(errors).length > 0 || !end) return { ok: false, errors };
  return { ok: true, body: { role: values.role, expiresAt: end.toISOString(), maxUses } };
}
