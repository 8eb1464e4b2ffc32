import { Stack } from '@mantine/core';
import { PasswordResetRequestBodySchema, RECOVERY_METHODS } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormCheckbox, FormRadioGroup, FormTextField, useFieldErrors, validateWith } from '../../../components/forms';
import { PlainButton } from '../../../components/ui/plain-button';
import type { PasswordResetRequest, RecoveryMethod } from '../api/request-password-reset';

interface RecoveryRequestStepProps {
  initial: { username: string; method: RecoveryMethod };
  pending: boolean;
  error: unknown;
  onSubmit: (request: PasswordResetRequest) => void;
}

/** Step 1: who you are and how to receive the code; WhatsApp needs explicit consent (spec 5). */
export function RecoveryRequestStep({ initial, pending, error, onSubmit }: RecoveryRequestStepProps) {
  const { t } = useTranslation('account');
  const [username, setUsername] = useState(initial.username);
  const [method, setMethod] = useState<RecoveryMethod>(initial.method);
  const [consent, setConsent] = useState(false);
  const { errors, setErrors, clear } = useFieldErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { username, method, whatsappConsent: method === 'whatsapp' ? consent : undefined };
    const result = validateWith(PasswordResetRequestBodySchema, body);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onSubmit(result.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('recovery.request.label')} data-testid="recovery-request-form">
      <Stack gap="md">
        <FormAlert error={error} data-testid="recovery-error" />
        <FormTextField
          name="username"
          label={t('recovery.request.username')}
          autoComplete="username"
          required
          value={username}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            clear('username');
          }}
          errors={errors.username}
        />
        <FormRadioGroup
          name="method"
          legend={t('recovery.request.method')}
          value={method}
          options={RECOVERY_METHODS.map((value) => ({ value, label: t(`recovery.methods.${value}`) }))}
          onChange={(value) => {
            setMethod(value);
            clear('whatsappConsent');
          }}
          errors={errors.method}
        />
        {method === 'whatsapp' && (
          <FormCheckbox
            name="whatsappConsent"
            required
            label={t('recovery.request.whatsappConsent')}
            checked={consent}
            onChange={(checked) => {
              setConsent(checked);
              clear('whatsappConsent');
            }}
            errors={errors.whatsappConsent}
          />
        )}
        <PlainButton type="submit" fullWidth loading={pending}>
          {t('recovery.request.submit')}
        </PlainButton>
      </Stack>
    </form>
  );
}
