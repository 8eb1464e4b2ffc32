import { PERSON_CATEGORIES, type MessagingPerson, type PersonCategory, type RecipientTarget } from '@tribuna/contract';
import type { TFunction } from 'i18next';
import type { AllowedChoices } from './allowed-choices';

/** Whole groups in one picker: `partners`, `team:<hash>`, `category:<name>`, `mailbox:<hash>`. */
export type GroupValue = string;

interface Option {
  value: GroupValue;
  label: string;
}

const WHOLE_GROUPS = ['partners', 'athletes', 'guardians'] as const;

/** The groups the acting profile may write to (spec: teams, categories, all partners/athletes/guardians, mailboxes). */
export function groupOptions(allowed: AllowedChoices, t: TFunction): { group: string; items: Option[] }[] {
  const kinds = new Set(allowed.kinds);
  const sections = [
    {
      group: t('messages:recipients.sections.groups'),
      items: WHOLE_GROUPS.filter((kind) => kinds.has(kind)).map((kind) => ({
        value: kind,
        label: t(`messages:recipients.groups.${kind}`),
      })),
    },
    {
      group: t('messages:recipients.sections.teams'),
      items: kinds.has('team') ? allowed.teams.map((team) => ({ value: `team:${team.teamHash}`, label: team.name })) : [],
    },
    {
      group: t('messages:recipients.sections.categories'),
      items: kinds.has('category')
        ? allowed.categories.map((category) => ({ value: `category:${category}`, label: t(`messages:categories.${category}`) }))
        : [],
    },
    {
      group: t('messages:recipients.sections.mailboxes'),
      items: kinds.has('mailbox') ? allowed.mailboxes.map((box) => ({ value: `mailbox:${box.mailboxHash}`, label: box.name })) : [],
    },
  ];
  return sections.filter((section) => section.items.length > 0);
}

function isCategory(value: string): value is PersonCategory {
  return (PERSON_CATEGORIES as readonly string[]).includes(value);
}

/** The target a picker value stands for; null for a value this build does not know. */
export function targetFromGroupValue(value: GroupValue): RecipientTarget | null {
  if (value === 'partners' || value === 'athletes' || value === 'guardians') return { kind: value };
  const [kind, id = ''] = value.split(/:(.*)/s);
  if (!id) return null;
  if (kind === 'team') return { kind: 'team', teamHash: id };
  if (kind === 'mailbox') return { kind: 'mailbox', mailboxHash: id };
  if (kind === 'category' && isCategory(id)) return { kind: 'category', category: id };
  return null;
}

/** What the new thread is sent to: the chosen groups, then the chosen people. */
export function recipientTargets(groups: GroupValue[], people: MessagingPerson[]): RecipientTarget[] {
  const fromGroups = groups.map(targetFromGroupValue).filter((target): target is RecipientTarget => target !== null);
  return [...fromGroups, ...people.map((person) => ({ kind: 'person' as const, profileHash: person.profileHash }))];
}

export const personName = (person: Pick<MessagingPerson, 'name' | 'surname'>) => `${person.name} ${person.surname}`.trim();
