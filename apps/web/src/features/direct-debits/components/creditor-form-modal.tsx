import { Checkbox, NumberInput, Stack, TextInput } from '@mantine/core';
import { CreateSepaCreditorBodySchema, UpdateSepaCreditorBodySchema, type SepaCreditor } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useSaveCreditor } from '../api/sepa-api';

type Props = { clubHash: string; opened: boolean; onClose: () => void; creditor?: SepaCreditor };

/** Add or edit a creditor identifier: the bank's name for the club, the identifier, the account, the notice days. */
export function CreditorFormModal({ clubHash, opened, onClose, creditor }: Props) {
  const { t } = useTranslation('sepa');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(creditor ? 'creditorForm.editTitle' : 'creditorForm.createTitle')}
      closeLabel={t('close')}
    >
      <CreditorForm clubHash={clubHash} creditor={creditor} onClose={onClose} />
    </FormModal>
  );
}

function CreditorForm({ clubHash, creditor, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('sepa');
  const save = useSaveCreditor(clubHash);
  const [label, setLabel] = useState(creditor?.label ?? '');
  const [name, setName] = useState(creditor?.name ?? '');
  const [identifier, setIdentifier] = useState(creditor?.creditorIdentifier ?? '');
  const [iban, setIban] = useState(creditor?.iban ?? '');
  const [bic, setBic] = useState(creditor?.bic ?? '');
  const [days, setDays] = useState<number>(creditor?.preNotificationDays ?? 14);
  const [isDefault, setIsDefault] = useState(creditor?.isDefault ?? false);

  const { submit, saving, alert, errorOf } = useSaveForm({
    check: creditor ? UpdateSepaCreditorBodySchema : CreateSepaCreditorBodySchema,
    save: async (body) => {
      const saved = await save.mutateAsync({ creditorHash: creditor?.hash ?? null, body });
      notify('success', t('creditorForm.saved', { label: saved.label }));
    },
    onSaved: onClose,
    failure: t('creditorForm.failed'),
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({ label, name, creditorIdentifier: identifier, iban, bic: bic.trim() || null, preNotificationDays: days, isDefault });
  };

  return (
    <form onSubmit={send} noValidate data-testid="sepa-creditor-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <TextInput
          label={t('creditorForm.label')}
          description={t('creditorForm.labelHelp')}
          required
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          error={errorOf('label')}
          data-autofocus
        />
        <TextInput
          label={t('creditorForm.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errorOf('name')}
        />
        <TextInput
          label={t('creditorForm.identifier')}
          description={t('creditorForm.identifierHelp')}
          required
          value={identifier}
          onChange={(e) => setIdentifier(e.currentTarget.value)}
          error={errorOf('creditorIdentifier')}
        />
        <TextInput
          label={t('creditorForm.iban')}
          required
          value={iban}
          onChange={(e) => setIban(e.currentTarget.value)}
          error={errorOf('iban')}
        />
        <TextInput label={t('creditorForm.bic')} value={bic} onChange={(e) => setBic(e.currentTarget.value)} error={errorOf('bic')} />
        <NumberInput
          label={t('creditorForm.days')}
          description={t('creditorForm.daysHelp')}
          min={1}
          max={60}
          value={days}
          onChange={(value) => setDays(typeof value === 'number' ? value : 14)}
          error={errorOf('preNotificationDays')}
        />
        <Checkbox label={t('creditorForm.default')} checked={isDefault} onChange={(e) => setIsDefault(e.currentTarget.checked)} />
        <FormActions
          cancelLabel={t('cancel')}
          onCancel={onClose}
          submitLabel={t('creditorForm.save')}
          pending={saving}
          submitTestId="sepa-creditor-save"
        />
      </Stack>
    </form>
  );
}
