import type { RecipientTargetView } from '@tribuna/contract';
import type { TFunction } from 'i18next';

/**
 * A chosen target as people read it: whole groups and categories in the reader's words (the API
 * stores their code as the label: "partners", "Under-8"); teams, mailboxes and people by name.
 */
export function targetLabel(t: TFunction, target: RecipientTargetView): string {
  if (target.kind === 'partners' || target.kind === 'athletes' || target.kind === 'guardians') {
    return t(`messages:recipients.groups.${target.kind}`);
  }
  if (target.kind === 'category' && target.category) return t(`messages:categories.${target.category}`);
  return target.label;
}
