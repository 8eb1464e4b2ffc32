import { Button, Group } from '@mantine/core';
import type { ThreadDetail } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { useDeleteThread } from '../api/delete-thread';
import { useRestoreThread } from '../api/restore-thread';
import { useUpdateThreadState } from '../api/update-thread-state';
import { messagingErrorText } from '../lib/message-errors';
import { ConfirmModal } from '../../../components/ui/confirm-modal';

interface ThreadActionsProps {
  clubHash: string;
  profileHash: string;
  thread: ThreadDetail;
  /** Where the person goes after marking unread or deleting (the list they came from). */
  listPath: string;
}

/** Archive or unarchive, mark as unread, delete (author side, managers) and restore (managers). */
export function ThreadActions({ clubHash, profileHash, thread, listPath }: ThreadActionsProps) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const state = useUpdateThreadState(clubHash, profileHash);
  const remove = useDeleteThread(clubHash);
  const restore = useRestoreThread(clubHash, profileHash);
  const [confirming, setConfirming] = useState(false);
  const fail = (error: unknown) => notify('error', messagingErrorText(t, error, 'messages:errors.update'));
  const { threadHash, subject } = thread;

  const archive = (archived: boolean) =>
    state.mutate(
      { threadHash, body: { archived } },
      { onSuccess: () => notify('success', t(archived ? 'actions.archived' : 'actions.unarchived', { subject })), onError: fail },
    );
  // Staying on the thread would read it again (and mark it read): back to the list.
  const markUnread = () =>
    state.mutate(
      { threadHash, body: { read: false } },
      {
        onSuccess: () => {
          notify('success', t('actions.markedUnread', { subject }));
          void navigate(listPath);
        },
        onError: fail,
      },
    );
  const confirmDelete = () =>
    remove.mutate(threadHash, {
      onSuccess: () => {
        notify('success', t('actions.deleted', { subject }));
        void navigate(listPath);
      },
      onError: (error) => {
        setConfirming(false);
        fail(error);
      },
    });

  return (
    <Group gap="xs" data-testid="thread-actions">
      {!thread.deleted && (
        <Button
          variant="outline"
          size="xs"
          onClick={() => archive(!thread.archived)}
          loading={state.isPending && state.variables?.body.archived !== undefined}
        >
          {t(thread.archived ? 'actions.unarchive' : 'actions.archive')}
        </Button>
      )}
      {!thread.deleted && (
        <Button variant="outline" size="xs" onClick={markUnread}>
          {t('actions.markUnread')}
        </Button>
      )}
      {thread.canDelete && !thread.deleted && (
        <Button variant="outline" color="red.9" size="xs" onClick={() => setConfirming(true)}>
          {t('actions.delete')}
        </Button>
      )}
      {thread.canRestore && thread.deleted && (
        <Button
          size="xs"
          loading={restore.isPending}
          onClick={() =>
            restore.mutate(threadHash, { onSuccess: () => notify('success', t('actions.restored', { subject })), onError: fail })
          }
        >
          {t('actions.restore')}
        </Button>
      )}
      <ConfirmModal
        opened={confirming}
        title={t('actions.deleteTitle')}
        message={t('actions.deleteConfirm', { subject })}
        confirmLabel={t('actions.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
        testId="confirm-delete-thread"
      />
    </Group>
  );
}
