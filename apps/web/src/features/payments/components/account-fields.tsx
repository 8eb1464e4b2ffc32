import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A mandate's account as its form holds it (a blank BIC is sent as none: accountBody). */
export type AccountDraft = { holderName: string; iban: string; bic: string };

/** The account's part of a mandate's body: the BIC left out when blank. */
export const accountBody = ({ holderName, iban, bic }: AccountDraft) => ({ holderName, iban, bic: bic.trim() || undefined });

interface AccountFieldsProps {
  value: AccountDraft;
  onChange: (value: AccountDraft) => void;
  errorOf: (...fields: string[]) => string | undefined;
  /**
   * `new`: a new mandate, whose holder is asked first (with a hint: a guardian is not the member)
   * and whose IBAN shows its shape; `change`: the holder is already filled in, so the new IBAN
   * takes the focus. Also the test ids' prefix: `mandate-…` or `change-…`.
   */
  purpose: 'new' | 'change';
}

/** The account a SEPA mandate debits: holder, IBAN and BIC, as the new mandate and the change of account ask for them. */
export function AccountFields({ value, onChange, errorOf, purpose }: AccountFieldsProps) {
  const { t } = useTranslation('payments');
  const isNew = purpose === 'new';
  const testId = (field: string) => `${isNew ? 'mandate' : 'change'}-${field}`;
  const set = (patch: Partial<AccountDraft>) => onChange({ ...value, ...patch });
  return (
    <>
      <TextInput
        label={t('mandate.holderName')}
        description={isNew ? t('mandate.holderHint') : undefined}
        required
        maxLength={70}
        autoComplete={isNew ? 'name' : undefined}
        value={value.holderName}
        onChange={(event) => set({ holderName: event.currentTarget.value })}
        error={errorOf('holderName')}
        data-autofocus={isNew || undefined}
        data-testid={testId('holder')}
      />
      <TextInput
        label={t('mandate.iban')}
        required
        maxLength={50}
        autoComplete="off"
        spellCheck={false}
        placeholder={isNew ? 'ES00 0000 0000 0000 0000 0000' : undefined}
        value={value.iban}
        onChange={(event) => set({ iban: event.currentTarget.value })}
        error={errorOf('iban')}
        data-autofocus={!isNew || undefined}
        data-testid={testId('iban')}
      />
      <TextInput
        label={t('mandate.bic')}
        maxLength={11}
        autoComplete="off"
        spellCheck={false}
        value={value.bic}
        onChange={(event) => set({ bic: event.currentTarget.value })}
        error={errorOf('bic')}
        data-testid={testId('bic')}
      />
    </>
  );
}
