import { z } from 'zod';
import { CardDesignSchema } from './card-design';
import { ClubRoleSchema } from './common/roles';
import { FeeStandingSchema } from './fees-standing';

export const MEMBER_CARD_STATUSES = ['active', 'inactive'] as const;
export const MemberCardStatusSchema = z.enum(MEMBER_CARD_STATUSES);

/**
 * My ID (issue 4 part 7): a person's digital club card. The web app renders the QR code from
 * `qrIdentifier` and keeps the last card it loaded for offline reading; `status` is computed at
 * `issuedAt` (enabled person and membership not expired), so an offline copy says when it was true.
 */
export const MemberCardSchema = z.object({
  club: z.object({ hash: z.string(), name: z.string(), logo: z.string().nullable() }),
  person: z.object({
    hash: z.string().describe("the person's (profile's) hash"),
    name: z.string(),
    surname: z.string(),
    photo: z.string().nullable(),
    /** Shown only when the club's card design asks for it (else absent). */
    dni: z.string().nullable().optional(),
    category: z.string().nullable().optional(),
  }),
  role: ClubRoleSchema,
  membershipNumber: z.string().nullable(),
  status: MemberCardStatusSchema,
  /** The person's unique identifier in the club (a bare one at the door reads amber: see cardKey). */
  qrIdentifier: z.string(),
  /**
   * The key the card signs its rotating QR code with (issue 24, card-code.ts: a new code every
   * minute, drawn offline too), so a screenshot passed on reads amber at the door. Given only to
   * the person themself and their guardians. Absent in copies saved before rotating codes.
   */
  cardKey: z.string().optional(),
  /** Last day the membership is valid (YYYY-MM-DD), null when it does not expire. */
  validUntil: z.string().nullable(),
  season: z.string().nullable(),
  issuedAt: z.string(),
  /**
   * How to draw the card: the club's design while it has custom_card_templates, else the default.
   * Optional because copies saved offline before designs existed have none (draw the default).
   */
  design: CardDesignSchema.optional(),
  /**
   * The person's standing in the club's membership fees (issue 23): `lapsed` makes `status`
   * inactive; `grace` says until when last season's membership still counts. Absent when fees say
   * nothing of them (no plan charge in the season under way or the one before).
   */
  feeStanding: FeeStandingSchema.optional(),
});
export type MemberCard = z.infer<typeof MemberCardSchema>;

/** GET /api/clubs/{clubHash}/member-card/children (guardian; feature records_from_children). */
export const MemberCardListSchema = z.array(MemberCardSchema);
