import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { CreateTeamBody } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { READABLE_ERRORS } from '../lib/readable-errors';
import { checkTeamForm, clientProblem, serverProblem, type TeamFormMode, type TeamFormValues } from '../lib/team-form';
import { accentInsensitiveFilter, categoryOptions, genderOptions, sportOptions } from '../lib/team-options';

export interface TeamFormProps {
  mode: TeamFormMode;
  initial: TeamFormValues;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** Sends the checked body; a thrown API error is shown in the form. */
  onSubmit: (body: CreateTeamBody) => Promise<void>;
}

/** Name, Sport (searchable), Category, Gender (all required) and an optional season. */
export function TeamForm({ mode, initial, pending, submitLabel, onCancel, onSubmit }: TeamFormProps) {
  const { t, i18n } = useTranslation('teams');
  const [values, setValues] = useState<TeamFormValues>(initial);
  const { submit, alert, errorOf, clear } = useSaveForm({
    check: (candidate) => {
      const checked = checkTeamForm(candidate as TeamFormValues, mode);
      return checked.ok ? { ok: true, data: checked.body } : checked;
    },
    save: onSubmit,
    // Spec 5's texts: the client check and the API's 400 are worded alike (team-form's problems).
    alert: ({ errors, error }) => {
      const key = (error === undefined ? clientProblem(errors) : serverProblem(error, mode)).alertKey;
      return key && t(key);
    },
  });

  const set = <K extends keyof TeamFormValues>(field: K, value: TeamFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field stops showing its old error; the alert stays until the next attempt.
    clear(field);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  return (
    <form onSubmit={send} noValidate style={READABLE_ERRORS} data-testid="team-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('form.requiredHint')}
        </Text>
        {alert && (
          <Notice tone="danger" role="alert" data-testid="team-form-alert">
            {alert}
          </Notice>
        )}
        <TextInput
          label={t('fields.name')}
          name="name"
          required
          maxLength={120}
          autoComplete="off"
          data-autofocus
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errorOf('name')}
          data-testid="team-field-name"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('fields.sport')}
            name="sport"
            required
            searchable
            filter={accentInsensitiveFilter}
            nothingFoundMessage={t('fields.nothingFound')}
            placeholder={t('fields.choose')}
            data={sportOptions(t, i18n.language)}
            value={values.sport}
            onChange={(value) => set('sport', value as TeamFormValues['sport'])}
            error={errorOf('sport')}
            data-testid="team-field-sport"
          />
          <Select
            label={t('fields.category')}
            name="category"
            required
            placeholder={t('fields.choose')}
            data={categoryOptions(t)}
            value={values.category}
            onChange={(value) => set('category', value as TeamFormValues['category'])}
            error={errorOf('category')}
            data-testid="team-field-category"
          />
          <Select
            label={t('fields.gender')}
            name="gender"
            required
            placeholder={t('fields.choose')}
            data={genderOptions(t)}
            value={values.gender}
            onChange={(value) => set('gender', value as TeamFormValues['gender'])}
            error={errorOf('gender')}
            data-testid="team-field-gender"
          />
          <TextInput
            label={t('fields.season')}
            name="season"
            maxLength={40}
            placeholder={t('fields.seasonPlaceholder')}
            description={t(mode === 'create' ? 'fields.seasonHelpCreate' : 'fields.seasonHelpEdit')}
            value={values.season}
            onChange={(event) => set('season', event.currentTarget.value)}
            error={errorOf('season')}
            data-testid="team-field-season"
          />
        </SimpleGrid>
        <FormActions
          cancelLabel={t('form.cancel')}
          onCancel={onCancel}
          submitLabel={submitLabel}
          pending={pending}
          submitTestId="team-form-submit"
        />
      </Stack>
    </form>
  );
}
