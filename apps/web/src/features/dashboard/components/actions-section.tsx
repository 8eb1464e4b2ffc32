import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { HomeActionKind } from '@tribuna/contract/home-actions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useHomeActions } from '../api/home-actions';
import { formatEuros, formatInstant } from '../lib/format';
import classes from './overview-page.module.css';

/** A thing to act on as the page shows it: the API's kinds plus the unread messages (the menu badge's count). */
export type ActionKind = HomeActionKind | 'unreadMessages';

interface ActionsSectionProps {
  clubHash: string;
  /** Where each kind is dealt with; a kind without a page (its feature off, or not the reader's) is not shown. */
  linkOf: (kind: ActionKind) => string | null;
  /** The unread threads of the acting profile and its mailboxes (live through the messaging stream); null: not shown. */
  unread: number | null;
}

type Row = { kind: ActionKind; count: number; amount: number | null; oldestAt: string | null; to: string };

/**
 * The manager home's first section (issue 25): what waits for someone now, counted live (read
 * again every few seconds), each with its count and the page where it is dealt with. What waits
 * comes first; the kinds at zero follow, quieter, so the manager sees at a glance all is clear.
 */
export function ActionsSection({ clubHash, linkOf, unread }: ActionsSectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  const query = useHomeActions(clubHash);
  const rows: Row[] = [];
  for (const action of query.data?.actions ?? []) {
    const to = linkOf(action.kind);
    if (to) rows.push({ ...action, to });
    // Unread messages sit after the access requests and sign-ups: people waiting for an answer.
    if (action.kind === 'preEnrolments' && unread !== null) {
      const messages = linkOf('unreadMessages');
      if (messages) rows.push({ kind: 'unreadMessages', count: unread, amount: null, oldestAt: null, to: messages });
    }
  }
  const waiting = rows.filter((row) => row.count > 0);
  const clear = rows.filter((row) => row.count === 0);
  return (
    <Stack component="section" gap="sm" aria-labelledby="home-actions" data-testid="home-actions">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id="home-actions">
          {t('actions.title')}
        </Title>
        {query.data && (
          <Text size="xs" c="dimmed" data-testid="home-actions-checked">
            {t('actions.checkedAt', { time: formatInstant(query.data.checkedAt, i18n.language) })}
          </Text>
        )}
      </Group>
      {query.isPending && <PlaceholderRows />}
      {query.isError && !query.data && (
        <LoadError
          message={t('actions.loadError')}
          retryLabel={t('home.retry')}
          onRetry={() => void query.refetch()}
          testId="home-actions-error"
        />
      )}
      {query.data && waiting.length === 0 && <Text data-testid="home-actions-clear">{t('actions.allClear')}</Text>}
      {waiting.length > 0 && (
        <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {waiting.map((row) => (
            <li key={row.kind}>
              <ActionCard row={row} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {query.data && clear.length > 0 && waiting.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="home-actions-nothing">
          {t('actions.nothingIn', { list: clear.map((row) => t(`actions.kinds.${row.kind}.label`)).join(' · ') })}
        </Text>
      )}
    </Stack>
  );
}

function ActionCard({ row }: { row: Row }) {
  const { t, i18n } = useTranslation('dashboard');
  const label = t(`actions.kinds.${row.kind}.label`);
  return (
    <Card
      component={Link}
      to={row.to}
      withBorder
      radius="md"
      padding="md"
      className={classes.link}
      data-testid="home-action"
      data-kind={row.kind}
      aria-label={t('actions.open', { count: row.count, label })}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Text fz={32} fw={800} lh={1} c="brand.8" data-testid="home-action-count">
          {row.count}
        </Text>
        <Stack gap={2}>
          <Text fw={700}>{label}</Text>
          <Text size="sm" c="dimmed">
            {t(`actions.kinds.${row.kind}.hint`)}
          </Text>
          {row.amount !== null && row.amount > 0 && (
            <Text size="sm" fw={600} data-testid="home-action-amount">
              {t('actions.amount', { amount: formatEuros(row.amount, i18n.language) })}
            </Text>
          )}
          {row.oldestAt && (
            <Text size="xs" c="dimmed">
              {t('actions.since', {
                date: new Date(row.oldestAt).toLocaleDateString(i18n.language, {
                  day: 'numeric',
                  month: 'short',
                  timeZone: 'Europe/Madrid',
                }),
              })}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
