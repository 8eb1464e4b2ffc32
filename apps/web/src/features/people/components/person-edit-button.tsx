import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Person, UpdatePersonBody } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/forms';
import { notify } from '../../../lib/notify';
import { useUpdatePerson } from '../api/update-person';
import { buildUpdateBody, personFormValues, type PersonFormValues } from '../lib/person-form';
import { PersonForm } from './person-form';

/** "Edit" + the person form in a modal; only the changed fields are sent (merge-patch). */
export function PersonEditButton({ clubHash, person }: { clubHash: string; person: Person }) {
  const { t } = useTranslation('person');
  const [opened, setOpened] = useState(false);
  const narrow = useMediaQuery('(max-width: 36em)');
  const mutation = useUpdatePerson(clubHash, person.id);

  // Only the changed fields are sent; nothing changed closes the form without a request.
  const check = (values: PersonFormValues) => {
    const built = buildUpdateBody(values, person);
    return built.ok ? { ok: true as const, data: built } : built;
  };
  const save = async ({ data, changed }: { data: UpdatePersonBody; changed: boolean }) => {
    if (!changed) {
      notify('info', t('form.unchanged'));
    } else {
      const updated = await mutation.mutateAsync(data);
      notify('success', t('form.updated', { name: `${updated.name} ${updated.surname}` }));
    }
    setOpened(false);
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpened(true)} data-testid="edit-person">
        {t('actions.edit')}
      </Button>
      <FormModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('form.editTitle', { name: `${person.name} ${person.surname}` })}
        size="lg"
        fullScreen={narrow}
        closeLabel={t('actions.close')}
      >
        <PersonForm
          mode="edit"
          initial={personFormValues(person)}
          person={person}
          submitLabel={t('form.editSubmit')}
          pending={mutation.isPending}
          check={check}
          save={save}
          onCancel={() => setOpened(false)}
        />
      </FormModal>
    </>
  );
}
