import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { MAILBOX_NAME_MAX } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../components/forms/field-errors';
import { Notice } from '../../../components/ui/notice';
import { messagingErrorText } from '../lib/message-errors';

export type NameDialog =
  { kind: 'create' } | { kind: 'rename'; mailboxHash: string; name: string } | { kind: 'duplicate'; mailboxHash: string; name: string };

interface MailboxNameModalProps {
  dialog: NameDialog | null;
  pending: boolean;
  onClose: () => void;
  /** Saves the name; a thrown API error (mailboxNameTaken…) is shown in the modal. */
  onSave: (dialog: NameDialog, name: string) => Promise<void>;
}

/** Name a new mailbox, rename one, or name the copy of one. */
export function MailboxNameModal({ dialog, pending, onClose, onSave }: MailboxNameModalProps) {
  const { t } = useTranslation('messages');
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={dialog ? t(`mailboxes.${dialog.kind}Title`, { name: 'name' in dialog ? dialog.name : '' }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="mailbox-name-modal"
    >
      {dialog && <NameForm key={JSON.stringify(dialog)} dialog={dialog} pending={pending} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function NameForm({ dialog, pending, onClose, onSave }: { dialog: NameDialog } & Omit<MailboxNameModalProps, 'dialog'>) {
  const { t } = useTranslation('messages');
  const initial =
    dialog.kind === 'rename' ? dialog.name : dialog.kind === 'duplicate' ? t('mailboxes.copyName', { name: dialog.name }) : '';
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(translateFieldError(t, 'required'));
      return;
    }
    try {
      await onSave(dialog, name.trim());
    } catch (failure) {
      setError(messagingErrorText(t, failure, 'messages:errors.saveMailbox'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {error && (
          <Notice tone="danger" role="alert" data-testid="mailbox-name-error">
            {error}
          </Notice>
        )}
        <TextInput
          label={t('mailboxes.name')}
          required
          maxLength={MAILBOX_NAME_MAX}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
          data-testid="mailbox-name"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="mailbox-name-save">
            {t(`mailboxes.${dialog.kind}Save`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
