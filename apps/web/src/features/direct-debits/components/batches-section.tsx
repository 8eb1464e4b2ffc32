import { Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import type { SepaBatch } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { numericDate, readableDateTime } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { downloadBatchFile, useBatches, useMarkCollected } from '../api/sepa-api';
import { problemText } from '../lib/problem-text';

/** The club's batches, newest first: the file for the bank, and "collected" once the bank has paid. */
export function BatchesSection({ clubHash }: { clubHash: string }) {
  const { t, i18n } = useTranslation('sepa');
  const [page, setPage] = useState(1);
  const batches = useBatches(clubHash, page);
  const collected = useMarkCollected(clubHash);
  const items = batches.data?.['hydra:member'] ?? [];
  const pages = Math.max(1, Math.ceil((batches.data?.['hydra:totalItems'] ?? 0) / 20));

  const download = (batch: SepaBatch) =>
    downloadBatchFile(clubHash, batch.hash, batch.messageId).catch(() => notify('error', t('batches.downloadFailed')));
  const markCollected = (batch: SepaBatch) =>
    collected.mutate(batch.hash, {
      onSuccess: () => notify('success', t('batches.collectedDone')),
      onError: (error) => notify('error', problemText(error, t, t('batches.collectedFailed'))),
    });
  const statesText = (batch: SepaBatch) =>
    Object.entries(batch.states)
      .map(([state, count]) => t(`collectionStates.${state}`, { n: count }))
      .join(' · ');

  return (
    <Stack component="section" gap="sm" aria-labelledby="sepa-batches-title">
      <Title order={2} id="sepa-batches-title">
        {t('batches.title')}
      </Title>
      {batches.isPending && <PlaceholderRows />}
      {batches.isError && <LoadError message={t('errors.load')} retryLabel={t('retry')} onRetry={() => void batches.refetch()} />}
      {batches.isSuccess && items.length === 0 && <Text data-testid="sepa-batches-empty">{t('batches.empty')}</Text>}
      {items.map((batch) => (
        <Paper key={batch.hash} withBorder p="sm" data-testid="sepa-batch">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600}>
                {t('batches.heading', { date: numericDate(batch.collectionDate, i18n.language), creditor: batch.creditorLabel })}
              </Text>
              <Text size="sm">
                {t('batches.summary', {
                  n: batch.count,
                  total: formatMoney(batch.total, i18n.language),
                  scheme: t(`schemes.${batch.scheme}`),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {statesText(batch)} · {t('batches.made', { when: readableDateTime(batch.createdAt, i18n.language) })}
              </Text>
            </div>
            <Group gap="xs">
              <Button
                variant="light"
                size="compact-sm"
                onClick={() => void download(batch)}
                aria-label={t('batches.downloadOne', { date: numericDate(batch.collectionDate, i18n.language) })}
              >
                {t('batches.download')}
              </Button>
              {(batch.states.submitted ?? 0) > 0 && (
                <Button variant="subtle" size="compact-sm" onClick={() => markCollected(batch)} loading={collected.isPending}>
                  {t('batches.markCollected')}
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} getControlProps={() => ({ 'aria-label': t('batches.page') })} />
      )}
    </Stack>
  );
}
