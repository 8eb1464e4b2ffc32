import { ActionIcon, Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import type { Beneficiary } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { notify } from '../../../lib/notify';
import { useBeneficiaries } from '../api/get-beneficiaries';
import { useRemoveBeneficiary } from '../api/save-beneficiaries';
import { AddBeneficiariesModal } from './add-beneficiaries-modal';

const PAGE_SIZE = 30;

/** Who benefits, by surname, 30 a page, with how each was chosen (by name, a team, a category). */
export function BeneficiariesPanel({ clubHash, subsidyHash }: { clubHash: string; subsidyHash: string }) {
  const { t } = useTranslation(['subsidies', 'teams']);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const beneficiaries = useBeneficiaries(clubHash, subsidyHash, page);
  const remove = useRemoveBeneficiary(clubHash, subsidyHash);
  const items = beneficiaries.data?.['hydra:member'] ?? [];
  const total = beneficiaries.data?.['hydra:totalItems'] ?? 0;
  const sourceOf = (b: Beneficiary) =>
    t(`beneficiaries.sources.${b.source}`, {
      name: b.source === 'category' && b.sourceName ? t(`teams:categories.${b.sourceName}`, b.sourceName) : (b.sourceName ?? ''),
    });
  const drop = (b: Beneficiary) => remove.mutate(b.personHash, { onError: () => notify('error', t('errors.remove')) });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>{t('beneficiaries.count', { count: total })}</Text>
        <Button onClick={() => setAdding(true)} data-testid="beneficiaries-add">
          {t('beneficiaries.add')}
        </Button>
      </Group>
      {beneficiaries.isPending && <PlaceholderRows />}
      {beneficiaries.isError && <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void beneficiaries.refetch()} />}
      {beneficiaries.isSuccess && total === 0 && <Text c="dimmed">{t('beneficiaries.empty')}</Text>}
      {items.length > 0 && (
        <Stack
          component="ul"
          gap={6}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('detail.tabs.beneficiaries')}
          data-testid="beneficiaries-list"
        >
          {items.map((b) => (
            <Paper component="li" key={b.personHash} withBorder radius="sm" px="sm" py={6} data-testid="beneficiary-row">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {b.surname}, {b.name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {[b.category ? t(`teams:categories.${b.category}`, b.category) : null, sourceOf(b)].filter(Boolean).join(' · ')}
                  </Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  onClick={() => drop(b)}
                  disabled={remove.isPending}
                  aria-label={t('beneficiaries.remove', { name: `${b.name} ${b.surname}` })}
                >
                  <span aria-hidden="true">×</span>
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {total > PAGE_SIZE && <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />}
      <AddBeneficiariesModal clubHash={clubHash} subsidyHash={subsidyHash} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
