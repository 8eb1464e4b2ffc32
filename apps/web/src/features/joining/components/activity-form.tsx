import { Button, Group, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { ACTIVITY_NAME_MAX, CreateActivityBodySchema } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { centsFromInput } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useCreateActivity } from '../api/joining-api';

/** A new activity: name, description, the fee each participant pays, places and the first day. */
export function ActivityForm({ clubHash, onDone }: { clubHash: string; onDone: () => void }) {
  const { t } = useTranslation('joining');
  const create = useCreateActivity(clubHash);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [places, setPlaces] = useState<number | string>(20);
  const [startsOn, setStartsOn] = useState('');
  const { submit, saving, alert, errorOf } = useSaveForm({
    check: CreateActivityBodySchema,
    save: async (body) => {
      const created = await create.mutateAsync(body);
      notify('success', t('manage.created', { name: created.name }));
    },
    onSaved: onDone,
    failure: t('manage.failure'),
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      name,
      description,
      // A price that is not a number is sent as NaN: the schema names the field.
      price: price.trim() ? (centsFromInput(price) ?? Number.NaN) : 0,
      places: typeof places === 'number' ? places : Number.NaN,
      startsOn: startsOn || undefined,
    });
  };
  return (
    <form onSubmit={send} noValidate data-testid="activity-form">
      <Stack gap="sm">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <TextInput
          label={t('manage.name')}
          required
          maxLength={ACTIVITY_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errorOf('name')}
        />
        <Textarea
          label={t('manage.description')}
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errorOf('description')}
        />
        <TextInput
          label={t('manage.price')}
          inputMode="decimal"
          rightSection="€"
          value={price}
          onChange={(e) => setPrice(e.currentTarget.value)}
          error={errorOf('price')}
        />
        <NumberInput
          label={t('manage.places')}
          required
          min={1}
          allowDecimal={false}
          value={places}
          onChange={setPlaces}
          error={errorOf('places')}
        />
        <TextInput
          label={t('manage.startsOn')}
          type="date"
          value={startsOn}
          onChange={(e) => setStartsOn(e.currentTarget.value)}
          error={errorOf('startsOn')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('review.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="activity-save">
            {t('manage.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
