import { z } from 'zod';

/**
 * A person's standing in the club's membership fees (issue 23, "a new season keeps a grace
 * period before a lapsed member loses access"), computed now, never stored. The rule is the API's
 * (fees' `standing`, decision 0012): `current` has a paid, exempt, in-collection or
 * partly refunded plan charge of the season under way, or one pending and not due yet; `grace` had one in the season before and the new season is still
 * within its grace days (`graceUntil`, the last day, YYYY-MM-DD); `lapsed` is charged in one of
 * those seasons but covered in neither. Access control (issue 24) reads the same rule.
 */
export const FEE_STANDINGS = ['current', 'grace', 'lapsed'] as const;
export const FeeStandingStatusSchema = z.enum(FEE_STANDINGS);
export type FeeStandingStatus = z.infer<typeof FeeStandingStatusSchema>;

export const FeeStandingSchema = z.object({
  status: FeeStandingStatusSchema,
  /** The season under way (its name). */
  season: z.string(),
  /** The last day of the grace period while `grace`, else null. */
  graceUntil: z.string().nullable(),
});
export type FeeStanding = z.infer<typeof FeeStandingSchema>;
