import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SepaCreditor } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { notify } from '../../../lib/notify';
import { useCreditors, useRemoveCreditor } from '../api/sepa-api';
import { CreditorFormModal } from './creditor-form-modal';

/** The club's creditor identifiers, one per bank; the default is used for new batches. */
export function CreditorsSection({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('sepa');
  const creditors = useCreditors(clubHash);
  const remove = useRemoveCreditor(clubHash);
  const [editing, setEditing] = useState<SepaCreditor | 'new' | null>(null);
  const items = creditors.data?.['hydra:member'] ?? [];

  const removeOne = (creditor: SepaCreditor) =>
    remove.mutate(creditor.hash, {
      onSuccess: () => notify('success', t('creditors.removed', { label: creditor.label })),
      onError: () => notify('error', t('creditors.removeFailed')),
    });

  return (
    <Stack component="section" gap="sm" aria-labelledby="sepa-creditors-title">
      <Group justify="space-between" align="flex-end">
        <Title order={2} id="sepa-creditors-title">
          {t('creditors.title')}
        </Title>
        <Button variant="light" onClick={() => setEditing('new')} data-testid="sepa-creditor-add">
          {t('creditors.add')}
        </Button>
      </Group>
      {creditors.isPending && <PlaceholderRows />}
      {creditors.isError && <LoadError message={t('errors.load')} retryLabel={t('retry')} onRetry={() => void creditors.refetch()} />}
      {creditors.isSuccess && items.length === 0 && <Text data-testid="sepa-creditors-empty">{t('creditors.empty')}</Text>}
      {items.map((creditor) => (
        <Paper key={creditor.hash} withBorder p="sm" data-testid="sepa-creditor">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Group gap="xs">
                <Text fw={600}>{creditor.label}</Text>
                {creditor.isDefault && <Badge variant="light">{t('creditors.default')}</Badge>}
              </Group>
              <Text size="sm">{creditor.name}</Text>
              <Text size="sm" c="dimmed">
                {t('creditors.summary', {
                  identifier: creditor.creditorIdentifier,
                  iban: creditor.iban,
                  days: creditor.preNotificationDays,
                })}
              </Text>
            </div>
            <Group gap="xs">
              <Button variant="subtle" size="compact-sm" onClick={() => setEditing(creditor)}>
                {t('creditors.edit')}
              </Button>
              {creditor.batches === 0 && (
                <Button variant="subtle" color="red" size="compact-sm" onClick={() => removeOne(creditor)} loading={remove.isPending}>
                  {t('creditors.remove')}
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
      {editing && (
        <CreditorFormModal clubHash={clubHash} opened onClose={() => setEditing(null)} creditor={editing === 'new' ? undefined : editing} />
      )}
    </Stack>
  );
}
