import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Activity } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { ApiError } from '../../../lib/api-error';
import { numericDate } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/money';
import { usePublicActivities } from '../api/joining-api';
import { InscriptionForm } from './inscription-form';

/** /p/{shortname}/activities: the portal's inscriptions component opens this list of open activities. */
export function PublicActivitiesPage({ shortname }: { shortname: string }) {
  const { t } = useTranslation('joining');
  const activities = usePublicActivities(shortname);
  const notFound = activities.error instanceof ApiError && activities.error.status === 404;
  const data = activities.data;
  return (
    <Container size="sm" px="md" py="lg">
      <Stack gap="lg">
        {activities.isPending && <PlaceholderRows />}
        {notFound && (
          <Notice tone="danger" role="alert">
            {t('join.notFound')}
          </Notice>
        )}
        {activities.isError && !notFound && (
          <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void activities.refetch()} />
        )}
        {data && (
          <>
            <Title order={1}>{t('activities.heading', { club: data.club.name })}</Title>
            {data.activities.length === 0 && <Text c="dimmed">{t('activities.none')}</Text>}
            {data.activities.map((activity) => (
              <ActivityCard key={activity.hash} shortname={shortname} club={data.club.name} activity={activity} />
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}

function ActivityCard({ shortname, club, activity }: { shortname: string; club: string; activity: Activity }) {
  const { t, i18n } = useTranslation('joining');
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState(activity.placesLeft);
  const [sent, setSent] = useState(false);
  const titleId = `activity-${activity.hash}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} data-testid="public-activity">
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {activity.name}
        </Title>
        {activity.description && <Text>{activity.description}</Text>}
        <Group gap="sm">
          <Text fw={700}>{formatMoney(activity.price, i18n.language)}</Text>
          {activity.startsOn && <Text c="dimmed">{t('activities.starts', { date: numericDate(activity.startsOn, i18n.language) })}</Text>}
          <Badge color={left > 0 ? 'success' : 'red'} variant="light" data-testid="places-left">
            {left > 0 ? t('activities.placesLeft', { count: left }) : t('activities.full')}
          </Badge>
        </Group>
        {sent && (
          <Notice tone="info" role="status" data-testid="inscription-sent">
            {t('activities.sent', { count: left })}
          </Notice>
        )}
        {!sent && left > 0 && !open && (
          <Button variant="light" onClick={() => setOpen(true)} aria-describedby={titleId}>
            {t('activities.inscribe')}
          </Button>
        )}
        {!sent && open && (
          <InscriptionForm
            shortname={shortname}
            club={club}
            activity={activity}
            onSent={(placesLeft) => {
              setLeft(placesLeft);
              setSent(true);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
