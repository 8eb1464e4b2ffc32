import { SimpleGrid, Stack } from '@mantine/core';
import { UserSignupFormSchema, type UserSignupFormBody } from '@tribuna/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormAlert,
  FormTextField,
  fieldErrorsFromApiError,
  hasFieldErrors,
  NewAccountSecretFields,
  useFieldErrors,
  validateWith,
  withPasswordMatch,
} from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { PlainButton } from '../../../components/ui/plain-button';
import { sessionFromToken } from '../../../lib/session/create-session';
import { setSession } from '../../../lib/session/session-store';
import { useRegisterUser } from '../api/register-user';

type Values = Omit<UserSignupFormBody, 'username' | 'privacyPolicyAccepted' | 'locale'> & { privacyPolicyAccepted: boolean };
const EMPTY: Values = {
  name: '',
  surname: '',
  identification: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  privacyPolicyAccepted: false,
};
type TextKey = Exclude<keyof Values, 'privacyPolicyAccepted' | 'password' | 'confirmPassword'>;

const TEXT_FIELDS: { key: TextKey; type: string; autoComplete: string; inputMode?: 'tel' | 'email' }[] = [
  { key: 'name', type: 'text', autoComplete: 'given-name' },
  { key: 'surname', type: 'text', autoComplete: 'family-name' },
  { key: 'identification', type: 'text', autoComplete: 'off' },
  { key: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { key: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];

/**
 * User signup (spec 2, 5): validated with the contract's UserSignupFormSchema, the API's register
 * body with the person data and the privacy acceptance required (the API itself takes the spec's
 * bare body too); server field errors appear beside their fields. The username sent is the email.
 * On success the session is stored as a login stores it, then `onRegistered` continues the flow.
 */
export function UserSignupForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, i18n } = useTranslation('account');
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, setErrors, clear } = useFieldErrors();
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useRegisterUser();

  // After a failed attempt, move focus to the first field in error (keyboard and screen readers).
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, errors]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    const result = validateWith(UserSignupFormSchema, { ...values, locale: i18n.language });
    if (!result.ok) {
      setErrors(withPasswordMatch(result.errors, values.password, values.confirmPassword, 'confirmPassword'));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    mutation.mutate(
      { username: result.data.email, ...result.data },
      {
        onSuccess: (token) => {
          setSession(sessionFromToken(token, { userIdentifier: result.data.email, keepLoggedIn: false }));
          onRegistered(result.data.email);
        },
        onError: (error) => {
          setErrors(fieldErrorsFromApiError(error));
          setAttempt((n) => n + 1);
        },
      },
    );
  };

  const showSummary = hasFieldErrors(errors);
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('signup.form.label')} data-testid="user-signup-form">
      <Stack gap="md">
        {showSummary && (
          <Notice tone="danger" role="alert" data-testid="form-summary">
            {t('forms:summary')}
          </Notice>
        )}
        {!showSummary && mutation.isError && <FormAlert error={mutation.error} fallbackKey="forms:server.registrationFailed" />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {TEXT_FIELDS.map(({ key, ...field }) => (
            <FormTextField
              key={key}
              name={key}
              label={t(`signup.form.${key}`)}
              description={key === 'identification' ? t('signup.form.identificationHint') : undefined}
              required
              value={values[key]}
              onChange={(event) => set(key, event.currentTarget.value)}
              errors={errors[key]}
              {...field}
            />
          ))}
        </SimpleGrid>
        <NewAccountSecretFields
          values={values}
          errors={errors}
          onPassword={(key, value) => set(key, value)}
          onPrivacy={(accepted) => set('privacyPolicyAccepted', accepted)}
        />
        <PlainButton type="submit" fullWidth loading={mutation.isPending}>
          {t('signup.form.submit')}
        </PlainButton>
      </Stack>
    </form>
  );
}
