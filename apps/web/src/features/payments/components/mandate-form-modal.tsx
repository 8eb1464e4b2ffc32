import { NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { NewMandateBodySchema, type PaymentPerson } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormCheckbox, FormModal, FormRadioGroup, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useCreateMandate } from '../api/payments';
import { checkAccount } from '../lib/account-check';

interface MandateFormModalProps {
  clubHash: string;
  clubName: string;
  people: PaymentPerson[];
  opened: boolean;
  onClose: () => void;
}

/** A new SEPA mandate: whose charges, the account and its holder, recurrent or one-off, CORE or B2B, the text accepted. */
export function MandateFormModal({ opened, onClose, ...props }: MandateFormModalProps) {
  const { t } = useTranslation('payments');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('mandate.newTitle')}
      closeLabel={t('mandate.cancel')}
      data-testid="mandate-form-modal"
    >
      <MandateForm {...props} onClose={onClose} />
    </FormModal>
  );
}

function MandateForm({ clubHash, clubName, people, onClose }: Omit<MandateFormModalProps, 'opened'>) {
  const { t } = useTranslation('payments');
  const create = useCreateMandate(clubHash);
  const [profileHash, setProfileHash] = useState(people[0]?.hash ?? '');
  const [holderName, setHolderName] = useState('');
  const [iban, setIban] = useState('');
  const [bic, setBic] = useState('');
  const [sequence, setSequence] = useState<'recurrent' | 'one_off'>('recurrent');
  const [scheme, setScheme] = useState<'CORE' | 'B2B'>('CORE');
  const [accepted, setAccepted] = useState(false);

  const { submit, saving, alert, errorOf } = useSaveForm({
    // The contract's schema, then the account checked as the API checks it (ibantools).
    check: (values: unknown) => checkAccount(NewMandateBodySchema, values),
    save: async (checked) => {
      const saved = await create.mutateAsync(checked);
      notify('success', t('mandate.created', { reference: saved.reference }));
    },
    onSaved: onClose,
    failure: t('mandate.error'),
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({ profileHash, holderName, iban, bic: bic.trim() || undefined, sequence, scheme, accepted: accepted || undefined });
  };
  const personLabel = (person: PaymentPerson) =>
    person.relation === 'self'
      ? t('mandate.forSelf', { name: `${person.name} ${person.surname}`.trim() })
      : `${person.name} ${person.surname}`.trim();
  const acceptError = errorOf('accepted');

  return (
    <form onSubmit={send} noValidate data-testid="mandate-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <NativeSelect
          label={t('mandate.for')}
          data={people.map((person) => ({ value: person.hash, label: personLabel(person) }))}
          value={profileHash}
          onChange={(event) => setProfileHash(event.currentTarget.value)}
          error={errorOf('profileHash')}
          data-testid="mandate-person"
        />
        <TextInput
          label={t('mandate.holderName')}
          description={t('mandate.holderHint')}
          required
          maxLength={70}
          autoComplete="name"
          value={holderName}
          onChange={(event) => setHolderName(event.currentTarget.value)}
          error={errorOf('holderName')}
          data-autofocus
          data-testid="mandate-holder"
        />
        <TextInput
          label={t('mandate.iban')}
          required
          maxLength={50}
          autoComplete="off"
          spellCheck={false}
          placeholder="ES00 0000 0000 0000 0000 0000"
          value={iban}
          onChange={(event) => setIban(event.currentTarget.value)}
          error={errorOf('iban')}
          data-testid="mandate-iban"
        />
        <TextInput
          label={t('mandate.bic')}
          maxLength={11}
          autoComplete="off"
          spellCheck={false}
          value={bic}
          onChange={(event) => setBic(event.currentTarget.value)}
          error={errorOf('bic')}
          data-testid="mandate-bic"
        />
        <FormRadioGroup
          name="sequence"
          legend={t('mandate.sequence')}
          value={sequence}
          onChange={setSequence}
          options={[
            { value: 'recurrent', label: t('mandate.sequences.recurrent') },
            { value: 'one_off', label: t('mandate.sequences.one_off') },
          ]}
        />
        <FormRadioGroup
          name="scheme"
          legend={t('mandate.scheme')}
          value={scheme}
          onChange={setScheme}
          options={[
            { value: 'CORE', label: t('mandate.schemes.CORE') },
            { value: 'B2B', label: t('mandate.schemes.B2B') },
          ]}
        />
        <Stack gap={4} component="section" aria-labelledby="mandate-text-title">
          <Text fw={700} id="mandate-text-title">
            {t('mandate.textTitle')}
          </Text>
          <Text size="sm" data-testid="mandate-text">
            {t('mandate.text', { club: clubName })}
          </Text>
        </Stack>
        <FormCheckbox
          name="accepted"
          label={t('mandate.accept')}
          checked={accepted}
          onChange={setAccepted}
          required
          errors={acceptError ? [acceptError] : undefined}
        />
        <FormActions
          cancelLabel={t('mandate.cancel')}
          onCancel={onClose}
          submitLabel={t('mandate.submit')}
          pending={saving}
          submitTestId="mandate-save"
        />
      </Stack>
    </form>
  );
}
