import { Button, CloseButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { TEAM_TRAININGS_MAX, TeamTrainingsBodySchema, TRAINING_PLACE_MAX, type TeamTraining } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, useSaveForm, validateWith } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useReplaceTeamTrainings } from '../api/replace-team-trainings';
import { READABLE_ERRORS } from '../lib/readable-errors';
import { bodyOf, newRow, rowAfter, weekdayOptions, type TrainingRow } from '../lib/training-times';

/** Two times side by side still fit a 375 px phone, with room for a 12-hour clock's "06:00 PM". */
const TIME_WIDTH = 140;

interface EditorProps {
  clubHash: string;
  teamHash: string;
  initial: readonly TeamTraining[];
  onDone: () => void;
}

/** The week's training times as rows (day, start, end, place); Save sends the whole list (PUT). */
export function TeamTrainingsEditor({ clubHash, teamHash, initial, onDone }: EditorProps) {
  const { t, i18n } = useTranslation('teams');
  const mutation = useReplaceTeamTrainings(clubHash, teamHash);
  const [rows, setRows] = useState<TrainingRow[]>(() => initial.map((slot) => newRow(slot)));
  const { submit, alert, errorOf, clear, setErrors } = useSaveForm({
    // The same schema the API checks with: formats, end after start and overlaps, field by field.
    check: (values) => validateWith(TeamTrainingsBodySchema, bodyOf(values as TrainingRow[])),
    save: async (body) => {
      await mutation.mutateAsync(body);
      notify('success', t('trainings.saved'));
    },
    onSaved: onDone,
    failure: t('trainings.saveFailed'),
  });
  const days = weekdayOptions(i18n.language);

  const set = (index: number, field: keyof Omit<TrainingRow, 'key'>, value: string) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
    clear(`trainings.${index}.${field}`);
  };
  // Problems are named by row number: once a row goes, the old numbers no longer point at the right rows.
  const remove = (index: number) => {
    setRows((current) => current.filter((_, at) => at !== index));
    setErrors({});
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit(rows);
  };

  return (
    <form onSubmit={send} noValidate style={READABLE_ERRORS} data-testid="trainings-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        {errorOf('trainings') && (
          <Notice tone="danger" role="alert">
            {errorOf('trainings')}
          </Notice>
        )}
        {rows.length === 0 && <Text size="sm">{t('trainings.noneWillClear')}</Text>}
        {rows.map((row, index) => {
          const field = (name: string) => `trainings.${index}.${name}`;
          const number = index + 1;
          return (
            <Group
              key={row.key}
              role="group"
              aria-label={t('trainings.row', { number })}
              gap="sm"
              align="flex-start"
              wrap="wrap"
              data-testid="training-row"
            >
              <Select
                w={{ base: '100%', xs: 170 }}
                label={t('trainings.weekday')}
                required
                placeholder={t('fields.choose')}
                data={days}
                value={row.weekday || null}
                onChange={(value) => set(index, 'weekday', value ?? '')}
                error={errorOf(field('weekday'))}
                data-testid="training-weekday"
              />
              {(['startsAt', 'endsAt'] as const).map((name) => (
                <TextInput
                  key={name}
                  type="time"
                  w={TIME_WIDTH}
                  label={t(`trainings.${name}`)}
                  required
                  value={row[name]}
                  onChange={(event) => set(index, name, event.currentTarget.value)}
                  error={errorOf(field(name))}
                  data-testid={name === 'startsAt' ? 'training-starts' : 'training-ends'}
                />
              ))}
              <TextInput
                style={{ flex: '1 1 180px' }}
                label={t('trainings.place')}
                placeholder={t('trainings.placePlaceholder')}
                maxLength={TRAINING_PLACE_MAX}
                value={row.place}
                onChange={(event) => set(index, 'place', event.currentTarget.value)}
                error={errorOf(field('place'))}
                data-testid="training-place"
              />
              <CloseButton mt={28} size="lg" aria-label={t('trainings.remove', { number })} onClick={() => remove(index)} />
            </Group>
          );
        })}
        <Group justify="space-between" gap="sm">
          <Button
            variant="light"
            onClick={() => setRows((current) => [...current, rowAfter(current)])}
            disabled={rows.length >= TEAM_TRAININGS_MAX}
            data-testid="add-training"
          >
            {t('trainings.add')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('trainings.max', { max: TEAM_TRAININGS_MAX })}
          </Text>
        </Group>
        <FormActions
          cancelLabel={t('form.cancel')}
          onCancel={onDone}
          submitLabel={t('trainings.save')}
          pending={mutation.isPending}
          submitTestId="save-trainings"
        />
      </Stack>
    </form>
  );
}
