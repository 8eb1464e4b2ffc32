import { ActionIcon, Anchor, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { RECEIPT_CONTENT_TYPES, type Expense } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useDownloadReceipt } from '../api/download-files';
import { useExpenses } from '../api/get-expenses';
import { useRemoveExpense, useUploadReceipt } from '../api/save-expense';
import { formatDay } from '../lib/amounts';
import { ExpenseFormModal } from './expense-form-modal';

const RECEIPT_ACCEPT = RECEIPT_CONTENT_TYPES.join(',');

/** The expenses charged to a subsidy, by date: each with its receipt (download, add or replace). */
export function ExpensesPanel({ clubHash, subsidyHash }: { clubHash: string; subsidyHash: string }) {
  const { t, i18n } = useTranslation('subsidies');
  const expenses = useExpenses(clubHash, subsidyHash);
  const remove = useRemoveExpense(clubHash, subsidyHash);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Expense | null>(null);
  const items = expenses.data?.['hydra:member'] ?? [];
  const total = items.reduce((sum, e) => sum + e.amount, 0);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.hash, {
      onError: () => notify('error', t('errors.remove')),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>
          {t('expenses.total')}: {formatMoney(total, i18n.language)}
        </Text>
        <Button onClick={() => setAdding(true)} data-testid="expense-add">
          {t('expenses.add')}
        </Button>
      </Group>
      {expenses.isPending && <PlaceholderRows />}
      {expenses.isError && <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void expenses.refetch()} />}
      {expenses.isSuccess && items.length === 0 && <Text c="dimmed">{t('expenses.empty')}</Text>}
      {items.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('detail.tabs.expenses')}
          data-testid="expenses-list"
        >
          {items.map((expense) => (
            <ExpenseRow
              key={expense.hash}
              clubHash={clubHash}
              subsidyHash={subsidyHash}
              expense={expense}
              onRemove={() => setRemoving(expense)}
            />
          ))}
        </Stack>
      )}
      <ExpenseFormModal clubHash={clubHash} subsidyHash={subsidyHash} opened={adding} onClose={() => setAdding(false)} />
      <ConfirmModal
        opened={removing !== null}
        title={t('expenses.remove')}
        message={t('expenses.removeConfirm')}
        confirmLabel={t('expenses.remove')}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
        testId="expense-remove-confirm"
      />
    </Stack>
  );
}

interface ExpenseRowProps {
  clubHash: string;
  subsidyHash: string;
  expense: Expense;
  onRemove: () => void;
}

function ExpenseRow({ clubHash, subsidyHash, expense, onRemove }: ExpenseRowProps) {
  const { t, i18n } = useTranslation('subsidies');
  const upload = useUploadReceipt(clubHash, subsidyHash);
  const download = useDownloadReceipt(clubHash, subsidyHash);
  const attach = (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { expenseHash: expense.hash, file },
      { onSuccess: () => notify('success', t('expenses.uploaded')), onError: () => notify('error', t('expenses.uploadError')) },
    );
  };
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="expense-row">
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={600} data-testid="expense-concept">
            {expense.concept}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDay(expense.spentOn, i18n.language)} · {expense.supplier}
          </Text>
          {expense.receipt ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="brand.8"
              ta="left"
              onClick={() =>
                download.mutate(
                  { expenseHash: expense.hash, fileName: expense.receipt!.name },
                  { onError: () => notify('error', t('expenses.downloadError')) },
                )
              }
              data-testid="expense-receipt"
            >
              {t('expenses.receipt')}: {expense.receipt.name}
            </Anchor>
          ) : (
            <Text size="sm" c="red.9" data-testid="expense-no-receipt">
              {t('expenses.receipt')}: {t('expenses.noReceipt')}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end">
          <Text fw={700}>{formatMoney(expense.amount, i18n.language)}</Text>
          <Group gap={6} wrap="nowrap">
            <FileButton onChange={attach} accept={RECEIPT_ACCEPT}>
              {(props) => (
                <Button {...props} size="xs" variant="default" loading={upload.isPending} data-testid="expense-attach">
                  {t(expense.receipt ? 'expenses.replaceReceipt' : 'expenses.addReceipt')}
                </Button>
              )}
            </FileButton>
            <ActionIcon
              variant="subtle"
              color="red.9"
              onClick={onRemove}
              aria-label={`${t('expenses.remove')}: ${expense.concept}`}
              data-testid="expense-remove"
            >
              <span aria-hidden="true">×</span>
            </ActionIcon>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
