import { NativeSelect, Stack, Text } from '@mantine/core';
import { NewMandateBodySchema, type PaymentPerson } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormCheckbox, FormModal, FormRadioGroup, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useCreateMandate } from '../api/payments';
import { checkAccount } from '../lib/account-check';
import { AccountFields, accountBody, type AccountDraft } from './account-fields';

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
  const [account, setAccount] = useState<AccountDraft>({ holderName: '', iban: '', bic: '' });
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
    void submit({ profileHash, ...accountBody(account), sequence, scheme, accepted: accepted || undefined });
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
        <AccountFields value={account} onChange={setAccount} errorOf={errorOf} purpose="new" />
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
