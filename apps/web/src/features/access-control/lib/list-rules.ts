import type { AccessList } from '@tribuna/contract/access-control';
import { useTranslation } from 'react-i18next';

/** A list's door rules as short sentences a manager reads at a glance. */
export function useListRules(list: AccessList): string[] {
  const { t } = useTranslation('access');
  const rules = [
    t(list.allowMultipleEntries ? 'lists.rules.multiple' : 'lists.rules.once'),
    t(list.allowEntryAfterExit ? 'lists.rules.reentry' : 'lists.rules.noReentry'),
    list.autoCheckoutAt ? t('lists.rules.checkoutAt', { time: list.autoCheckoutAt }) : t('lists.rules.noCheckout'),
  ];
  if (list.kind === 'members') rules.push(t(`lists.rules.fees.${list.feesOverdue}`));
  return rules;
}
