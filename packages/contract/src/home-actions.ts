import { z } from 'zod';

/**
 * The manager's "things to act on" (issue 25 part 1): what waits for someone of the club now,
 * counted live from the working tables at each read (never from the daily metrics tables), so
 * a decision taken a second ago is gone from the count. Unread messages are the menu badge's own
 * count (communications' unread, per acting profile), read beside this.
 */
export const HOME_ACTION_KINDS = [
  /** Manager access requests awaiting a decision, and self-registered pre-enrolled profiles. */
  'accessRequests',
  /** Sign-ups from the portal (joining requests) awaiting review. */
  'preEnrolments',
  /** Paid shop orders not yet handed over. */
  'ordersToDeliver',
  /** Charges past their due date and not paid (pending past due, or unpaid). */
  'overdueCharges',
  /** SEPA debits the bank returned, not settled since. */
  'returnedDebits',
] as const;
export type HomeActionKind = (typeof HOME_ACTION_KINDS)[number];

export const HomeActionSchema = z.object({
  kind: z.enum(HOME_ACTION_KINDS),
  count: z.number().int().nonnegative(),
  /** Cents at stake (charges and returned debits, with any return fee); null where money is not the point. */
  amount: z.number().int().nullable(),
  /** When the oldest waiting item arrived (or fell due), ISO; null when none waits. */
  oldestAt: z.string().nullable(),
});
export type HomeAction = z.infer<typeof HomeActionSchema>;

/** Every kind, in HOME_ACTION_KINDS order, each with its count (0 included): the web orders and hides. */
export const HomeActionsSchema = z.object({
  /** When these counts were read (ISO): "at most seconds old". */
  checkedAt: z.string(),
  actions: z.array(HomeActionSchema),
});
export type HomeActions = z.infer<typeof HomeActionsSchema>;
