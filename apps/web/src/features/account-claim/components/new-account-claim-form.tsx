import { Stack, Text } from '@mantine/core';
import { NewAccountClaimBodySchema, type AccountClaimPreview, type AccountClaimResult } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldErrorsFromApiError,
  hasFieldErrors,
  NewAccountSecretFields,
  useFieldErrors,
  validateWith,
  withPasswordMatch,
} from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { PlainButton } from '../../../components/ui/plain-button';
import { useClaimAccount } from '../api/claim-account';
import { claimFailureKey, isInvalidClaim } from '../lib/claim-errors';
import type { ClaimServices } from './claim-services';

type Values = { password: string; confirmPassword: string; privacyPolicyAccepted: boolean };
const EMPTY: Values = { password: '', confirmPassword: '', privacyPolicyAccepted: false };

interface Props {
  token: string;
  preview: AccountClaimPreview;
  onInvalid: () => void;
  onClaimed: (result: AccountClaimResult) => Promise<void>;
  /** Signs in as the account just created, replacing any session of another account. */
  signIn: ClaimServices['signIn'];
}

/**
 * No account has the invited address: choosing a password creates it with the record (the API
 * validates with the same contract schema), then the person is signed in as that account.
 */
export function NewAccountClaimForm({ token, preview, onInvalid, onClaimed, signIn }: Props) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, setErrors, clear } = useFieldErrors();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const mutation = useClaimAccount(token);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateWith(NewAccountClaimBodySchema, values);
    if (!checked.ok) {
      setErrors(withPasswordMatch(checked.errors, values.password, values.confirmPassword, 'confirmPassword'));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await mutation.mutateAsync(checked.data);
      // The account exists now; should signing in fail, the next page's guard asks for a login.
      await signIn(preview.email, checked.data.password).catch(() => undefined);
      await onClaimed(result);
    } catch (error) {
      if (isInvalidClaim(error)) return onInvalid();
      const fields = fieldErrorsFromApiError(error);
      setErrors(fields);
      if (!hasFieldErrors(fields)) setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('claim.create')} data-testid="claim-new-account">
      <Stack gap="md">
        <Text>{t('claim.newAccount', { email: preview.email })}</Text>
        {failure !== null && (
          <Notice tone="danger" role="alert" data-testid="claim-error">
            {t(claimFailureKey(failure))}
          </Notice>
        )}
        <NewAccountSecretFields
          values={values}
          errors={errors}
          onPassword={(key, value) => set(key, value)}
          onPrivacy={(accepted) => set('privacyPolicyAccepted', accepted)}
        />
        <PlainButton type="submit" fullWidth loading={busy}>
          {t('claim.create')}
        </PlainButton>
      </Stack>
    </form>
  );
}
