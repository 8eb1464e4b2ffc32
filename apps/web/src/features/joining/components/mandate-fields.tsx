import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type MandateDraft = { holderName: string; iban: string; bic: string; accepted: boolean };
export const EMPTY_MANDATE: MandateDraft = { holderName: '', iban: '', bic: '', accepted: false };

interface MandateFieldsProps {
  club: string;
  value: MandateDraft;
  onChange: (value: MandateDraft) => void;
  errorOf: (...fields: string[]) => string | undefined;
}

/** The optional SEPA mandate: account holder (a guardian for a child), IBAN, BIC and the mandate text accepted. */
export function MandateFields({ club, value, onChange, errorOf }: MandateFieldsProps) {
  const { t } = useTranslation('joining');
  const set = (patch: Partial<MandateDraft>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm" data-testid="mandate-fields">
      <TextInput
        label={t('join.holder')}
        required
        autoComplete="name"
        value={value.holderName}
        onChange={(e) => set({ holderName: e.currentTarget.value })}
        error={errorOf('mandate.holderName')}
      />
      <TextInput
        label={t('join.iban')}
        required
        autoComplete="off"
        placeholder="ES00 0000 0000 0000 0000 0000"
        value={value.iban}
        onChange={(e) => set({ iban: e.currentTarget.value })}
        error={errorOf('mandate.iban')}
      />
      <TextInput
        label={t('join.bic')}
        value={value.bic}
        onChange={(e) => set({ bic: e.currentTarget.value })}
        error={errorOf('mandate.bic')}
      />
      <Checkbox
        label={t('join.mandateText', { club })}
        checked={value.accepted}
        onChange={(e) => set({ accepted: e.currentTarget.checked })}
        error={errorOf('mandate.accepted')}
        data-testid="mandate-accept"
      />
    </Stack>
  );
}
