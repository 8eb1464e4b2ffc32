import { z } from 'zod';
import { AccessListParamsSchema } from './access-control';
import { hydraCollectionSchema } from './common/hydra';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { ClubRoleSchema } from './common/roles';

/**
 * Who may scan at the door (issue 24 part 6): profiles of the club with `accessController`, given
 * or taken by its managers; and one list's day at the door for the manager's live overview.
 */

/** A profile that may open the scanner (a volunteer's member profile, a coach, a manager). */
export const AccessControllerSchema = z.object({
  /** The profile's public id ({profileHash}, the people list's `id`). */
  hash: z.string(),
  name: z.string(),
  surname: z.string(),
  role: ClubRoleSchema,
  enabled: z.boolean(),
});
export type AccessController = z.infer<typeof AccessControllerSchema>;
export const AccessControllerListSchema = hydraCollectionSchema(AccessControllerSchema);
export type AccessControllerList = z.infer<typeof AccessControllerListSchema>;

export const AccessControllerParamsSchema = ClubHashParamsSchema.extend({ profileHash: PublicIdSchema });

/** Entries admitted (green or amber) in one hour of the club's day, 0–23. */
export const HourEntriesSchema = z.object({ hour: z.number().int().min(0).max(23), entries: z.number().int() });

/** A check-in list's day so far, in the club's time zone: the counters and the entries per hour. */
export const AccessListTodaySchema = z.object({
  listHash: z.string(),
  /** YYYY-MM-DD, the club's today. */
  day: z.string(),
  insideNow: z.number().int(),
  admittedToday: z.number().int(),
  refusedToday: z.number().int(),
  /** Every hour from midnight to the current one, in order (hours without entries say 0). */
  hours: z.array(HourEntriesSchema),
});
export type AccessListToday = z.infer<typeof AccessListTodaySchema>;
export const AccessListTodayParamsSchema = AccessListParamsSchema;
