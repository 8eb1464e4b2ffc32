import { Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BookingCalendar, PricingPolicy } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
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
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button size="compact-sm" variant="default" onClick={() => onEdit(policy)}>
        {t('edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() => onRemove(policy)}
        aria-label={t('pricing.removeNamed', { name: policy.name })}
      >
        {t('remove')}
      </Button>
    </Group>
  );
}

/**
 * The club's pricing policies: a table from a tablet up; on a phone one card a policy, so its two
 * prices are read without scrolling sideways through six columns.
 */
export function PricingPoliciesList({ policies, calendars, onEdit, onRemove }: ListProps) {
  const { t } = useTranslation('bookings');
  const texts = usePolicyTexts(calendars);
  const phone = useMediaQuery('(max-width: 36em)');

  if (phone) {
    return (
      <Stack gap="sm" data-testid="policies-cards">
        {policies.map((policy) => (
          <Paper key={policy.hash} withBorder radius="md" p="sm" data-testid="policy-row">
            <Stack gap={4}>
              <Text fw={600}>{policy.name}</Text>
              <Text size="sm">{texts.when(policy)}</Text>
              <Text size="sm" c="dimmed">
                {texts.calendars(policy)}
              </Text>
              <Text size="sm">
                {t('pricing.memberPrice')}: {texts.price(policy, policy.memberPrice)}
              </Text>
              <Text size="sm">
                {t('pricing.guestPrice')}: {texts.price(policy, policy.guestPrice)}
              </Text>
              <PolicyActions policy={policy} onEdit={onEdit} onRemove={onRemove} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
      <Table striped data-testid="policies-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pricing.name')}</Table.Th>
            <Table.Th>{t('pricing.when')}</Table.Th>
            <Table.Th>{t('pricing.calendars')}</Table.Th>
            <Table.Th>{t('pricing.memberPrice')}</Table.Th>
            <Table.Th>{t('pricing.guestPrice')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {policies.map((policy) => (
            <Table.Tr key={policy.hash} data-testid="policy-row">
              <Table.Td>{policy.name}</Table.Td>
              <Table.Td>{texts.when(policy)}</Table.Td>
              <Table.Td>{texts.calendars(policy)}</Table.Td>
              <Table.Td>{texts.price(policy, policy.memberPrice)}</Table.Td>
              <Table.Td>{texts.price(policy, policy.guestPrice)}</Table.Td>
              <Table.Td>
                <PolicyActions policy={policy} onEdit={onEdit} onRemove={onRemove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
