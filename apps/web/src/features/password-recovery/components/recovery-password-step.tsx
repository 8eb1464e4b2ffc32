import { Stack } from '@mantine/core';
import { PasswordResetConfirmBodySchema } from '@tribuna/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, PasswordField, useFieldErrors, validateWith, withPasswordMatch } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { PlainButton } from '../../../components/ui/plain-button';
import type { PasswordResetConfirm } from '../api/confirm-password-reset';

interface RecoveryPasswordStepProps {
  username: string;
  code: string;
  pending: boolean;
  error: unknown;
  serverErrors: Partial<Record<string, string[]>>;
  onSubmit: (body: PasswordResetConfirm) => void;
}

/** Step 3: the new password twice, with the live rules (spec 5). */
export function RecoveryPasswordStep({ username, code, pending, error, serverErrors, onSubmit }: RecoveryPasswordStepProps) {
  const { t } = useTranslation('account');
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirm] = useState('');
  const { errors, setErrors, clear } = useFieldErrors();
  const [missingData, setMissingData] = useState(false);
  // Field errors from the API's answer replace the client's, then clear as each field is edited.
  useEffect(() => setErrors(serverErrors), [serverErrors, setErrors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateWith(PasswordResetConfirmBodySchema, { username, code, newPassword, confirmNewPassword });
    if (!result.ok) {
      // Username and code come from the earlier steps: a problem there is "missing data" (spec 8).
      setMissingData(Boolean(result.errors.username || result.errors.code));
      return setErrors(withPasswordMatch(result.errors, newPassword, confirmNewPassword, 'confirmNewPassword'));
    }
    setMissingData(false);
    setErrors({});
    onSubmit(result.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('recovery.password.label')} data-testid="recovery-password-form">
      <Stack gap="md">
        {missingData ? (
          <Notice tone="danger" role="alert" data-testid="recovery-error">
            {t('forms:server.recoveryDataMissing')}
          </Notice>
        ) : (
          <FormAlert error={error} data-testid="recovery-error" />
        )}
        <PasswordField
          name="newPassword"
          label={t('recovery.password.new')}
          value={newPassword}
          onChange={(value) => {
            setNewPassword(value);
            clear('newPassword');
          }}
          errors={errors.newPassword}
          showRules
        />
        <PasswordField
          name="confirmNewPassword"
          label={t('recovery.password.confirm')}
          value={confirmNewPassword}
          onChange={(value) => {
            setConfirm(value);
            clear('confirmNewPassword');
          }}
          errors={errors.confirmNewPassword}
        />
        <PlainButton type="submit" fullWidth loading={pending}>
          {t('recovery.password.submit')}
        </PlainButton>
      </Stack>
    </form>
  );
}
