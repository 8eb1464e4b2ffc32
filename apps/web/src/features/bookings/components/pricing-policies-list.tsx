import type { BookingCalendar, PricingPolicy } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { EditRemoveActions, RecordsList, type RecordColumn } from '../../../components/ui/records-list';
import { numericDate } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/money';
import { weekdayName } from './availability-page';

interface ListProps {
  policies: PricingPolicy[];
  calendars: BookingCalendar[];
  onEdit: (policy: PricingPolicy) => void;
  onRemove: (policy: PricingPolicy) => void;
}

/** The texts of a policy, the same in the table and in the phone's cards. */
function usePolicyTexts(calendars: BookingCalendar[]) {
  const { t, i18n } = useTranslation('bookings');
  const language = i18n.language;
  const day = (value: string | null) => (value ? numericDate(value, language) : '…');
  return {
    when: (policy: PricingPolicy) =>
      [
        `${policy.weekdays.map((w) => weekdayName(w, language, 'short')).join(' ')} · ${policy.startsAt}–${policy.endsAt}`,
        policy.durationMinutes ? t('minutes', { count: policy.durationMinutes }) : '',
        policy.validFrom || policy.validUntil ? `${day(policy.validFrom)} → ${day(policy.validUntil)}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
    calendars: (policy: PricingPolicy) =>
      policy.calendarHashes.length
        ? policy.calendarHashes.map((hash) => calendars.find((c) => c.hash === hash)?.name ?? '').join(', ')
        : t('pricing.allCalendars'),
    price: (policy: PricingPolicy, cents: number) =>
      policy.durationMinutes ? formatMoney(cents, language) : t('pricing.perHour', { price: formatMoney(cents, language) }),
  };
}

function PolicyActions({ policy, onEdit, onRemove }: { policy: PricingPolicy } & Pick<ListProps, 'onEdit' | 'onRemove'>) {
  const { t } = useTranslation('bookings');
  return (
    <EditRemoveActions
      editText={t('edit')}
      removeText={t('remove')}
      removeLabel={t('pricing.removeNamed', { name: policy.name })}
      onEdit={() => onEdit(policy)}
      onRemove={() => onRemove(policy)}
    />
  );
}

/**
 * The club's pricing policies: a table from a tablet up; on a phone one card a policy, so its two
 * prices are read without scrolling sideways through six columns.
 */
export function PricingPoliciesList({ policies, calendars, onEdit, onRemove }: ListProps) {
  const { t } = useTranslation('bookings');
  const texts = usePolicyTexts(calendars);
  const columns: RecordColumn<PricingPolicy>[] = [
    { label: t('pricing.name'), cell: (policy) => policy.name, card: 'title' },
    { label: t('pricing.when'), cell: texts.when, card: 'plain' },
    { label: t('pricing.calendars'), cell: texts.calendars, card: 'dimmed' },
    { label: t('pricing.memberPrice'), cell: (policy) => texts.price(policy, policy.memberPrice) },
    { label: t('pricing.guestPrice'), cell: (policy) => texts.price(policy, policy.guestPrice) },
  ];
  return (
    <RecordsList
      rows={policies}
      rowKey={(policy) => policy.hash}
      columns={columns}
      actions={(policy) => <PolicyActions policy={policy} onEdit={onEdit} onRemove={onRemove} />}
      actionsLabel={t('actions')}
      testIds={{ table: 'policies-table', cards: 'policies-cards', row: 'policy-row' }}
    />
  );
}
