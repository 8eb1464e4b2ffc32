import { Badge, Button, Group, Pagination, Select, Stack, Switch, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ORDERS_PAGE_SIZE, ORDER_STATUS, type ManagedOrder } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { ORDER_STATUS_COLOURS } from '../../../config/theme';
import { readableDateTime } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useExportOrders, useOrders, useSetDelivered, type OrderFilters } from '../api/orders';
import { RefundOrderModal } from './refund-order-modal';

/** A campaign's orders (issue 12 part 6): filtered by state, payer or a search, delivered ticked off, exported. */
export function CampaignOrders({ clubHash, campaignHash }: { clubHash: string; campaignHash: string }) {
  const { t, i18n } = useTranslation('commerce');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | null>(null);
  const [paidBy, setPaidBy] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // What the list and the export share; the list adds its page.
  const criteria = {
    campaign: campaignHash,
    ...(status === null ? {} : { status: Number(status) }),
    ...(paidBy === null ? {} : { paidBy: paidBy as 'guardian' | 'external' }),
    ...(debounced ? { search: debounced } : {}),
  };
  const filters: OrderFilters = { ...criteria, page };
  const orders = useOrders(clubHash, filters);
  const delivered = useSetDelivered(clubHash);
  const download = useExportOrders(clubHash);
  const [refunding, setRefunding] = useState<ManagedOrder | null>(null);
  const items = orders.data?.['hydra:member'] ?? [];
  const total = orders.data?.['hydra:totalItems'] ?? 0;
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const exportAs = (format: 'csv' | 'xlsx') => {
    download.mutate(
      { query: { ...criteria, format }, fileName: `orders-${new Date().toISOString().slice(0, 10)}.${format}` },
      { onError: () => notify('error', t('errors.exportOrders')) },
    );
  };
  const toggle = (order: ManagedOrder, value: boolean) =>
    delivered.mutate({ orderHash: order.hash, delivered: value }, { onError: () => notify('error', t('errors.updateOrder')) });

  return (
    <Stack gap="sm" data-testid="campaign-orders">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('orders.title')}</Title>
        <Group gap="xs">
          <Button variant="outline" size="xs" onClick={() => exportAs('csv')} loading={download.isPending}>
            {t('orders.exportCsv')}
          </Button>
          <Button variant="outline" size="xs" onClick={() => exportAs('xlsx')} loading={download.isPending}>
            {t('orders.exportXlsx')}
          </Button>
        </Group>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label={t('orders.status')}
          placeholder={t('orders.any')}
          clearable
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          data={Object.entries(ORDER_STATUS).map(([name, code]) => ({ value: String(code), label: t(`orders.statuses.${name}`) }))}
          w={180}
        />
        <Select
          label={t('orders.paidBy')}
          placeholder={t('orders.any')}
          clearable
          value={paidBy}
          onChange={(value) => {
            setPaidBy(value);
            setPage(1);
          }}
          data={[
            { value: 'guardian', label: t('orders.payers.guardian') },
            { value: 'external', label: t('orders.payers.external') },
          ]}
          w={180}
        />
        <TextInput
          label={t('orders.search')}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={240}
        />
      </Group>
      {orders.isPending && <PlaceholderRows />}
      {orders.isError && (
        <LoadError message={t('errors.loadOrders')} retryLabel={t('retry')} onRetry={() => void orders.refetch()} testId="orders-error" />
      )}
      {orders.isSuccess && items.length === 0 && <Text data-testid="orders-empty">{t('orders.empty')}</Text>}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} aria-label={t('orders.title')} data-testid="orders-table">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.number')}</Table.Th>
                <Table.Th>{t('orders.buyer')}</Table.Th>
                <Table.Th>{t('orders.products')}</Table.Th>
                <Table.Th ta="right">{t('orders.amount')}</Table.Th>
                <Table.Th>{t('orders.status')}</Table.Th>
                <Table.Th>{t('orders.delivered')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('orders.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((order) => (
                <Table.Tr key={order.hash} data-testid="order-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {order.purchaseIdentifier}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {readableDateTime(order.createdAt, i18n.language)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{order.paidBy.name}</Text>
                    <Text size="xs" c="dimmed">
                      {order.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{order.products.map((product) => `${product.amount} × ${product.name}`).join(', ')}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{money(order.amount)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={ORDER_STATUS_COLOURS[order.statusName]}>
                      {t(`orders.statuses.${order.statusName}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={order.delivered}
                      onChange={(event) => toggle(order, event.currentTarget.checked)}
                      aria-label={t('orders.deliveredOf', { number: order.purchaseIdentifier })}
                    />
                  </Table.Td>
                  <Table.Td>
                    {order.statusName === 'paid' && (
                      <Button
                        size="xs"
                        variant="outline"
                        color="red.9"
                        onClick={() => setRefunding(order)}
                        aria-label={t('orders.refundOf', { number: order.purchaseIdentifier })}
                      >
                        {t('orders.refund')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > ORDERS_PAGE_SIZE && (
        <Pagination
          total={Math.ceil(total / ORDERS_PAGE_SIZE)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`pages.${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('pages.page', { page: n }) })}
        />
      )}
      <RefundOrderModal clubHash={clubHash} order={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}
