import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Person } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useUpdatePerson } from '../api/update-person';
import { personErrorText } from '../lib/person-form-errors';

/** Disable (or enable again) a person after confirming; a disabled person keeps all their data. */
export function PersonStatusButton({ clubHash, person }: { clubHash: string; person: Person }) {
  const { t } = useTranslation(['person', 'forms']);
  const [open, setOpen] = useState(false);
  // The state asked for is fixed when the dialog opens, so its texts do not flip while it closes.
  const [asked, setAsked] = useState(!person.enabled);
  const mutation = useUpdatePerson(clubHash, person.id);
  const name = `${person.name} ${person.surname}`;
  const next = !person.enabled;

  const ask = () => {
    setAsked(next);
    setOpen(true);
  };

  const confirm = async () => {
    try {
      await mutation.mutateAsync({ enabled: asked });
      notify('success', asked ? t('person:status.enabledDone', { name }) : t('person:status.disabledDone', { name }));
    } catch (error) {
      notify('error', personErrorText(t, error, 'person:status.failed'));
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <Button variant="outline" color={next ? 'brand' : 'red.9'} onClick={ask} data-testid={next ? 'enable-person' : 'disable-person'}>
        {next ? t('person:status.enable') : t('person:status.disable')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={asked ? t('person:status.enableTitle') : t('person:status.disableTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('person:actions.close') }}
      >
        <Stack gap="md">
          <Text>{asked ? t('person:status.enableConfirm', { name }) : t('person:status.disableConfirm', { name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('person:actions.cancel')}
            </Button>
            <Button
              color={asked ? 'brand' : 'red.9'}
              loading={mutation.isPending}
              onClick={() => void confirm()}
              data-testid="confirm-status"
            >
              {asked ? t('person:status.enable') : t('person:status.disable')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
