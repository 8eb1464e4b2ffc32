import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { Subsidy } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { useSubsidies } from '../api/get-subsidies';
import { coverage, formatDay, STATUS_TONES } from '../lib/amounts';
import { SubsidyFormModal } from './subsidy-form-modal';

/**
 * Administration › Subsidies: every grant of the club, newest period first. Those one manages
 * open; the others say who manages them (their receipts are for their managers only).
 */
export function SubsidiesPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('subsidies');
  const subsidies = useSubsidies(clubHash);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const items = subsidies.data?.['hydra:member'] ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button onClick={() => setCreating(true)} data-testid="subsidy-add">
          {t('new')}
        </Button>
      </Group>
      {subsidies.isPending && <PlaceholderRows />}
      {subsidies.isError && (
        <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void subsidies.refetch()} testId="subsidies-error" />
      )}
      {subsidies.isSuccess && items.length === 0 && <Text data-testid="subsidies-empty">{t('empty')}</Text>}
      {items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="subsidies-list" aria-label={t('title')}>
          {items.map((subsidy) => (
            <SubsidyCard key={subsidy.hash} clubHash={clubHash} subsidy={subsidy} />
          ))}
        </Stack>
      )}
      <SubsidyFormModal
        clubHash={clubHash}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => void navigate(paths.manager.subsidy(clubHash, created.hash))}
      />
    </Stack>
  );
}

function SubsidyCard({ clubHash, subsidy }: { clubHash: string; subsidy: Subsidy }) {
  const { t, i18n } = useTranslation('subsidies');
  const locale = i18n.language;
  const names = subsidy.managers.map((m) => `${m.name} ${m.surname}`.trim()).join(', ');
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="subsidy-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          {subsidy.mine ? (
            <Anchor component={Link} to={paths.manager.subsidy(clubHash, subsidy.hash)} fw={600} c="brand.8" data-testid="subsidy-open">
              {subsidy.name}
            </Anchor>
          ) : (
            <Text fw={600}>{subsidy.name}</Text>
          )}
          <Badge {...STATUS_TONES[subsidy.status]}>{t(`status.${subsidy.status}`)}</Badge>
        </Group>
        <Text size="sm">{subsidy.funder}</Text>
        <Text size="sm" c="dimmed">
          {t('detail.periodValue', { from: formatDay(subsidy.startsOn, locale), until: formatDay(subsidy.endsOn, locale) })}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">
            {formatMoney(subsidy.spent, locale)} / {formatMoney(subsidy.amount, locale)}
          </Text>
          {!subsidy.mine && (
            <Text size="sm" c="dimmed">
              {t('managedBy', { names })}
            </Text>
          )}
        </Group>
        <Progress value={coverage(subsidy.spent, subsidy.amount)} size="sm" aria-hidden />
      </Stack>
    </Paper>
  );
}
