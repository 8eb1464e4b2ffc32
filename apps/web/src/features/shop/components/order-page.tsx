import { Anchor, Badge, Button, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Order } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { errorReason, translateFieldError } from '../../../components/forms/field-errors';
import { LoadError } from '../../../components/ui/load-error';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { ORDER_STATUS_COLOURS } from '../../../config/theme';
import { readableDateTime } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/money';
import { useSession } from '../../../lib/session/use-session';
import { ticketsPdfUrl, useOrder, usePayWithTestProvider } from '../api/shop';
import { TicketCard } from './ticket-card';

/** Taxes of the order added up by tax, for the receipt's breakdown. */
function taxBreakdown(order: Order) {
  const byTax = new Map<string, number>();
  for (const line of order.lines)
    if (line.tax && line.unitTax > 0) byTax.set(line.tax.name, (byTax.get(line.tax.name) ?? 0) + line.unitTax * line.quantity);
  return [...byTax];
}

/**
 * A buyer's order (/ecommerce/orders/{orderHash}): its number, state, lines with the tax
 * breakdown and total. While it waits for payment, the built-in test provider's button pays it.
 */
export function OrderPage({ orderHash }: { orderHash: string }) {
  const { t, i18n } = useTranslation('shop');
  const order = useOrder(orderHash);
  const pay = usePayWithTestProvider(orderHash);
  const session = useSession();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  if (order.isPending) return <PlaceholderRows />;
  if (order.isError)
    return <LoadError message={t('errors.loadOrder')} retryLabel={t('retry')} onRetry={() => void order.refetch()} testId="order-error" />;
  const data = order.data;
  const refusal = errorReason(pay.error);
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <div>
        <Text c="dimmed">{data.campaign.name}</Text>
        <Group gap="sm">
          <Title order={1}>{t('order.title', { number: data.purchaseIdentifier })}</Title>
          <Badge variant="light" color={ORDER_STATUS_COLOURS[data.statusName]} data-testid="order-status">
            {t(`order.status.${data.statusName}`)}
          </Badge>
        </Group>
        <Text size="sm">{t('order.paidBy', { name: data.paidBy.name })}</Text>
      </div>
      <Paper withBorder radius="md" p="md">
        {/* Two columns, so a 375 px phone shows the whole line without scrolling sideways. */}
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('order.product')}</Table.Th>
              <Table.Th ta="right">{t('order.lineTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.lines.map((line, index) => (
              <Table.Tr key={index} data-testid="order-line">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {line.option ? `${line.name} (${line.option})` : line.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('order.unitsTimes', { units: line.quantity, price: money(line.unitTotal) })}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{money(line.unitTotal * line.quantity)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Divider my="sm" />
        {taxBreakdown(data).map(([name, amount]) => (
          <Group key={name} justify="space-between">
            <Text size="sm">{t('order.taxOf', { tax: name })}</Text>
            <Text size="sm">{money(amount)}</Text>
          </Group>
        ))}
        <Group justify="space-between" mt="xs">
          <Text fw={700}>{t('order.total')}</Text>
          <Text fw={700} data-testid="order-total">
            {money(data.amount)}
          </Text>
        </Group>
      </Paper>
      {data.statusName === 'pendingPayment' && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text>{t('order.reservedUntil', { time: readableDateTime(data.reservedUntil, i18n.language) })}</Text>
            {refusal && (
              <Notice tone="danger" role="alert">
                {translateFieldError(t, refusal)}
              </Notice>
            )}
            {data.checkoutUrl ? (
              <Button component="a" href={data.checkoutUrl} data-testid="pay-card">
                {t('order.payCard', { amount: money(data.amount) })}
              </Button>
            ) : (
              <>
                <Button onClick={() => pay.mutate()} loading={pay.isPending} data-testid="pay-test">
                  {t('order.payTest', { amount: money(data.amount) })}
                </Button>
                <Text size="xs" c="dimmed">
                  {t('order.testProvider')}
                </Text>
              </>
            )}
          </Stack>
        </Paper>
      )}
      {data.statusName === 'paid' && (
        <Notice tone="info" data-testid="order-paid">
          {/* Bought signed in, the order is in the buyer's order history (their home); a guest has only this page's address. */}
          {t(session && data.paidBy.type === 'guardian' ? 'order.paidNoticeSignedIn' : 'order.paidNotice')}
        </Notice>
      )}
      {data.statusName === 'unpaid' && <Notice tone="warning">{t('order.unpaidNotice')}</Notice>}
      {data.statusName === 'pendingPayment' && data.seats.length > 0 && (
        <Text size="sm" data-testid="order-seats">
          {t('orderTickets.seats', { seats: data.seats.map((seat) => t('ticket.seat', seat)).join(' · ') })}
        </Text>
      )}
      {data.tickets.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="order-tickets-title">
          <Group justify="space-between">
            <Title order={2} size="h3" id="order-tickets-title">
              {t('orderTickets.title')}
            </Title>
            {data.tickets.some((ticket) => !ticket.cancelled) && (
              <Anchor href={ticketsPdfUrl(data.hash)} target="_blank" rel="noopener" c="brand.8" data-testid="tickets-pdf">
                {t('orderTickets.download')}
              </Anchor>
            )}
          </Group>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.tickets.map((ticket) => (
              <TicketCard key={ticket.hash} ticket={ticket} />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
