import { NativeSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { CLUB_ROLES, isValidSpanishIdentification, PERSON_CATEGORIES, PERSON_GENDERS, type Person } from '@tribuna/contract';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, hasFieldErrors, useSaveForm, type Validation } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { fieldErrorText, personErrorText } from '../lib/person-form-errors';
import { PERSON_FORM_FIELDS, showsCategory, showsPanelAccess, type PersonFormValues } from '../lib/person-form';
import { PersonTermsFields } from './person-terms-fields';

/** Field errors in Mantine's default red-6 fail WCAG contrast; red-9 passes (the form sits in a modal). */
const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

interface PersonFormProps<Data> {
  mode: 'create' | 'edit';
  initial: PersonFormValues;
  /** The stored person when editing: shows their current terms acceptance. */
  person?: Person;
  submitLabel: string;
  pending: boolean;
  /** The values as the body to send, or the problems to show beside their fields. */
  check: (values: PersonFormValues) => Validation<Data>;
  /** Sends the body; a throw is shown in the form. */
  save: (data: Data) => Promise<unknown>;
  onCancel: () => void;
}

type TextField = 'name' | 'surname' | 'dni' | 'email' | 'phone' | 'birthDate';

/** Create or edit a person: every field of the contract's PersonFieldsSchema, errors under each field. */
export function PersonForm<Data>({ mode, initial, person, submitLabel, pending, check, save, onCancel }: PersonFormProps<Data>) {
  const { t } = useTranslation(['person', 'forms']);
  const [values, setValues] = useState(initial);
  const { submit, alert, errors, setErrors, clear } = useSaveForm({
    check: (candidate) => check(candidate as PersonFormValues),
    save,
    // A failure without field problems in one sentence (409 "already has an account"…).
    alert: ({ errors: problems, error }) =>
      error !== undefined && !hasFieldErrors(problems)
        ? personErrorText(t, error, mode === 'create' ? 'person:form.createFailed' : 'person:form.updateFailed')
        : null,
  });

  const change = <K extends keyof PersonFormValues>(field: K, value: PersonFormValues[K], ...errorFields: string[]) => {
    setValues((current) => ({ ...current, [field]: value }));
    for (const key of [field, ...errorFields]) clear(key);
  };
  const errorOf = (...fields: string[]) => fieldErrorText(t, errors, ...fields);
  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
    error: errorOf(field),
    errorProps: { 'data-testid': `field-error-${field}` },
  });

  // Early feedback on the one field people most often mistype; the submit checks everything again.
  const checkDni = () => {
    if (values.dni.trim() && !isValidSpanishIdentification(values.dni)) setErrors((current) => ({ ...current, dni: ['identification'] }));
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  const other = Object.entries(errors).filter(([field]) => !(PERSON_FORM_FIELDS as readonly string[]).includes(field));
  const withCategory = showsCategory(values.type) || initial.category !== '';
  const option = (value: string, label: string) => ({ value, label });

  return (
    <form onSubmit={send} noValidate style={READABLE_ERRORS} data-testid="person-form" aria-label={submitLabel}>
      <Stack gap="md">
        {hasFieldErrors(errors) && (
          <Notice tone="danger" role="alert" data-testid="person-form-summary">
            {t('forms:summary')}
          </Notice>
        )}
        {other.map(([field]) => (
          <Notice key={field} tone="danger" role="alert">
            {errorOf(field)}
          </Notice>
        ))}
        {alert && (
          <Notice tone="danger" role="alert" data-testid="person-form-error">
            {alert}
          </Notice>
        )}
        {mode === 'create' && (
          <NativeSelect
            label={t('person:fields.type')}
            name="type"
            data={CLUB_ROLES.map((role) => option(role, t(`person:roles.${role}`)))}
            value={values.type}
            onChange={(event) => {
              const type = event.currentTarget.value as PersonFormValues['type'];
              change('type', type);
              // A new manager usually needs the control panel; other profiles never use it.
              change('panelAccess', showsPanelAccess(type));
            }}
            error={errorOf('type')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('person:fields.name')} required autoComplete="off" {...text('name')} />
          <TextInput label={t('person:fields.surname')} required autoComplete="off" {...text('surname')} />
          <TextInput
            label={t('person:fields.dni')}
            description={t('person:form.dniHelp')}
            autoComplete="off"
            onBlur={checkDni}
            {...text('dni')}
          />
          <TextInput label={t('person:fields.email')} type="email" autoComplete="off" {...text('email')} />
          <TextInput
            label={t('person:fields.phone')}
            type="tel"
            autoComplete="off"
            description={t('person:form.phoneHelp')}
            {...text('phone')}
          />
          <TextInput label={t('person:fields.birthDate')} type="date" {...text('birthDate')} />
          <NativeSelect
            label={t('person:fields.gender')}
            name="gender"
            data={[option('', t('person:form.notSet')), ...PERSON_GENDERS.map((g) => option(g, t(`person:genders.${g}`)))]}
            value={values.gender}
            onChange={(event) => change('gender', event.currentTarget.value as PersonFormValues['gender'])}
            error={errorOf('gender')}
          />
          {withCategory && (
            <NativeSelect
              label={t('person:fields.category')}
              name="category"
              data={[option('', t('person:form.notSet')), ...PERSON_CATEGORIES.map((c) => option(c, t(`person:categories.${c}`)))]}
              value={values.category}
              onChange={(event) => change('category', event.currentTarget.value as PersonFormValues['category'])}
              error={errorOf('category')}
              errorProps={{ 'data-testid': 'field-error-category' }}
            />
          )}
        </SimpleGrid>
        {showsPanelAccess(values.type) && (
          <Switch
            label={t('person:fields.panelAccess')}
            description={t('person:form.panelAccessHelp')}
            name="panelAccess"
            checked={values.panelAccess}
            onChange={(event) => change('panelAccess', event.currentTarget.checked)}
            error={errorOf('panelAccess')}
          />
        )}
        <PersonTermsFields
          values={values}
          terms={person?.terms}
          onChange={change}
          error={errorOf('terms', 'terms.version', 'terms.custom')}
        />
        <FormActions
          cancelLabel={t('person:actions.cancel')}
          onCancel={onCancel}
          submitLabel={submitLabel}
          pending={pending}
          submitTestId="person-form-submit"
        />
      </Stack>
    </form>
  );
}
