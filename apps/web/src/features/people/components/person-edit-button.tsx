import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Person } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError } from '../../../components/forms';
import { notify } from '../../../lib/notify';
import { useUpdatePerson } from '../api/update-person';
import { buildUpdateBody, personFormValues, type PersonFormValues } from '../lib/person-form';
import { PersonForm, type PersonFormOutcome } from './person-form';

/** "Edit" + the person form in a modal; only the changed fields are sent (merge-patch). */
export function PersonEditButton({ clubHash, person }: { clubHash: string; person: Person }) {
  const { t } = useTranslation('person');
  const [opened, setOpened] = useState(false);
  const narrow = useMediaQuery('(max-width: 36em)');
  const mutation = useUpdatePerson(clubHash, person.id);

  const submit = async (values: PersonFormValues): Promise<PersonFormOutcome> => {
    const built = buildUpdateBody(values, person);
    if (!built.ok) return built;
    if (!built.changed) {
      notify('info', t('form.unchanged'));
      setOpened(false);
      return { ok: true };
    }
    try {
      const updated = await mutation.mutateAsync(built.data);
      notify('success', t('form.updated', { name: `${updated.name} ${updated.surname}` }));
      setOpened(false);
      return { ok: true };
    } catch (error) {
      return { ok: false, errors: fieldErrorsFromApiError(error), error };
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpened(true)} data-testid="edit-person">
        {t('actions.edit')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('form.editTitle', { name: `${person.name} ${person.surname}` })}
        size="lg"
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {opened && (
          <PersonForm
            mode="edit"
            initial={personFormValues(person)}
            person={person}
            submitLabel={t('form.editSubmit')}
            pending={mutation.isPending}
            onSubmit={submit}
            onCancel={() => setOpened(false)}
          />
        )}
      </Modal>
    </>
  );
}
