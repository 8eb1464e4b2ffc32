import { Group, Stack, Text } from '@mantine/core';
import { PasswordResetValidateBodySchema } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormTextField, useFieldErrors, validateWith } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { PlainButton } from '../../../components/ui/plain-button';
import type { RecoveryMethod } from '../api/request-password-reset';

interface RecoveryCodeStepProps {
  username: string;
  method: RecoveryMethod;
  /** Seconds until another code may be requested (from the countdown). */
  remaining: number;
  pending: boolean;
  retrying: boolean;
  error: unknown;
  notice: string | null;
  onSubmit: (code: string) => void;
  onRetry: () => void;
  onChooseAnother: () => void;
}

/** Step 2: the 6-digit code, with the "up to one minute" notice and the retry countdown (spec 4). */
export function RecoveryCodeStep(props: RecoveryCodeStepProps) {
  const { username, method, remaining, pending, retrying, error, notice, onSubmit, onRetry, onChooseAnother } = props;
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const { errors, setErrors, clear } = useFieldErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateWith(PasswordResetValidateBodySchema, { username, code });
    if (!result.ok) return setErrors(result.errors);
    onSubmit(result.data.code);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('recovery.code.label')} data-testid="recovery-code-form">
      <Stack gap="md">
        <Notice tone="info" data-testid="recovery-delay-notice">
          {t('recovery.code.delay')}
        </Notice>
        <Text size="sm">{t('recovery.code.sent', { username, method: t(`recovery.methods.${method}`) })}</Text>
        {notice && (
          <Notice tone="info" data-testid="recovery-resent">
            {notice}
          </Notice>
        )}
        <FormAlert error={error} data-testid="recovery-error" />
        <FormTextField
          name="code"
          label={t('recovery.code.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          required
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6));
            clear('code');
          }}
          errors={errors.code}
        />
        <PlainButton type="submit" fullWidth loading={pending}>
          {t('recovery.code.submit')}
        </PlainButton>
        <Stack gap="xs" data-testid="recovery-retry-area">
          <Text size="sm" c="dimmed" role="timer" aria-live="off" data-testid="recovery-countdown" data-remaining={remaining}>
            {remaining > 0 ? t('recovery.code.waitRetry', { count: remaining }) : t('recovery.code.canRetry')}
          </Text>
          <Group gap="sm">
            <PlainButton variant="outline" disabled={remaining > 0} loading={retrying} onClick={onRetry} data-testid="recovery-retry">
              {t('recovery.code.retry')}
            </PlainButton>
            <PlainButton variant="subtle" disabled={remaining > 0} onClick={onChooseAnother} data-testid="recovery-other-method">
              {t('recovery.code.otherMethod')}
            </PlainButton>
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
