import { PERSON_CATEGORIES, type AllowedRecipients, type MailboxRef, type PersonCategory, type RecipientKind } from '@tribuna/contract';

/** The new-message form's choices grouped the way the form shows them (sections, the sender select). */
export type AllowedChoices = {
  kinds: RecipientKind[];
  teams: { teamHash: string; name: string }[];
  categories: PersonCategory[];
  mailboxes: MailboxRef[];
  /** Mailboxes the acting profile answers from: a new thread may be sent from one of them. */
  fromMailboxes: MailboxRef[];
};

const isCategory = (value: string | null): value is PersonCategory =>
  value !== null && (PERSON_CATEGORIES as readonly string[]).includes(value);

/**
 * Groups the members of GET /allowed-recipients (one hydra collection of choices, each a target
 * `to` write to or a mailbox to write `from`) by kind; a choice this build does not know is left out.
 */
export function groupChoices(allowed: AllowedRecipients): AllowedChoices {
  const to = allowed['hydra:member'].filter((choice) => choice.use === 'to');
  const from = allowed['hydra:member'].filter((choice) => choice.use === 'from');
  const withHash = (kind: RecipientKind) => to.filter((choice) => choice.kind === kind && choice.hash !== null);
  return {
    kinds: [...new Set(to.map((choice) => choice.kind))],
    teams: withHash('team').map((choice) => ({ teamHash: choice.hash!, name: choice.label })),
    categories: to.flatMap((choice) => (choice.kind === 'category' && isCategory(choice.category) ? [choice.category] : [])),
    mailboxes: withHash('mailbox').map((choice) => ({ mailboxHash: choice.hash!, name: choice.label })),
    fromMailboxes: from.flatMap((choice) =>
      choice.kind === 'mailbox' && choice.hash ? [{ mailboxHash: choice.hash, name: choice.label }] : [],
    ),
  };
}
