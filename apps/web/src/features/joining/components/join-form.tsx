import { Button, Checkbox, Fieldset, Radio, Group, Stack, TextInput } from '@mantine/core';
import { JoiningRequestBodySchema, type JoiningAudience, type JoiningForm as FormData } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { sendJoiningRequest } from '../api/joining-api';
import { EMPTY_MANDATE, MandateFields, type MandateDraft } from './mandate-fields';
import { ContactFields, PersonFields } from './person-fields';
import { PlanChoice } from './plan-choice';

interface JoinFormProps {
  form: FormData;
  onSent: (email: string) => void;
}

const blank = (value: string) => (value.trim() ? value : undefined);

/**
 * The portal's sign-up: who joins (oneself, or one's child), as partner or athlete, their data,
 * the plan, the privacy policy and, optionally, a SEPA mandate. Checked with the API's own schema
 * first; the API's answers (plan not open, NIF/NIE, IBAN) land on their fields.
 */
export function JoinForm({ form, onSent }: JoinFormProps) {
  const { t } = useTranslation('joining');
  const [forChild, setForChild] = useState(false);
  const [audience, setAudience] = useState<JoiningAudience>('partner');
  const [person, setPerson] = useState({ name: '', surname: '', birthDate: '', dni: '', email: '', phone: '' });
  const [guardian, setGuardian] = useState({ name: '', surname: '', dni: '' });
  const [plan, setPlan] = useState('');
  const [privacy, setPrivacy] = useState(false);
  const [withMandate, setWithMandate] = useState(false);
  const [mandate, setMandate] = useState<MandateDraft>(EMPTY_MANDATE);
  const plans = form.plans.filter((item) => item.audience === audience);

  const { submit, saving, alert, errorOf } = useSaveForm({
    check: JoiningRequestBodySchema,
    save: (body) => sendJoiningRequest(form.club.shortname, body),
    onSaved: () => onSent(person.email.trim()),
    failure: t('join.failure'),
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      audience,
      forChild,
      name: person.name,
      surname: person.surname,
      birthDate: person.birthDate,
      dni: blank(person.dni),
      email: person.email,
      phone: blank(person.phone),
      guardian: forChild ? guardian : undefined,
      plan,
      privacyAccepted: privacy,
      mandate: withMandate ? { ...mandate, bic: blank(mandate.bic) } : undefined,
    });
  };
  const setField = (field: keyof typeof person) => (e: { currentTarget: { value: string } }) => {
    // Read now: React clears currentTarget once the event is handled, before the updater runs.
    const { value } = e.currentTarget;
    setPerson((current) => ({ ...current, [field]: value }));
  };

  return (
    <form onSubmit={send} noValidate data-testid="join-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <Radio.Group label={t('join.who')} value={forChild ? 'child' : 'self'} onChange={(value) => setForChild(value === 'child')}>
          <Group mt="xs">
            <Radio value="self" label={t('join.self')} />
            <Radio value="child" label={t('join.child')} />
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t('join.as')}
          value={audience}
          onChange={(value) => {
            setAudience(value as JoiningAudience);
            setPlan('');
          }}
        >
          <Group mt="xs">
            <Radio value="partner" label={t('join.partner')} />
            <Radio value="athlete" label={t('join.athlete')} />
          </Group>
        </Radio.Group>
        {forChild && (
          <Fieldset legend={t('join.guardianSection')}>
            <Stack gap="sm">
              <TextInput
                label={t('join.name')}
                required
                autoComplete="given-name"
                value={guardian.name}
                onChange={(e) => setGuardian({ ...guardian, name: e.currentTarget.value })}
                error={errorOf('guardian', 'guardian.name')}
              />
              <TextInput
                label={t('join.surname')}
                required
                autoComplete="family-name"
                value={guardian.surname}
                onChange={(e) => setGuardian({ ...guardian, surname: e.currentTarget.value })}
                error={errorOf('guardian.surname')}
              />
              <TextInput
                label={t('join.dni')}
                required
                value={guardian.dni}
                onChange={(e) => setGuardian({ ...guardian, dni: e.currentTarget.value })}
                error={errorOf('guardian.dni')}
              />
            </Stack>
          </Fieldset>
        )}
        <Fieldset legend={t(forChild ? 'join.childSection' : 'join.personSection')}>
          <Stack gap="sm">
            <PersonFields
              labels={{ name: t('join.name'), surname: t('join.surname'), birthDate: t('join.birthDate') }}
              value={person}
              onChange={setField}
              errorOf={errorOf}
              autoComplete={forChild ? { name: 'off', surname: 'off' } : { name: 'given-name', surname: 'family-name' }}
            />
            <TextInput
              label={t(forChild ? 'join.dniOptional' : 'join.dni')}
              required={!forChild}
              value={person.dni}
              onChange={setField('dni')}
              error={errorOf('dni')}
            />
          </Stack>
        </Fieldset>
        <ContactFields
          labels={{ email: t(forChild ? 'join.guardianEmail' : 'join.email'), phone: t('join.phone') }}
          value={person}
          onChange={setField}
          errorOf={errorOf}
        />
        <PlanChoice plans={plans} value={plan} onChange={setPlan} error={errorOf('plan')} />
        <Checkbox label={t('join.mandateToggle')} checked={withMandate} onChange={(e) => setWithMandate(e.currentTarget.checked)} />
        {withMandate && <MandateFields club={form.club.name} value={mandate} onChange={setMandate} errorOf={errorOf} />}
        <Checkbox
          label={t('join.privacy', { club: form.club.name })}
          required
          checked={privacy}
          onChange={(e) => setPrivacy(e.currentTarget.checked)}
          error={errorOf('privacyAccepted')}
          data-testid="privacy-accept"
        />
        <Button type="submit" loading={saving} size="md" data-testid="join-submit">
          {t('join.submit')}
        </Button>
      </Stack>
    </form>
  );
}
