import { z } from 'zod';
import { hydraCollectionSchema } from './common/hydra';
import { fieldError } from './common/field-errors';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { MAILBOX_NAME_MAX } from './common/limits';
import { ClubRoleSchema } from './common/roles';
import { PersonCategorySchema } from './people';

/**
 * Who messaging is between (issue 10): people as messaging shows them, mailboxes (shared inboxes)
 * and the recipients a writer may choose. Exported again by communications.ts, which holds the
 * threads and messages written between them.
 */
// ---------------------------------------------------------------------------------------------
// People

/** A person as messaging shows them: who wrote, who is in a mailbox, who received. */
export const MessagingPersonSchema = z.object({
  profileHash: z.string(),
  name: z.string(),
  surname: z.string(),
  role: ClubRoleSchema,
  photo: z.string().nullable(),
});
export type MessagingPerson = z.infer<typeof MessagingPersonSchema>;

export const MailboxRefSchema = z.object({ mailboxHash: z.string(), name: z.string() });
export type MailboxRef = z.infer<typeof MailboxRefSchema>;

/** Who a thread or message is from: the author, and the mailbox they wrote from (if any). */
export const SenderSchema = z.object({ author: MessagingPersonSchema, mailbox: MailboxRefSchema.nullable() });
export type Sender = z.infer<typeof SenderSchema>;

// ---------------------------------------------------------------------------------------------
// Mailboxes

export const MailboxSchema = z.object({
  mailboxHash: z.string(),
  name: z.string(),
  /** The club's own mailbox, created with the club: it cannot be removed nor lose its last profile. */
  predefined: z.boolean(),
  profiles: z.array(MessagingPersonSchema),
  createdAt: z.string(),
});
export type Mailbox = z.infer<typeof MailboxSchema>;

export const MailboxListSchema = hydraCollectionSchema(MailboxSchema);
export type MailboxList = z.infer<typeof MailboxListSchema>;

const MailboxNameSchema = z.string().trim().min(1, fieldError('required')).max(MAILBOX_NAME_MAX, fieldError('tooLong'));

export const CreateMailboxBodySchema = z.object({
  name: MailboxNameSchema,
  /** Profiles that answer from the mailbox; the creating manager when none is given. */
  profiles: z.array(PublicIdSchema).max(200).optional(),
});
export type CreateMailboxBody = z.infer<typeof CreateMailboxBodySchema>;

export const UpdateMailboxBodySchema = z.object({ name: MailboxNameSchema });
export type UpdateMailboxBody = z.infer<typeof UpdateMailboxBodySchema>;

export const DuplicateMailboxBodySchema = z.object({ name: MailboxNameSchema.optional() });
export type DuplicateMailboxBody = z.infer<typeof DuplicateMailboxBodySchema>;

export const AddMailboxProfileBodySchema = z.object({ profileHash: PublicIdSchema });
export type AddMailboxProfileBody = z.infer<typeof AddMailboxProfileBodySchema>;

export const MailboxParamsSchema = ClubHashParamsSchema.extend({ mailboxHash: PublicIdSchema });
export const MailboxProfileParamsSchema = MailboxParamsSchema.extend({ profileHash: PublicIdSchema });

export const MailboxProfilesSchema = hydraCollectionSchema(MessagingPersonSchema);

// ---------------------------------------------------------------------------------------------
// Recipients

/** What a writer may choose (spec: single people, whole teams, categories, all partners/athletes/guardians, mailboxes). */
export const RECIPIENT_KINDS = ['person', 'team', 'category', 'partners', 'athletes', 'guardians', 'mailbox'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

export const RecipientTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('person'), profileHash: PublicIdSchema }),
  z.object({ kind: z.literal('team'), teamHash: PublicIdSchema }),
  z.object({ kind: z.literal('category'), category: PersonCategorySchema }),
  z.object({ kind: z.literal('partners') }),
  z.object({ kind: z.literal('athletes') }),
  z.object({ kind: z.literal('guardians') }),
  z.object({ kind: z.literal('mailbox'), mailboxHash: PublicIdSchema }),
]);
export type RecipientTarget = z.infer<typeof RecipientTargetSchema>;

/** A chosen target as shown back: its kind, its identifier (if any) and a label. */
export const RecipientTargetViewSchema = z.object({
  kind: z.enum(RECIPIENT_KINDS),
  hash: z.string().nullable(),
  category: PersonCategorySchema.nullable(),
  label: z.string(),
});
export type RecipientTargetView = z.infer<typeof RecipientTargetViewSchema>;

/** The two uses of a choice in the new-message form: a recipient, or the mailbox it is written from. */
export const ALLOWED_RECIPIENT_USES = ['to', 'from'] as const;

/**
 * One choice of the new-message form, shaped like a chosen target (kind, hash, category, label):
 * - `use: 'to'`: a target the acting profile may write to: a team, a category, a mailbox, one of
 *   the whole groups (partners, athletes, guardians; no hash), or `kind: 'person'` with no hash,
 *   meaning single people found through `accesible-participants`;
 * - `use: 'from'`: a mailbox the acting profile answers from, which a new thread may be sent from.
 */
export const AllowedRecipientSchema = RecipientTargetViewSchema.extend({ use: z.enum(ALLOWED_RECIPIENT_USES) });
export type AllowedRecipient = z.infer<typeof AllowedRecipientSchema>;

/** GET /allowed-recipients: every choice of the new-message form, answered whole. */
export const AllowedRecipientsSchema = hydraCollectionSchema(AllowedRecipientSchema);
export type AllowedRecipients = z.infer<typeof AllowedRecipientsSchema>;

export const AccessibleParticipantsQuerySchema = z.object({
  /** Search by name, surname, identification or email (accents and case ignored). */
  q: z.string().trim().max(100).optional(),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
});
/** The first `itemsPerPage` matches (a search, not a paged list): one page. */
export const AccessibleParticipantsSchema = hydraCollectionSchema(MessagingPersonSchema);
export type AccessibleParticipants = z.infer<typeof AccessibleParticipantsSchema>;
