import { FileInput, Stack, TextInput } from '@mantine/core';
import { CreateExpenseBodySchema, EXPENSE_TEXT_MAX, RECEIPT_CONTENT_TYPES } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { centsFromInput } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useCreateExpense, useUploadReceipt } from '../api/save-expense';

interface ExpenseFormModalProps {
  clubHash: string;
  subsidyHash: string;
  opened: boolean;
  onClose: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A new expense: day, supplier, concept, amount, and its receipt (PDF or a photo of it). */
export function ExpenseFormModal({ clubHash, subsidyHash, opened, onClose }: ExpenseFormModalProps) {
  const { t } = useTranslation(['subsidies', 'common']);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('expenses.addTitle')}
      closeLabel={t('common:actions.close')}
      data-testid="expense-form-modal"
    >
      <ExpenseForm clubHash={clubHash} subsidyHash={subsidyHash} onClose={onClose} />
    </FormModal>
  );
}

function ExpenseForm({ clubHash, subsidyHash, onClose }: Omit<ExpenseFormModalProps, 'opened'>) {
  const { t } = useTranslation(['subsidies', 'common']);
  const create = useCreateExpense(clubHash, subsidyHash);
  const upload = useUploadReceipt(clubHash, subsidyHash);
  // Once recorded, a refused receipt is sent again alone: the expense is not recorded twice.
  const [created, setCreated] = useState<string | null>(null);
  const [spentOn, setSpentOn] = useState(today());
  const [supplier, setSupplier] = useState('');
  const [concept, setConcept] = useState('');
  const [amount, setAmount] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);

  const { submit, saving, alert, errorOf } = useSaveForm({
    check: CreateExpenseBodySchema,
    save: async (checked) => {
      let expenseHash = created;
      if (!expenseHash) {
        expenseHash = (await create.mutateAsync(checked)).hash;
        setCreated(expenseHash);
      }
      if (receipt) await upload.mutateAsync({ expenseHash, file: receipt });
      notify('success', t(receipt ? 'expenses.savedWithReceipt' : 'expenses.saved'));
    },
    onSaved: onClose,
    failure: t('errors.create'),
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({ spentOn, supplier, concept, amount: centsFromInput(amount) ?? Number.NaN });
  };

  return (
    <form onSubmit={send} noValidate data-testid="expense-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <TextInput
          type="date"
          label={t('expenses.date')}
          required
          value={spentOn}
          onChange={(e) => setSpentOn(e.currentTarget.value)}
          error={errorOf('spentOn')}
          data-testid="expense-date"
        />
        <TextInput
          label={t('expenses.supplier')}
          required
          maxLength={EXPENSE_TEXT_MAX}
          value={supplier}
          onChange={(e) => setSupplier(e.currentTarget.value)}
          error={errorOf('supplier')}
          data-autofocus
          data-testid="expense-supplier"
        />
        <TextInput
          label={t('expenses.concept')}
          required
          maxLength={EXPENSE_TEXT_MAX}
          value={concept}
          onChange={(e) => setConcept(e.currentTarget.value)}
          error={errorOf('concept')}
          data-testid="expense-concept-input"
        />
        <TextInput
          label={t('expenses.amount')}
          required
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={errorOf('amount')}
          data-testid="expense-amount"
        />
        <FileInput
          label={t('expenses.receiptFile')}
          description={t('expenses.receiptHint')}
          accept={RECEIPT_CONTENT_TYPES.join(',')}
          value={receipt}
          onChange={setReceipt}
          clearable
          error={errorOf('file')}
          data-testid="expense-receipt-file"
        />
        <FormActions
          cancelLabel={t('common:actions.cancel')}
          onCancel={onClose}
          submitLabel={t('form.save')}
          pending={saving}
          submitTestId="expense-save"
        />
      </Stack>
    </form>
  );
}
