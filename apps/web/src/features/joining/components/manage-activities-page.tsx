import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Activity } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { numericDate } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/money';
import { useActivities } from '../api/joining-api';
import { ActivityForm } from './activity-form';
import { InscriptionsList } from './inscriptions-list';

/**
 * Persons → Activities: summer camps, tournaments… with a fee and a number of places. The portal
 * lists the open ones; each inscription holds a place until it is accepted (the fee is charged)
 * or refused (the place is given back).
 */
export function ManageActivitiesPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('joining');
  const activities = useActivities(clubHash);
  const [creating, setCreating] = useState(false);
  const items = activities.data?.['hydra:member'] ?? [];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('manage.heading')}</Title>
          <Text c="dimmed">{t('manage.intro')}</Text>
        </div>
        {!creating && (
          <Button onClick={() => setCreating(true)} data-testid="new-activity">
            {t('manage.create')}
          </Button>
        )}
      </Group>
      {creating && (
        <Paper withBorder radius="md" p="md">
          <ActivityForm clubHash={clubHash} onDone={() => setCreating(false)} />
        </Paper>
      )}
      {activities.isPending && <PlaceholderRows />}
      {activities.isError && <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void activities.refetch()} />}
      {activities.data && items.length === 0 && <Text>{t('manage.empty')}</Text>}
      {items.map((activity) => (
        <ActivityRow key={activity.hash} clubHash={clubHash} activity={activity} />
      ))}
    </Stack>
  );
}

function ActivityRow({ clubHash, activity }: { clubHash: string; activity: Activity }) {
  const { t, i18n } = useTranslation('joining');
  const [open, setOpen] = useState(false);
  const taken = activity.places - activity.placesLeft;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={activity.name} data-testid="activity-row">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            {activity.name}
          </Title>
          <Badge variant="light">{t(`manage.activityStatus.${activity.status}`)}</Badge>
        </Group>
        <Text size="sm">
          {[
            formatMoney(activity.price, i18n.language),
            t('manage.placesTaken', { taken, places: activity.places }),
            activity.startsOn && t('activities.starts', { date: numericDate(activity.startsOn, i18n.language) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen(!open)} aria-expanded={open} w="fit-content">
          {t(open ? 'manage.hideInscriptions' : 'manage.showInscriptions')}
        </Button>
        {open && <InscriptionsList clubHash={clubHash} activityHash={activity.hash} />}
      </Stack>
    </Paper>
  );
}
