import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { InscriptionBodySchema, type Activity } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { sendInscription } from '../api/joining-api';
import { ContactFields, PersonFields } from './person-fields';

interface InscriptionFormProps {
  shortname: string;
  club: string;
  activity: Activity;
  onSent: (placesLeft: number) => void;
}

const blank = (value: string) => (value.trim() ? value : undefined);

/** One participant's inscription (a guardian fills it in for a child): it holds a place until the club confirms it. */
export function InscriptionForm({ shortname, club, activity, onSent }: InscriptionFormProps) {
  const { t } = useTranslation('joining');
  const [values, setValues] = useState({ name: '', surname: '', birthDate: '', guardianName: '', email: '', phone: '' });
  const [privacy, setPrivacy] = useState(false);
  const { submit, saving, alert, errorOf } = useSaveForm({
    check: InscriptionBodySchema,
    save: async (body) => onSent((await sendInscription(shortname, activity.hash, body)).placesLeft),
    failure: t('activities.failure'),
  });
  const set = (field: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    // Read now: React clears currentTarget once the event is handled, before the updater runs.
    const { value } = e.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({ ...values, guardianName: blank(values.guardianName), phone: blank(values.phone), privacyAccepted: privacy });
  };

  return (
    <form onSubmit={send} noValidate data-testid="inscription-form">
      <Stack gap="sm">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        {errorOf('activity') && (
          <Notice tone="danger" role="alert" data-testid="inscription-refused">
            {errorOf('activity')}
          </Notice>
        )}
        <PersonFields
          labels={{ name: t('activities.name'), surname: t('activities.surname'), birthDate: t('activities.birthDate') }}
          value={values}
          onChange={set}
          errorOf={errorOf}
        />
        <TextInput
          label={t('activities.guardianName')}
          autoComplete="name"
          value={values.guardianName}
          onChange={set('guardianName')}
          error={errorOf('guardianName')}
        />
        <ContactFields
          labels={{ email: t('activities.email'), phone: t('activities.phone') }}
          value={values}
          onChange={set}
          errorOf={errorOf}
        />
        <Checkbox
          label={t('join.privacy', { club })}
          required
          checked={privacy}
          onChange={(e) => setPrivacy(e.currentTarget.checked)}
          error={errorOf('privacyAccepted')}
        />
        <Button type="submit" loading={saving} data-testid="inscription-submit">
          {t('activities.submit')}
        </Button>
      </Stack>
    </form>
  );
}
