import { Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { CreateSeasonBodySchema, SEASON_NAME_MAX } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useCreateSeason } from '../api/plans-api';

interface SeasonFormModalProps {
  clubHash: string;
  opened: boolean;
  onClose: () => void;
  /** Called with the new season's hash, to show it. */
  onCreated: (seasonHash: string) => void;
}

/** A new season: name, dates, grace days; it copies the plans of the season before it unless told not to. */
export function SeasonFormModal({ clubHash, opened, onClose, onCreated }: SeasonFormModalProps) {
  const { t } = useTranslation('fees');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('seasons.createTitle')}
      closeLabel={t('form.close')}
      data-testid="season-form-modal"
    >
      <SeasonForm clubHash={clubHash} onClose={onClose} onCreated={onCreated} />
    </FormModal>
  );
}

function SeasonForm({ clubHash, onClose, onCreated }: Omit<SeasonFormModalProps, 'opened'>) {
  const { t } = useTranslation('fees');
  const create = useCreateSeason(clubHash);
  const year = new Date().getFullYear();
  const [name, setName] = useState(`${year}/${year + 1}`);
  const [startsOn, setStartsOn] = useState(`${year}-07-01`);
  const [endsOn, setEndsOn] = useState(`${year + 1}-06-30`);
  const [graceDays, setGraceDays] = useState<number | string>(30);
  const [copyPlans, setCopyPlans] = useState(true);
  const { submit, saving, alert, errorOf } = useSaveForm({
    check: CreateSeasonBodySchema,
    save: async (checked) => {
      const season = await create.mutateAsync(checked);
      notify('success', t('seasons.created', { name: season.name }));
      onCreated(season.hash);
    },
    onSaved: onClose,
    failure: t('errors.save'),
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({ name, startsOn, endsOn, graceDays: typeof graceDays === 'number' ? graceDays : undefined, copyPlans });
  };
  return (
    <form onSubmit={send} noValidate data-testid="season-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <TextInput
          label={t('seasons.name')}
          description={t('seasons.nameHelp')}
          required
          maxLength={SEASON_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errorOf('name')}
          data-autofocus
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('seasons.startsOn')}
            required
            value={startsOn}
            onChange={(event) => setStartsOn(event.currentTarget.value)}
            error={errorOf('startsOn')}
          />
          <TextInput
            type="date"
            label={t('seasons.endsOn')}
            required
            value={endsOn}
            onChange={(event) => setEndsOn(event.currentTarget.value)}
            error={errorOf('endsOn')}
          />
        </Group>
        <NumberInput
          label={t('seasons.graceDays')}
          description={t('seasons.graceDaysHelp')}
          min={0}
          max={365}
          allowDecimal={false}
          value={graceDays}
          onChange={setGraceDays}
          error={errorOf('graceDays')}
        />
        <Checkbox label={t('seasons.copyPlans')} checked={copyPlans} onChange={(event) => setCopyPlans(event.currentTarget.checked)} />
        <FormActions
          cancelLabel={t('form.cancel')}
          onCancel={onClose}
          submitLabel={t('seasons.create')}
          pending={saving}
          submitTestId="season-save"
        />
      </Stack>
    </form>
  );
}
