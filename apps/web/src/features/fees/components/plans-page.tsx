import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Plan, Season } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { usePlans, useRemovePlan, useSeasons, useUpdateSeason } from '../api/plans-api';
import { seasonTone } from '../lib/badge-tones';
import { dayInWords } from '../lib/fee-format';
import { PlanFormModal } from './plan-form-modal';
import { SeasonFormModal } from './season-form-modal';

/**
 * Administration → Plans: the club's seasons (the current one first shown), opened and closed,
 * and each season's membership plans; a new season copies the plans of the one before.
 */
export function PlansPage({ clubHash }: { clubHash: string }) {
  const { t, i18n } = useTranslation('fees');
  const seasons = useSeasons(clubHash);
  const [chosen, setChosen] = useState<string | null>(null);
  const [creatingSeason, setCreatingSeason] = useState(false);
  const list = seasons.data?.['hydra:member'] ?? [];
  const season = list.find((item) => item.hash === chosen) ?? list.find((item) => item.current) ?? list[0] ?? null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('plans.title')}</Title>
          <Text c="dimmed">{t('plans.intro')}</Text>
        </div>
        <Button onClick={() => setCreatingSeason(true)} data-testid="season-add">
          {t('seasons.add')}
        </Button>
      </Group>
      {seasons.isPending && <PlaceholderRows />}
      {seasons.isError && (
        <LoadError message={t('errors.load')} retryLabel={t('form.retry')} onRetry={() => void seasons.refetch()} testId="plans-error" />
      )}
      {seasons.isSuccess && list.length === 0 && <Text data-testid="seasons-empty">{t('seasons.empty')}</Text>}
      {season && <SeasonPanel clubHash={clubHash} season={season} seasons={list} onChoose={setChosen} locale={i18n.language} />}
      <SeasonFormModal clubHash={clubHash} opened={creatingSeason} onClose={() => setCreatingSeason(false)} onCreated={setChosen} />
    </Stack>
  );
}

function SeasonPanel({
  clubHash,
  season,
  seasons,
  onChoose,
  locale,
}: {
  clubHash: string;
  season: Season;
  seasons: Season[];
  onChoose: (hash: string) => void;
  locale: string;
}) {
  const { t } = useTranslation('fees');
  const update = useUpdateSeason(clubHash);
  const toggle = () => {
    const status = season.status === 'open' ? 'closed' : 'open';
    update.mutate(
      { seasonHash: season.hash, body: { status } },
      {
        onSuccess: () => notify('success', t(status === 'open' ? 'seasons.opened' : 'seasons.closed', { name: season.name })),
        onError: () => notify('error', t('errors.save')),
      },
    );
  };
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Select
            label={t('seasons.picker')}
            data={seasons.map((item) => ({
              value: item.hash,
              label: item.current ? t('seasons.currentOption', { name: item.name }) : item.name,
            }))}
            value={season.hash}
            onChange={(value) => value && onChoose(value)}
            allowDeselect={false}
            data-testid="season-picker"
          />
          <Group gap="sm">
            <Badge {...seasonTone(season.status)} data-testid="season-status">
              {t(`seasons.status.${season.status}`)}
            </Badge>
            <Button variant="outline" onClick={toggle} loading={update.isPending} data-testid="season-toggle">
              {t(season.status === 'open' ? 'seasons.close' : 'seasons.open')}
            </Button>
          </Group>
        </Group>
        <Text size="sm" mt="sm" c="dimmed">
          {t('seasons.dates', { from: dayInWords(season.startsOn, locale), to: dayInWords(season.endsOn, locale), days: season.graceDays })}
        </Text>
      </Paper>
      <PlanList clubHash={clubHash} season={season} locale={locale} />
    </Stack>
  );
}

function PlanList({ clubHash, season, locale }: { clubHash: string; season: Season; locale: string }) {
  const { t } = useTranslation('fees');
  const plans = usePlans(clubHash, season.hash);
  const remove = useRemovePlan(clubHash);
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [removing, setRemoving] = useState<Plan | null>(null);
  const items = plans.data?.['hydra:member'] ?? [];
  const open = season.status === 'open';
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.hash, {
      onSuccess: () => notify('success', t('plans.removed', { name: removing.name })),
      onError: () => notify('error', t('errors.save')),
      onSettled: () => setRemoving(null),
    });
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('plans.listTitle', { name: season.name })}
        </Title>
        {open && (
          <Button variant="light" onClick={() => setEditing('new')} data-testid="plan-add">
            {t('plans.add')}
          </Button>
        )}
      </Group>
      {!open && <Text c="dimmed">{t('plans.closedSeason')}</Text>}
      {plans.isPending && <PlaceholderRows />}
      {plans.isError && <LoadError message={t('errors.load')} retryLabel={t('form.retry')} onRetry={() => void plans.refetch()} />}
      {plans.isSuccess && items.length === 0 && <Text data-testid="plans-empty">{t('plans.empty')}</Text>}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="plans-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('plans.name')}</Table.Th>
                <Table.Th>{t('plans.audience')}</Table.Th>
                <Table.Th>{t('plans.price')}</Table.Th>
                <Table.Th>{t('plans.discounts')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('plans.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((plan) => (
                <Table.Tr key={plan.hash} data-testid="plan-row">
                  <Table.Td>
                    <Text fw={600}>{plan.name}</Text>
                    {!plan.openToNewMembers && (
                      <Text size="xs" c="dimmed">
                        {t('plans.notForNewMembers')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {t(`audiences.${plan.audience}`)}
                    {plan.categories.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {plan.categories.map((category) => t(`teams:categories.${category}`, { defaultValue: category })).join(', ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {t(`priceByPeriod.${plan.period}`, { price: formatMoney(plan.price, locale) })}
                    {plan.instalments > 1 && (
                      <Text size="xs" c="dimmed">
                        {t('plans.inInstalments', { count: plan.instalments })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {t('plans.discountsValue', { sibling: plan.siblingDiscountPercent, family: plan.familyDiscountPercent })}
                  </Table.Td>
                  <Table.Td>
                    {open && (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => setEditing(plan)}
                          aria-label={t('plans.edit', { name: plan.name })}
                        >
                          {t('form.edit')}
                        </Button>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          onClick={() => setRemoving(plan)}
                          aria-label={t('plans.remove', { name: plan.name })}
                        >
                          ×
                        </ActionIcon>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <PlanFormModal
          clubHash={clubHash}
          seasonHash={season.hash}
          opened
          onClose={() => setEditing(null)}
          plan={editing === 'new' ? undefined : editing}
        />
      )}
      <ConfirmModal
        opened={removing !== null}
        title={t('plans.removeTitle')}
        message={t('plans.removeMessage', { name: removing?.name ?? '' })}
        confirmLabel={t('plans.removeConfirm')}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
        testId="plan-remove"
      />
    </Stack>
  );
}
