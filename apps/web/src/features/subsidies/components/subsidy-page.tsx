import { Badge, Button, Group, Menu, Paper, Progress, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Subsidy } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { Icon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { NotAvailablePanel } from '../../../components/ui/not-available-panel';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useDownloadJustification } from '../api/download-files';
import { useSubsidy } from '../api/get-subsidy';
import { useRemoveSubsidy } from '../api/save-subsidy';
import { coverage, formatDay, STATUS_TONES } from '../lib/amounts';
import { BeneficiariesPanel } from './beneficiaries-panel';
import { ExpensesPanel } from './expenses-panel';
import { SubsidyFormModal } from './subsidy-form-modal';

/**
 * One subsidy (spec 2: the Subsidies submenu's entries; the older /subvenciones/{id} leads here):
 * the grant at a glance, its expenses with receipts, its beneficiaries, and the justification
 * for the funder as PDF or XLSX. Only its managers reach it (the API answers 404 to others).
 */
export function SubsidyPage({ clubHash, subsidyHash }: { clubHash: string; subsidyHash: string }) {
  const { t } = useTranslation('subsidies');
  const subsidy = useSubsidy(clubHash, subsidyHash);
  if (subsidy.isPending) return <PlaceholderRows />;
  if (subsidy.isError) {
    // Not one of its managers (or gone): the API says it is not there.
    if (subsidy.error instanceof ApiError && subsidy.error.status === 404) {
      return <NotAvailablePanel title={t('title')} message={t('notFound')} backTo={paths.manager.administration.subsidies(clubHash)} />;
    }
    return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void subsidy.refetch()} testId="subsidy-error" />;
  }
  return <SubsidyView clubHash={clubHash} subsidy={subsidy.data} />;
}

function SubsidyView({ clubHash, subsidy }: { clubHash: string; subsidy: Subsidy }) {
  const { t, i18n } = useTranslation('subsidies');
  const locale = i18n.language;
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveSubsidy(clubHash);
  const download = useDownloadJustification(clubHash, subsidy.hash);
  const balance = Math.max(subsidy.amount - subsidy.spent, 0);

  const justify = (format: 'pdf' | 'xlsx') =>
    download.mutate(
      { format, fileName: `${t('report.title')} - ${subsidy.name}.${format}` },
      { onError: () => notify('error', t('detail.downloadError')) },
    );
  const confirmRemove = () =>
    remove.mutate(subsidy.hash, {
      onSuccess: () => void navigate(paths.manager.administration.subsidies(clubHash)),
      onError: () => notify('error', t('errors.remove')),
      onSettled: () => setRemoving(false),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={1} data-testid="subsidy-title">
              {subsidy.name}
            </Title>
            <Badge {...STATUS_TONES[subsidy.status]}>{t(`status.${subsidy.status}`)}</Badge>
          </Group>
          <Text c="dimmed">
            {subsidy.funder}
            {subsidy.reference ? ` · ${subsidy.reference}` : ''}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                loading={download.isPending}
                rightSection={<Icon name="chevronDown" size={16} aria-hidden />}
                data-testid="subsidy-justification"
              >
                {t('detail.justification')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => justify('pdf')} data-testid="subsidy-justification-pdf">
                {t('detail.downloadPdf')}
              </Menu.Item>
              <Menu.Item onClick={() => justify('xlsx')} data-testid="subsidy-justification-xlsx">
                {t('detail.downloadXlsx')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button variant="default" onClick={() => setEditing(true)} data-testid="subsidy-edit">
            {t('detail.edit')}
          </Button>
          <Button variant="outline" color="red.9" onClick={() => setRemoving(true)} data-testid="subsidy-remove">
            {t('detail.remove')}
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure label={t('detail.amount')} value={formatMoney(subsidy.amount, locale)} testId="subsidy-amount-figure" />
          <Figure label={t('detail.spent')} value={formatMoney(subsidy.spent, locale)} testId="subsidy-spent-figure" />
          <Figure label={t('detail.balance')} value={formatMoney(balance, locale)} />
          <Figure
            label={t('detail.period')}
            value={t('detail.periodValue', { from: formatDay(subsidy.startsOn, locale), until: formatDay(subsidy.endsOn, locale) })}
          />
        </SimpleGrid>
        <Progress mt="md" value={coverage(subsidy.spent, subsidy.amount)} aria-hidden />
        <Group mt="sm" gap="lg" wrap="wrap">
          {subsidy.justifyBy && (
            <Text size="sm">
              {t('detail.justifyBy')}: <strong>{formatDay(subsidy.justifyBy, locale)}</strong>
            </Text>
          )}
          {subsidy.missingReceipts > 0 && (
            <Text size="sm" c="red.9" data-testid="subsidy-missing-receipts">
              {t('detail.missingReceipts', { count: subsidy.missingReceipts })}
            </Text>
          )}
          <Text size="sm">
            {t('detail.managers')}: {subsidy.managers.map((m) => `${m.name} ${m.surname}`.trim()).join(', ')}
          </Text>
        </Group>
        {subsidy.notes && (
          <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-line' }}>
            {subsidy.notes}
          </Text>
        )}
      </Paper>

      <Tabs defaultValue="expenses" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="expenses" data-testid="subsidy-tab-expenses">
            {t('detail.tabs.expenses')} ({subsidy.expenseCount})
          </Tabs.Tab>
          <Tabs.Tab value="beneficiaries" data-testid="subsidy-tab-beneficiaries">
            {t('detail.tabs.beneficiaries')} ({subsidy.beneficiaryCount})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="expenses" pt="md">
          <ExpensesPanel clubHash={clubHash} subsidyHash={subsidy.hash} />
        </Tabs.Panel>
        <Tabs.Panel value="beneficiaries" pt="md">
          <BeneficiariesPanel clubHash={clubHash} subsidyHash={subsidy.hash} />
        </Tabs.Panel>
      </Tabs>

      <SubsidyFormModal clubHash={clubHash} opened={editing} onClose={() => setEditing(false)} subsidy={subsidy} />
      <ConfirmModal
        opened={removing}
        title={t('detail.remove')}
        message={t('detail.removeConfirm')}
        confirmLabel={t('detail.remove')}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(false)}
        testId="subsidy-remove-confirm"
      />
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
