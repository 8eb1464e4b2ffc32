import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BookingCalendar } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedBookerSwitch } from './feed-booker-switch';
import { BookingsPageHead, ListState } from './page-parts';
import { fieldErrorsFromApiError, translateFieldError } from '../../../components/forms/field-errors';
import { CopyButton, CopyFailure, useCopy } from '../../../components/ui/copy-button';
import { Notice } from '../../../components/ui/notice';
import { readableDateTime } from '../../../lib/date-time';
import { notify } from '../../../lib/notify';
import { useCalendars, useRefreshExternalFeed, useRotateFeed, useSaveCalendar } from '../api/manage-bookings';

/**
 * Connected calendars (/bookings/connected-calendars): each calendar's private ICS feed for
 * Google, Apple or Outlook (copy, or revoke with a new address), and an external feed whose busy
 * times block slots.
 */
export function ConnectedCalendarsPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('bookings');
  const calendars = useCalendars(clubHash);
  return (
    <Stack gap="lg">
      <BookingsPageHead section="connected" />
      <ListState query={calendars} count={calendars.data?.['hydra:member'].length ?? 0} emptyText={t('calendars.empty')} />
      {calendars.data?.['hydra:member'].map((calendar) => (
        <ConnectedCalendar key={calendar.hash} clubHash={clubHash} calendar={calendar} />
      ))}
    </Stack>
  );
}

function ConnectedCalendar({ clubHash, calendar }: { clubHash: string; calendar: BookingCalendar }) {
  const { t, i18n } = useTranslation('bookings');
  const rotate = useRotateFeed(clubHash);
  const refresh = useRefreshExternalFeed(clubHash);
  const save = useSaveCalendar(clubHash);
  const [external, setExternal] = useState(calendar.externalFeedUrl ?? '');
  const [error, setError] = useState<string | undefined>();
  const copier = useCopy(calendar.feedUrl);

  const connect = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync({ calendarHash: calendar.hash, body: { externalFeedUrl: external.trim() ? external.trim() : null } });
      if (external.trim()) await refresh.mutateAsync(calendar.hash);
      notify('success', t('connected.saved', { name: calendar.name }));
    } catch (failure) {
      const fields = fieldErrorsFromApiError(failure);
      setError(fields.externalFeedUrl?.map((code) => translateFieldError(t, code)).join(' ') ?? t('errors.update'));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="connected-calendar">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {calendar.name}
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('connected.feed')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              value={calendar.feedUrl}
              readOnly
              aria-label={t('connected.feedNamed', { name: calendar.name })}
              style={{ flex: 1 }}
              data-testid="feed-url"
            />
            <CopyButton value={calendar.feedUrl} copier={copier} />
          </Group>
          <CopyFailure copier={copier} />
          <Group>
            <Button
              size="compact-sm"
              variant="subtle"
              loading={rotate.isPending}
              onClick={() => rotate.mutate(calendar.hash, { onSuccess: () => notify('success', t('connected.rotated')) })}
            >
              {t('connected.rotate')}
            </Button>
          </Group>
          <FeedBookerSwitch clubHash={clubHash} calendar={calendar} />
        </Stack>
        <form onSubmit={(event) => void connect(event)} noValidate>
          <Group gap="xs" align="flex-end">
            <TextInput
              label={t('connected.external')}
              description={t('connected.externalHelp')}
              type="url"
              placeholder="https://"
              value={external}
              onChange={(e) => setExternal(e.currentTarget.value)}
              error={error}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button type="submit" loading={save.isPending || refresh.isPending}>
              {t('save')}
            </Button>
          </Group>
        </form>
        {calendar.externalFeedUrl && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {calendar.externalFeedCheckedAt
                ? t('connected.checked', { time: readableDateTime(calendar.externalFeedCheckedAt, i18n.language) })
                : t('connected.neverChecked')}
            </Text>
            <Button size="compact-sm" variant="subtle" loading={refresh.isPending} onClick={() => refresh.mutate(calendar.hash)}>
              {t('connected.refresh')}
            </Button>
          </Group>
        )}
        {calendar.externalFeedError && (
          <Notice tone="warning">
            {t(calendar.externalFeedError === 'feedAddressRefused' ? 'connected.addressRefused' : 'connected.unreadable')}
          </Notice>
        )}
      </Stack>
    </Paper>
  );
}
