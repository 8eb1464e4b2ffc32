import { Button, Group, Pagination, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CAMPAIGNS_PAGE_SIZE, type Campaign } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorReason, fieldErrorsFromApiError, translateFieldError } from '../../../components/forms/field-errors';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useCampaignMutations, useCampaigns, type CampaignFilters } from '../api/campaigns';
import { CampaignCard } from './campaign-card';
import { PaymentsPanel } from './payments-panel';
import { CampaignFormModal } from './campaign-form-modal';

type StateFilter = 'all' | 'true' | 'false';

/**
 * Campaigns (spec 2: /dashboard/manager/ecommerce/{clubHash}/campaigns/list): the club's
 * campaigns, 20 a page, filtered by state and searched by name; each shows what it sold and
 * collected, and is published, duplicated or removed from here.
 */
export function CampaignsPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('commerce');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<StateFilter>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const filters: CampaignFilters = { page, ...(state === 'all' ? {} : { published: state }), ...(debounced ? { search: debounced } : {}) };
  const campaigns = useCampaigns(clubHash, filters);
  const { update, duplicate, remove } = useCampaignMutations(clubHash);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<Campaign | null>(null);
  const items = campaigns.data?.['hydra:member'] ?? [];
  const total = campaigns.data?.['hydra:totalItems'] ?? 0;

  const failed = (error: unknown, fallback: string) => {
    // A refusal with a reason (409 campaignEmpty, campaignHasSales) says it; others say what failed.
    const problem = errorReason(error) ?? Object.values(fieldErrorsFromApiError(error))[0]?.[0];
    notify('error', problem ? translateFieldError(t, problem) : fallback);
  };
  const publish = (campaign: Campaign, published: boolean) =>
    update.mutate(
      { campaignHash: campaign.hash, body: { published } },
      {
        onSuccess: () => notify('success', t(published ? 'list.publishedDone' : 'list.unpublishedDone', { name: campaign.name })),
        onError: (error) => failed(error, t('errors.updateCampaign')),
      },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button onClick={() => setCreating(true)} data-testid="campaign-add">
          {t('list.add')}
        </Button>
      </Group>
      <PaymentsPanel clubHash={clubHash} />
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          value={state}
          onChange={(value) => {
            setState(value as StateFilter);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('list.filterAll') },
            { value: 'true', label: t('list.filterPublished') },
            { value: 'false', label: t('list.filterDrafts') },
          ]}
          aria-label={t('list.filterLabel')}
        />
        <TextInput
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          type="search"
        />
      </Group>
      {campaigns.isPending && <PlaceholderRows />}
      {campaigns.isError && (
        <LoadError
          message={t('errors.loadCampaigns')}
          retryLabel={t('retry')}
          onRetry={() => void campaigns.refetch()}
          testId="campaigns-error"
        />
      )}
      {campaigns.isSuccess && items.length === 0 && <Text data-testid="campaigns-empty">{t('list.empty')}</Text>}
      {items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.label')}>
          {items.map((campaign) => (
            <CampaignCard
              key={campaign.hash}
              clubHash={clubHash}
              campaign={campaign}
              busy={update.isPending || duplicate.isPending}
              onPublish={(published) => publish(campaign, published)}
              onDuplicate={() =>
                duplicate.mutate(campaign.hash, {
                  onSuccess: (copy) => notify('success', t('list.duplicated', { name: copy.name })),
                  onError: (error) => failed(error, t('errors.createCampaign')),
                })
              }
              onRemove={() => setRemoving(campaign)}
            />
          ))}
        </Stack>
      )}
      {total > CAMPAIGNS_PAGE_SIZE && (
        <Pagination
          total={Math.ceil(total / CAMPAIGNS_PAGE_SIZE)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`pages.${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('pages.page', { page: n }) })}
        />
      )}
      <CampaignFormModal
        clubHash={clubHash}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => void navigate(paths.manager.campaign(clubHash, created.hash))}
      />
      <ConfirmModal
        opened={removing !== null}
        title={t('list.removeTitle')}
        message={t('list.removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('list.remove')}
        loading={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.hash, {
            onSuccess: () => notify('success', t('list.removed', { name: removing.name })),
            onError: (error) => failed(error, t('errors.removeCampaign')),
            onSettled: () => setRemoving(null),
          })
        }
        onClose={() => setRemoving(null)}
        testId="campaign-remove"
      />
    </Stack>
  );
}
