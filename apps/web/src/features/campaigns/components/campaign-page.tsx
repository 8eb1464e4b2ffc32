import { Anchor, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { Product } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorReason, translateFieldError } from '../../../components/forms/field-errors';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useCampaign, useCampaignMutations, useProductMutations, useProducts } from '../api/campaigns';
import { readableDateTime } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/money';
import { CampaignFormModal } from './campaign-form-modal';
import { CampaignStateBadge } from './campaign-state-badge';
import { CampaignOrders } from './campaign-orders';
import { ProductFormModal } from './product-form-modal';
import { ProductRow } from './product-row';
import { CashOrderModal } from './cash-order-modal';
import { ImportOrdersModal } from './import-orders-modal';
import { SoldProductsModal } from './sold-products-modal';
import { useClubFeatures } from '../../../lib/queries/club-features';

/**
 * One campaign (spec 2: …/ecommerce/{clubHash}/campaigns/campaign/{campaignHash}): its dates and
 * state, edited or published here, and its products with price, tax, stock and options.
 */
export function CampaignPage({ clubHash, campaignHash }: { clubHash: string; campaignHash: string }) {
  const { t, i18n } = useTranslation('commerce');
  const campaign = useCampaign(clubHash, campaignHash);
  const products = useProducts(clubHash, campaignHash);
  const { update } = useCampaignMutations(clubHash);
  const { remove } = useProductMutations(clubHash, campaignHash);
  const [editingCampaign, setEditingCampaign] = useState(false);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [removing, setRemoving] = useState<Product | null>(null);
  const [soldOf, setSoldOf] = useState<Product | null>(null);
  const [selling, setSelling] = useState(false);
  const [importing, setImporting] = useState(false);
  const features = useClubFeatures(clubHash).data?.map((feature) => feature.code) ?? [];
  const refused = (error: unknown, fallback: string) => {
    const reason = errorReason(error);
    notify('error', reason ? translateFieldError(t, reason) : fallback);
  };

  const back = (
    <Anchor component={Link} to={paths.manager.campaigns(clubHash)} size="sm" c="brand.8">
      {t('campaign.back')}
    </Anchor>
  );
  if (campaign.isPending) return <PlaceholderRows />;
  if (campaign.isError)
    return (
      <Stack>
        {back}
        <LoadError
          message={t('errors.loadCampaign')}
          retryLabel={t('retry')}
          onRetry={() => void campaign.refetch()}
          testId="campaign-error"
        />
      </Stack>
    );
  const data = campaign.data;
  const items = products.data?.['hydra:member'] ?? [];

  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Group gap="xs">
            <Title order={1}>{data.name}</Title>
            <CampaignStateBadge campaign={data} testId="campaign-state" />
          </Group>
          <Text c="dimmed">
            {t('list.dates', {
              starts: readableDateTime(data.startingDate, i18n.language),
              ends: readableDateTime(data.endingDate, i18n.language),
            })}
          </Text>
          {data.description && <Text mt="xs">{data.description}</Text>}
          <Text mt="xs" fw={600}>
            {t('list.collected', { amount: formatMoney(data.collected, i18n.language) })} ·{' '}
            {t('list.sold', { sold: data.purchased.sold, total: data.purchased.total, count: data.productCount })}
          </Text>
        </div>
        <Group gap="sm">
          <Switch
            label={t('list.publishedSwitch')}
            checked={data.published}
            disabled={update.isPending}
            onChange={(event) => {
              const published = event.currentTarget.checked;
              update.mutate(
                { campaignHash, body: { published } },
                {
                  onSuccess: () => notify('success', t(published ? 'list.publishedDone' : 'list.unpublishedDone', { name: data.name })),
                  onError: (error) => refused(error, t('errors.updateCampaign')),
                },
              );
            }}
            data-testid="campaign-published"
          />
          <Button variant="outline" onClick={() => setEditingCampaign(true)}>
            {t('campaign.edit')}
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('campaign.products')}</Title>
        <Group gap="sm">
          {features.includes('manual_campaing_orders') && items.length > 0 && (
            <Button variant="outline" onClick={() => setSelling(true)} data-testid="cash-order-open">
              {t('cash.open')}
            </Button>
          )}
          {features.includes('allow_import_orders') && items.length > 0 && (
            <Button variant="outline" onClick={() => setImporting(true)} data-testid="import-orders-open">
              {t('import.open')}
            </Button>
          )}
          <Button onClick={() => setEditing('new')} data-testid="product-add">
            {t('campaign.addProduct')}
          </Button>
        </Group>
      </Group>
      {products.isPending && <PlaceholderRows />}
      {products.isError && (
        <LoadError
          message={t('errors.loadProducts')}
          retryLabel={t('retry')}
          onRetry={() => void products.refetch()}
          testId="products-error"
        />
      )}
      {products.isSuccess && items.length === 0 && <Text data-testid="products-empty">{t('campaign.noProducts')}</Text>}
      {items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('campaign.products')}>
          {items.map((product) => (
            <ProductRow
              key={product.hash}
              product={product}
              onEdit={() => setEditing(product)}
              onRemove={() => setRemoving(product)}
              onSold={() => setSoldOf(product)}
            />
          ))}
        </Stack>
      )}
      <CampaignOrders clubHash={clubHash} campaignHash={campaignHash} />
      <SoldProductsModal clubHash={clubHash} campaignHash={campaignHash} product={soldOf} onClose={() => setSoldOf(null)} />
      <CashOrderModal clubHash={clubHash} campaignHash={campaignHash} products={items} opened={selling} onClose={() => setSelling(false)} />
      <ImportOrdersModal clubHash={clubHash} campaignHash={campaignHash} opened={importing} onClose={() => setImporting(false)} />
      <CampaignFormModal clubHash={clubHash} opened={editingCampaign} onClose={() => setEditingCampaign(false)} campaign={data} />
      <ProductFormModal
        clubHash={clubHash}
        campaignHash={campaignHash}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        product={editing && editing !== 'new' ? editing : undefined}
      />
      <ConfirmModal
        opened={removing !== null}
        title={t('product.removeTitle')}
        message={t('product.removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('list.remove')}
        loading={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.hash, {
            onSuccess: () => notify('success', t('product.removed', { name: removing.name })),
            onError: (error) => refused(error, t('errors.removeProduct')),
            onSettled: () => setRemoving(null),
          })
        }
        onClose={() => setRemoving(null)}
        testId="product-remove"
      />
    </Stack>
  );
}
