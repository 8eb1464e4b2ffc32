import { Switch } from '@mantine/core';
import type { BookingCalendar } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useSaveCalendar } from '../api/manage-bookings';

/**
 * Whether a calendar's private feed names who booked (issue 20): off by default, because the
 * feed address ends up in shared calendars and apps; the manager turns it on knowingly.
 */
export function FeedBookerSwitch({ clubHash, calendar }: { clubHash: string; calendar: BookingCalendar }) {
  const { t } = useTranslation('bookings');
  const save = useSaveCalendar(clubHash);
  const change = (feedIncludesBooker: boolean) =>
    save.mutate(
      { calendarHash: calendar.hash, body: { feedIncludesBooker } },
      {
        onSuccess: () => notify('success', t('connected.saved', { name: calendar.name })),
        onError: () => notify('error', t('errors.update')),
      },
    );
  return (
    <Switch
      checked={calendar.feedIncludesBooker}
      disabled={save.isPending}
      onChange={(event) => change(event.currentTarget.checked)}
      label={t('connected.includeBooker')}
      description={t('connected.includeBookerHelp')}
      data-testid="feed-includes-booker"
    />
  );
}
