import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { MyOrder } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ORDER_STATUS_COLOURS } from '../../../config/theme';
import { readableDateTime } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/money';
import { useMyOrders } from '../api/member-home';
import { FirstRows, HomeSection } from './home-section';

/** The club's shop, as the portal opens it: its published campaigns. */
export const clubShopPath = (clubHash: string) => `${paths.ecommerce.campaigns}?club=${encodeURIComponent(clubHash)}`;

/** "Your orders": the account's order history in the club, each row opening its order page. */
export function OrdersSection({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('dashboard');
  const orders = useMyOrders(clubHash, true);
  const rows = orders.data?.['hydra:member'] ?? [];
  return (
    <HomeSection
      id="home-orders"
      title={t('home.orders.title')}
      state={orders}
      empty={rows.length === 0 ? t('home.orders.empty') : null}
      links={[{ label: t('home.shop'), to: clubShopPath(clubHash), testId: 'home-shop-link' }]}
    >
      <FirstRows rows={rows} render={(order) => <OrderRow key={order.hash} order={order} />} testId="home-orders-all" />
    </HomeSection>
  );
}

function OrderRow({ order }: { order: MyOrder }) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tShop } = useTranslation('shop');
  const what = order.products.map((product) => t('home.orders.line', { count: product.amount, name: product.name })).join(', ');
  return (
    <li>
      <Card component={Link} to={paths.ecommerce.order(order.hash)} withBorder radius="md" padding="sm" data-testid="home-order">
        <Stack gap={2}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={700}>{tShop('order.title', { number: order.purchaseIdentifier })}</Text>
            <Badge variant="light" color={ORDER_STATUS_COLOURS[order.statusName]} data-testid="home-order-status">
              {tShop(`order.status.${order.statusName}`)}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {what || order.campaign.name}
          </Text>
          <Text size="sm" c="dimmed">
            {readableDateTime(order.createdAt, i18n.language)} · {formatMoney(order.amount, i18n.language)}
          </Text>
        </Stack>
      </Card>
    </li>
  );
}
