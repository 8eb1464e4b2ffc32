import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ClubRole, CreatePersonBody } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../components/forms';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useCreatePerson } from '../api/create-person';
import { buildCreateBody, emptyPersonForm } from '../lib/person-form';
import { PersonForm } from './person-form';

export interface CreatePersonButtonProps {
  clubHash: string;
  /** Profile type the new person gets (the list it is opened from). */
  type: ClubRole;
}

/** "New person" button + form in a modal; on success the new person's page opens. */
export function CreatePersonButton({ clubHash, type }: CreatePersonButtonProps) {
  const { t } = useTranslation('person');
  const [opened, setOpened] = useState(false);
  const narrow = useMediaQuery('(max-width: 36em)');
  const mutation = useCreatePerson(clubHash);
  const navigate = useNavigate();

  const save = async (body: CreatePersonBody) => {
    const created = await mutation.mutateAsync(body);
    notify('success', t('form.created', { name: `${created.name} ${created.surname}` }));
    setOpened(false);
    void navigate(paths.manager.persons.person(clubHash, created.id));
  };

  return (
    <>
      <Button onClick={() => setOpened(true)} data-testid="create-person">
        {t('actions.create')}
      </Button>
      {/* Mounted only while open: every opening starts with an empty form. */}
      <FormModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('form.createTitle')}
        size="lg"
        fullScreen={narrow}
        closeLabel={t('actions.close')}
      >
        <PersonForm
          mode="create"
          initial={emptyPersonForm(type)}
          submitLabel={t('form.createSubmit')}
          pending={mutation.isPending}
          check={buildCreateBody}
          save={save}
          onCancel={() => setOpened(false)}
        />
      </FormModal>
    </>
  );
}
