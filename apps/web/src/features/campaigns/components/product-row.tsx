import { Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { Product } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { eventSummary } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/money';

/** One product: total price with its tax, stock sold against total (a bar), options and their stock. */
export function ProductRow({
  product,
  onEdit,
  onRemove,
  onSold,
}: {
  product: Product;
  onEdit: () => void;
  onRemove: () => void;
  /** Opens who bought it (sold products). */
  onSold: () => void;
}) {
  const { t, i18n } = useTranslation('commerce');
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const { total, sold } = product.stock;
  const share = total > 0 ? Math.round((sold / total) * 100) : 0;
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="product-row">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={700} data-testid="product-row-name">
              {product.name}
            </Text>
            {product.isTicket && <Badge variant="light">{t('product.ticket')}</Badge>}
            {product.seatMap && (
              <Badge variant="light" color="gray">
                {t('product.seatMap', product.seatMap)}
              </Badge>
            )}
          </Group>
          <Text fw={700} data-testid="product-total">
            {money(product.totalAmount)}
          </Text>
        </Group>
        {(product.eventStartsAt || product.eventVenue) && (
          <Text size="sm" data-testid="product-event-line">
            {eventSummary(product, i18n.language)}
          </Text>
        )}
        <Text size="sm" c="dimmed" data-testid="product-tax-line">
          {product.tax
            ? t(`product.taxLine.${product.tax.type}`, {
                tax: product.tax.name,
                amount: money(product.taxAmount),
                price: money(product.price),
              })
            : t('product.noTax')}
        </Text>
        <div>
          <Text size="sm">{t('product.sold', { sold, total })}</Text>
          <Progress value={share} mt={4} aria-label={t('list.soldShare', { name: product.name, share })} color="brand.7" />
        </div>
        {product.options.length > 0 && (
          <Group gap={6} aria-label={t('product.options')}>
            {product.options.map((option) => (
              <Badge key={option.hash} variant="outline" color="gray.8">
                {t('product.option', { name: option.name, sold: option.stock.sold, total: option.stock.total })}
              </Badge>
            ))}
          </Group>
        )}
        <Group justify="flex-end" gap="xs">
          <Button
            size="xs"
            variant="subtle"
            onClick={onSold}
            aria-label={t('sold.openOf', { name: product.name })}
            data-testid="product-sold"
          >
            {t('sold.open')}
          </Button>
          <Button size="xs" variant="outline" onClick={onEdit} aria-label={t('product.editOf', { name: product.name })}>
            {t('edit')}
          </Button>
          <Button size="xs" variant="outline" color="red.9" onClick={onRemove} aria-label={t('product.removeOf', { name: product.name })}>
            {t('list.remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
