import { Anchor, Button, Divider, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ShopProduct } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorReason, fieldErrorsFromApiError, translateFieldError, type FieldErrors } from '../../../components/forms/field-errors';
import { LoadError } from '../../../components/ui/load-error';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { eventSummary } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/money';
import { useSession } from '../../../lib/session/use-session';
import { useCheckout, useShopCampaign } from '../api/shop';
import { AvailabilityBadge } from './availability-badge';
import { cartFingerprint, cartKey, cartTotal, checkoutItems, unitsLeft, type Cart, type SeatChoice } from './cart-lines';
import { SeatPicker } from './seat-picker';

/**
 * A campaign as buyers see it (/ecommerce/campaigns/campaign/{campaignId}?club=…): its products
 * with price, tax and what is left, units chosen per product or size, and checkout. A visitor
 * gives name and email; a signed-in member or guardian buys with their account.
 */
export function ShopCampaignPage({ clubHash, campaignHash }: { clubHash: string; campaignHash: string }) {
  const { t, i18n } = useTranslation('shop');
  const navigate = useNavigate();
  const session = useSession();
  const campaign = useShopCampaign(clubHash, campaignHash);
  const checkout = useCheckout(clubHash, campaignHash);
  const [cart, setCart] = useState<Cart>({});
  const [seats, setSeats] = useState<SeatChoice>({});
  const [visit] = useState(() => crypto.randomUUID());
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const errorOf = (field: string) => errors[field]?.map((problem) => translateFieldError(t, problem)).join(' ');

  if (campaign.isPending) return <PlaceholderRows />;
  if (campaign.isError) {
    return (
      <LoadError message={t('errors.loadCampaign')} retryLabel={t('retry')} onRetry={() => void campaign.refetch()} testId="shop-error" />
    );
  }
  const data = campaign.data;
  const items = checkoutItems(cart, seats);
  const total = cartTotal(cart, data.products);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const result = await checkout.mutateAsync({
        items,
        ...(session ? {} : { buyer: { name, email } }),
        // One key per visit and cart: a double click or a retried request gets the same order back.
        idempotencyKey: `${visit}-${cartFingerprint(items)}`,
      });
      void navigate(paths.ecommerce.order(result.order.hash));
    } catch (error) {
      const fields = fieldErrorsFromApiError(error);
      const reason = errorReason(error);
      // buyer.name / buyer.email → name / email
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, problems]) => [field.replace(/^buyer\./, ''), problems])));
      // Someone took a chosen seat first: the map reloads (the checkout's settling does it) and the choice starts over.
      if (reason === 'seatTaken') {
        setSeats({});
        setCart((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in seats))));
      }
      if (reason) setFailure(translateFieldError(t, reason));
      else if (Object.keys(fields).length === 0) setFailure(t('errors.checkout'));
    }
  };

  const quantityInput = (product: ShopProduct, label: string, optionHash?: string) => {
    const key = cartKey(product.hash, optionHash);
    const max = unitsLeft(product, optionHash);
    return (
      <NumberInput
        key={key}
        label={label}
        min={0}
        max={max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        disabled={max === 0 || data.availability === 'soon'}
        value={cart[key] ?? 0}
        onChange={(value) => setCart((current) => ({ ...current, [key]: Number(value) || 0 }))}
        w={140}
        data-testid="quantity"
      />
    );
  };

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Anchor component={Link} to={`${paths.ecommerce.campaigns}?club=${encodeURIComponent(clubHash)}`} size="sm" c="brand.8">
        {t('campaign.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{data.name}</Title>
        <AvailabilityBadge availability={data.availability} endingDate={data.endingDate} />
      </Group>
      {data.description && <Text>{data.description}</Text>}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('campaign.products')}>
        {data.products.map((product) => (
          <Paper component="li" key={product.hash} withBorder radius="md" p="md" data-testid="shop-product">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  <Text fw={700}>{product.name}</Text>
                  <AvailabilityBadge availability={product.availability} />
                </Group>
                <Text fw={700}>{money(product.totalAmount)}</Text>
              </Group>
              {(product.eventStartsAt || product.eventVenue) && (
                <Text size="sm" fw={600} data-testid="shop-product-event">
                  {eventSummary(product, i18n.language)}
                </Text>
              )}
              {product.description && <Text size="sm">{product.description}</Text>}
              {product.tax && product.taxAmount > 0 && (
                <Text size="xs" c="dimmed">
                  {t(`campaign.tax.${product.tax.type === 'added' ? 'added' : 'included'}`, {
                    tax: product.tax.name,
                    amount: money(product.taxAmount),
                  })}
                </Text>
              )}
              {product.maxPerBuyer && (
                <Text size="xs" c="dimmed">
                  {t('campaign.limit', { count: product.maxPerBuyer })}
                </Text>
              )}
              {product.seatMap ? (
                <SeatPicker
                  clubHash={clubHash}
                  campaignHash={campaignHash}
                  product={product}
                  selected={seats[product.hash] ?? []}
                  max={unitsLeft(product)}
                  disabled={data.availability === 'soon'}
                  onChange={(chosen) => {
                    setSeats((current) => ({ ...current, [product.hash]: chosen }));
                    setCart((current) => ({ ...current, [product.hash]: chosen.length }));
                  }}
                />
              ) : (
                <Group gap="sm" wrap="wrap">
                  {product.options.length > 0
                    ? product.options.map((option) =>
                        quantityInput(product, t('campaign.unitsOf', { name: product.name, option: option.name }), option.hash),
                      )
                    : quantityInput(product, t('campaign.units', { name: product.name }))}
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="form"
        onSubmit={(event: FormEvent) => void submit(event)}
        noValidate
        data-testid="checkout-form"
      >
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('checkout.title')}
          </Title>
          {failure && (
            <Notice tone="danger" role="alert">
              {failure}
            </Notice>
          )}
          {session ? (
            <Text size="sm">{t('checkout.withAccount')}</Text>
          ) : (
            <Group grow align="flex-start">
              <TextInput
                label={t('checkout.name')}
                required
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={errorOf('name')}
                autoComplete="name"
                data-testid="buyer-name"
              />
              <TextInput
                label={t('checkout.email')}
                required
                type="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={errorOf('email')}
                autoComplete="email"
                data-testid="buyer-email"
              />
            </Group>
          )}
          <Divider />
          <Group justify="space-between">
            <Text fw={700} data-testid="cart-total">
              {t('checkout.total', { amount: money(total) })}
            </Text>
            <Button type="submit" disabled={items.length === 0} loading={checkout.isPending} data-testid="checkout-submit">
              {t('checkout.submit')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('checkout.reservation')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
