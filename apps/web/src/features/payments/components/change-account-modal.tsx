import { Stack } from '@mantine/core';
import { MandateChangeBodySchema, type Mandate } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useChangeMandate } from '../api/payments';
import { checkAccount } from '../lib/account-check';
import { AccountFields, accountBody, type AccountDraft } from './account-fields';

interface ChangeAccountModalProps {
  clubHash: string;
  mandate: Mandate | null;
  onClose: () => void;
}

/** A mandate's new account (an amendment: the club tells the bank with the next debit). */
export function ChangeAccountModal({ clubHash, mandate, onClose }: ChangeAccountModalProps) {
  const { t } = useTranslation('payments');
  return (
    <FormModal
      opened={mandate !== null}
      onClose={onClose}
      title={mandate ? t('mandate.changeTitle', { reference: mandate.reference }) : ''}
      closeLabel={t('mandate.cancel')}
      data-testid="change-account-modal"
    >
      {mandate && <ChangeAccountForm clubHash={clubHash} mandate={mandate} onClose={onClose} />}
    </FormModal>
  );
}

function ChangeAccountForm({ clubHash, mandate, onClose }: { clubHash: string; mandate: Mandate; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const change = useChangeMandate(clubHash);
  const [account, setAccount] = useState<AccountDraft>({ holderName: mandate.holderName, iban: '', bic: '' });
  const { submit, saving, alert, errorOf } = useSaveForm({
    check: (values: unknown) => checkAccount(MandateChangeBodySchema, values),
    save: async (body) => {
      await change.mutateAsync({ mandateHash: mandate.hash, body });
      notify('success', t('mandate.changed'));
    },
    onSaved: onClose,
    failure: t('mandate.error'),
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit(accountBody(account));
  };
  return (
    <form onSubmit={send} noValidate data-testid="change-account-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <AccountFields value={account} onChange={setAccount} errorOf={errorOf} purpose="change" />
        <FormActions
          cancelLabel={t('mandate.cancel')}
          onCancel={onClose}
          submitLabel={t('mandate.changeSave')}
          pending={saving}
          submitTestId="change-save"
        />
      </Stack>
    </form>
  );
}
