import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { formatMoney } from '../../../lib/money';
import { FEES_PAGE_SIZE, useFees } from '../api/fees-api';
import { feeTone } from '../lib/badge-tones';
import { dayInWords } from '../lib/fee-format';
import { Pager } from './pager';
import { FeeDetailPage } from './fee-detail-page';
import { FeeFormModal } from './fee-form-modal';

/**
 * Administration → Fees: the club's fees with what was charged, paid and is still owed; a fee
 * opens (`?fee=<hash>`) on its charges table, totals and chart.
 */
export function FeesPage({ clubHash }: { clubHash: string }) {
  const [params, setParams] = useSearchParams();
  const feeHash = params.get('fee');
  const open = (hash: string | null) => setParams(hash ? { fee: hash } : {});
  if (feeHash) return <FeeDetailPage clubHash={clubHash} feeHash={feeHash} onBack={() => open(null)} />;
  return <FeeList clubHash={clubHash} onOpen={open} />;
}

function FeeList({ clubHash, onOpen }: { clubHash: string; onOpen: (hash: string) => void }) {
  const { t, i18n } = useTranslation('fees');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const fees = useFees(clubHash, page);
  const items = fees.data?.['hydra:member'] ?? [];
  const total = fees.data?.['hydra:totalItems'] ?? 0;
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('fees.title')}</Title>
          <Text c="dimmed">{t('fees.intro')}</Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.manager.administration.directDebits(clubHash)}
            variant="outline"
            data-testid="fees-direct-debits"
          >
            {t('fees.directDebits')}
          </Button>
          <Button onClick={() => setCreating(true)} data-testid="fee-add">
            {t('fees.add')}
          </Button>
        </Group>
      </Group>
      {fees.isPending && <PlaceholderRows />}
      {fees.isError && (
        <LoadError message={t('errors.load')} retryLabel={t('form.retry')} onRetry={() => void fees.refetch()} testId="fees-error" />
      )}
      {fees.isSuccess && items.length === 0 && <Text data-testid="fees-empty">{t('fees.empty')}</Text>}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="fees-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fees.name')}</Table.Th>
                <Table.Th>{t('fees.firstDueOn')}</Table.Th>
                <Table.Th>{t('totals.charged')}</Table.Th>
                <Table.Th>{t('totals.paid')}</Table.Th>
                <Table.Th>{t('totals.outstanding')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((fee) => (
                <Table.Tr key={fee.hash} data-testid="fee-row">
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => onOpen(fee.hash)} fw={600}>
                      {fee.name}
                    </Anchor>
                    <Group gap={4}>
                      <Badge size="sm" {...feeTone(fee.status)}>
                        {t(`fees.status.${fee.status}`)}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {t(`target.kinds.${fee.target.kind}`)}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{dayInWords(fee.firstDueOn, i18n.language)}</Table.Td>
                  <Table.Td>{t('totals.value', { amount: money(fee.totals.charged.amount), count: fee.totals.charged.count })}</Table.Td>
                  <Table.Td>{money(fee.totals.paid.amount)}</Table.Td>
                  <Table.Td>{money(fee.totals.outstanding.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > FEES_PAGE_SIZE && <Pager total={Math.ceil(total / FEES_PAGE_SIZE)} value={page} onChange={setPage} />}
      <FeeFormModal clubHash={clubHash} opened={creating} onClose={() => setCreating(false)} onCreated={onOpen} />
    </Stack>
  );
}
