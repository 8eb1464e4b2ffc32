import { MultiSelect, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  CreateSubsidyBodySchema,
  SUBSIDY_FUNDER_MAX,
  SUBSIDY_NAME_MAX,
  SUBSIDY_NOTES_MAX,
  SUBSIDY_REFERENCE_MAX,
  SUBSIDY_STATUSES,
  type Subsidy,
  type SubsidyStatus,
} from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { centsFromInput, inputFromCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useManagerOptions } from '../api/get-pick-options';
import { useSaveSubsidy } from '../api/save-subsidy';

interface SubsidyFormModalProps {
  clubHash: string;
  opened: boolean;
  onClose: () => void;
  /** The subsidy to edit; without it the modal records a new one. */
  subsidy?: Subsidy;
  /** After a new one was recorded (the list opens it). */
  onCreated?: (subsidy: Subsidy) => void;
}

/** Record or edit a subsidy: name, funder, amount, period, status, notes and its managers. */
export function SubsidyFormModal({ clubHash, opened, onClose, subsidy, onCreated }: SubsidyFormModalProps) {
  const { t } = useTranslation(['subsidies', 'common']);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(subsidy ? 'form.editTitle' : 'form.createTitle')}
      closeLabel={t('common:actions.close')}
      data-testid="subsidy-form-modal"
    >
      <SubsidyForm clubHash={clubHash} subsidy={subsidy} onClose={onClose} onCreated={onCreated} />
    </FormModal>
  );
}

function SubsidyForm({ clubHash, subsidy, onClose, onCreated }: Omit<SubsidyFormModalProps, 'opened'>) {
  const { t, i18n } = useTranslation(['subsidies', 'common', 'forms']);
  const save = useSaveSubsidy(clubHash);
  const managers = useManagerOptions(clubHash, true);
  const [name, setName] = useState(subsidy?.name ?? '');
  const [funder, setFunder] = useState(subsidy?.funder ?? '');
  const [reference, setReference] = useState(subsidy?.reference ?? '');
  const [amount, setAmount] = useState(subsidy ? inputFromCents(subsidy.amount, i18n.language) : '');
  const [startsOn, setStartsOn] = useState(subsidy?.startsOn ?? '');
  const [endsOn, setEndsOn] = useState(subsidy?.endsOn ?? '');
  const [justifyBy, setJustifyBy] = useState(subsidy?.justifyBy ?? '');
  const [status, setStatus] = useState<SubsidyStatus>(subsidy?.status ?? 'granted');
  const [notes, setNotes] = useState(subsidy?.notes ?? '');
  const [managerHashes, setManagerHashes] = useState<string[]>(subsidy?.managers.map((m) => m.hash) ?? []);

  const { submit, saving, alert, errorOf } = useSaveForm({
    check: CreateSubsidyBodySchema,
    save: async (checked) => {
      const saved = await save.mutateAsync({ subsidyHash: subsidy?.hash ?? null, body: checked });
      notify('success', t(subsidy ? 'form.updated' : 'form.created', { name: saved.name }));
      if (!subsidy) onCreated?.(saved);
    },
    onSaved: onClose,
    failure: t(subsidy ? 'errors.update' : 'errors.create'),
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      name,
      funder,
      reference: reference.trim() || null,
      amount: centsFromInput(amount) ?? Number.NaN,
      startsOn,
      endsOn,
      justifyBy: justifyBy || null,
      status,
      notes: notes.trim() || null,
      // Left out on a new subsidy: the API makes its creator its manager.
      ...(managerHashes.length > 0 ? { managers: managerHashes } : {}),
    });
  };

  const managerOptions = (managers.data?.['hydra:member'] ?? []).map((person) => ({
    value: person.id,
    label: `${person.name} ${person.surname}`.trim(),
  }));
  // Managers already assigned stay choosable even when the list did not bring them.
  for (const manager of subsidy?.managers ?? []) {
    if (!managerOptions.some((o) => o.value === manager.hash))
      managerOptions.push({ value: manager.hash, label: `${manager.name} ${manager.surname}`.trim() });
  }

  return (
    <form onSubmit={send} noValidate data-testid="subsidy-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <TextInput
          label={t('fields.name')}
          required
          maxLength={SUBSIDY_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errorOf('name')}
          data-autofocus
          data-testid="subsidy-name"
        />
        <TextInput
          label={t('fields.funder')}
          required
          maxLength={SUBSIDY_FUNDER_MAX}
          value={funder}
          onChange={(e) => setFunder(e.currentTarget.value)}
          error={errorOf('funder')}
          data-testid="subsidy-funder"
        />
        <TextInput
          label={t('fields.reference')}
          maxLength={SUBSIDY_REFERENCE_MAX}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          error={errorOf('reference')}
        />
        <TextInput
          label={t('fields.amount')}
          required
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={errorOf('amount')}
          data-testid="subsidy-amount"
        />
        <TextInput
          type="date"
          label={t('fields.startsOn')}
          required
          value={startsOn}
          onChange={(e) => setStartsOn(e.currentTarget.value)}
          error={errorOf('startsOn')}
          data-testid="subsidy-starts"
        />
        <TextInput
          type="date"
          label={t('fields.endsOn')}
          required
          value={endsOn}
          onChange={(e) => setEndsOn(e.currentTarget.value)}
          error={errorOf('endsOn')}
          data-testid="subsidy-ends"
        />
        <TextInput
          type="date"
          label={t('fields.justifyBy')}
          value={justifyBy}
          onChange={(e) => setJustifyBy(e.currentTarget.value)}
          error={errorOf('justifyBy')}
        />
        <Select
          label={t('fields.status')}
          data={SUBSIDY_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={status}
          onChange={(value) => value && setStatus(value as SubsidyStatus)}
          allowDeselect={false}
          error={errorOf('status')}
        />
        <MultiSelect
          label={t('fields.managers')}
          description={t('form.managersHint')}
          data={managerOptions}
          value={managerHashes}
          onChange={setManagerHashes}
          searchable
          error={errorOf('managers')}
          data-testid="subsidy-managers"
        />
        <Textarea
          label={t('fields.notes')}
          maxLength={SUBSIDY_NOTES_MAX}
          autosize
          minRows={2}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          error={errorOf('notes')}
        />
        <FormActions
          cancelLabel={t('common:actions.cancel')}
          onCancel={onClose}
          submitLabel={t('form.save')}
          pending={saving}
          submitTestId="subsidy-save"
        />
      </Stack>
    </form>
  );
}
