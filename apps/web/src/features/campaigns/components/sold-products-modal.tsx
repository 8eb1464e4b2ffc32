import { Badge, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { Product } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { readableDateTime } from '../../../lib/date-time';
import { useSoldProducts } from '../api/sales';

/** Sold products (issue 12 part 6): who holds a product's units, paid or waiting, with sizes and seats. */
export function SoldProductsModal({
  clubHash,
  campaignHash,
  product,
  onClose,
}: {
  clubHash: string;
  campaignHash: string;
  product: Product | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('commerce');
  const sold = useSoldProducts(clubHash, campaignHash, product?.hash ?? null);
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      size="xl"
      title={t('sold.title', { name: product?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {sold.isPending && <PlaceholderRows />}
      {sold.isError && <LoadError message={t('errors.loadSold')} retryLabel={t('retry')} onRetry={() => void sold.refetch()} />}
      {sold.isSuccess && (
        <Stack gap="sm" data-testid="sold-products">
          <Text fw={600} data-testid="sold-units">
            {t('sold.units', { paid: sold.data.units.paid, pending: sold.data.units.pending })}
          </Text>
          {sold.data['hydra:member'].length === 0 ? (
            <Text>{t('sold.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('orders.buyer')}</Table.Th>
                    <Table.Th>{t('sold.unitsHeader')}</Table.Th>
                    <Table.Th>{t('orders.number')}</Table.Th>
                    <Table.Th>{t('orders.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sold.data['hydra:member'].map((line) => (
                    <Table.Tr
                      key={`${line.order.hash}-${line.option ?? ''}-${line.seats.map((seat) => `${seat.row}.${seat.seat}`).join()}`}
                      data-testid="sold-line"
                    >
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {line.buyer.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {line.buyer.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {line.option ? t('sold.unitsOf', { count: line.quantity, option: line.option }) : line.quantity}
                        </Text>
                        {line.seats.length > 0 && (
                          <Text size="xs" c="dimmed">
                            {line.seats.map((seat) => t('sold.seat', seat)).join(' · ')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{line.order.purchaseIdentifier}</Text>
                        <Text size="xs" c="dimmed">
                          {readableDateTime(line.order.createdAt, i18n.language)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          <Badge variant="light" color={line.order.statusName === 'paid' ? 'success' : 'accent'}>
                            {t(`orders.statuses.${line.order.statusName}`)}
                          </Badge>
                          {line.order.delivered && (
                            <Badge variant="light" color="gray">
                              {t('orders.delivered')}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Modal>
  );
}
