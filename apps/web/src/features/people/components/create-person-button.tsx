import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ClubRole } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorsFromApiError } from '../../../components/forms';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useCreatePerson } from '../api/create-person';
import { buildCreateBody, emptyPersonForm, type PersonFormValues } from '../lib/person-form';
import { PersonForm, type PersonFormOutcome } from './person-form';

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

  const submit = async (values: PersonFormValues): Promise<PersonFormOutcome> => {
    const built = buildCreateBody(values);
    if (!built.ok) return built;
    try {
      const created = await mutation.mutateAsync(built.data);
      notify('success', t('form.created', { name: `${created.name} ${created.surname}` }));
      setOpened(false);
      void navigate(paths.manager.persons.person(clubHash, created.id));
      return { ok: true };
    } catch (error) {
      return { ok: false, errors: fieldErrorsFromApiError(error), error };
    }
  };

  return (
    <>
      <Button onClick={() => setOpened(true)} data-testid="create-person">
        {t('actions.create')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('form.createTitle')}
        size="lg"
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {/* Mounted only while open: every opening starts with an empty form. */}
        {opened && (
          <PersonForm
            mode="create"
            initial={emptyPersonForm(type)}
            submitLabel={t('form.createSubmit')}
            pending={mutation.isPending}
            onSubmit={submit}
            onCancel={() => setOpened(false)}
          />
        )}
      </Modal>
    </>
  );
}
