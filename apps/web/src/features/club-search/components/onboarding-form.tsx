import { Button, Stack, TextInput } from '@mantine/core';
import { CreateProfileBodySchema, type UserProfileResponse } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, translateFieldError, validateWith, type FieldErrors } from '../../../components/forms/field-errors';
import { Notice } from '../../../components/ui/notice';
import { useCreateProfile, type CreatedProfile } from '../api/create-profile';
import type { InvitationPreview } from '../api/get-invitation-preview';
import { joinErrorKey } from '../lib/onboarding-errors';

interface OnboardingFormProps {
  token: string;
  preview: InvitationPreview;
  user: Pick<UserProfileResponse, 'username' | 'name' | 'lastname' | 'email'>;
  onJoined: (created: CreatedProfile) => Promise<void> | void;
}

const FIELDS = ['name', 'surname', 'email', 'dni'] as const;
type Field = (typeof FIELDS)[number];

/** The person's data for the new profile, pre-filled from their account (spec 5 create profile). */
export function OnboardingForm({ token, preview, user, onJoined }: OnboardingFormProps) {
  const { t } = useTranslation(['onboarding', 'forms']);
  const mutation = useCreateProfile(preview.role);
  const [values, setValues] = useState<Record<Field, string>>({ name: user.name, surname: user.lastname, email: user.email, dni: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const errorOf = (field: string) => {
    const list = errors[field];
    return list?.length ? list.map((code) => translateFieldError(t, code)).join(' ') : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = { ...values, user: { username: user.username }, club: preview.club.hash, invitation: token };
    const checked = validateWith(CreateProfileBodySchema, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const created = await mutation.mutateAsync({ ...checked.data, club: preview.club.hash });
      await onJoined(created);
    } catch (error) {
      setErrors(fieldErrorsFromApiError(error));
      const key = joinErrorKey(error);
      setFormError(key ? t(key) : t('forms:summary'));
    }
  };

  const otherErrors = Object.entries(errors)
    .filter(([field]) => !(FIELDS as readonly string[]).includes(field))
    .flatMap(([, list]) => list ?? []);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('onboarding:join.formLabel')} data-testid="onboarding-form">
      <Stack gap="md">
        {formError && (
          <Notice tone="danger" role="alert" data-testid="onboarding-error">
            {formError}
          </Notice>
        )}
        {otherErrors.map((problem) => (
          <Notice key={problem} tone="danger" role="alert">
            {translateFieldError(t, problem)}
          </Notice>
        ))}
        <TextInput
          label={t('onboarding:join.name')}
          name="name"
          autoComplete="given-name"
          required
          value={values.name}
          onChange={set('name')}
          error={errorOf('name')}
        />
        <TextInput
          label={t('onboarding:join.surname')}
          name="surname"
          autoComplete="family-name"
          required
          value={values.surname}
          onChange={set('surname')}
          error={errorOf('surname')}
        />
        <TextInput
          label={t('onboarding:join.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errorOf('email')}
        />
        <TextInput
          label={t('onboarding:join.dni')}
          description={t('onboarding:join.dniHelp')}
          name="dni"
          required
          value={values.dni}
          onChange={set('dni')}
          error={errorOf('dni')}
        />
        <Button type="submit" loading={mutation.isPending} data-testid="onboarding-submit">
          {t('onboarding:join.submit', { role: t(`onboarding:roles.${preview.role}`) })}
        </Button>
      </Stack>
    </form>
  );
}
