import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Mailbox } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { AREAS } from '../../../config/roles';
import { notify } from '../../../lib/notify';
import { useCreateMailbox } from '../api/create-mailbox';
import { useDuplicateMailbox } from '../api/duplicate-mailbox';
import { useMailboxes } from '../api/get-mailboxes';
import { useRemoveMailbox } from '../api/remove-mailbox';
import { useRenameMailbox } from '../api/rename-mailbox';
import { useActingProfile } from '../hooks/use-acting-profile';
import { messagingErrorText } from '../lib/message-errors';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { MailboxCard } from './mailbox-card';
import { MailboxNameModal, type NameDialog } from './mailbox-name-modal';
import { MessagesNav } from './messages-nav';
import { NoProfileNotice } from './no-profile-notice';

/** Mailbox management (managers, spec 2): create, rename, duplicate, delete, and who answers from each. */
export function MailboxManagementPage({ clubHash }: { clubHash: string }) {
  const profileHash = useActingProfile(clubHash);
  if (!profileHash) return <NoProfileNotice />;
  return <MailboxManagement clubHash={clubHash} profileHash={profileHash} />;
}

function MailboxManagement({ clubHash, profileHash }: { clubHash: string; profileHash: string }) {
  const { t } = useTranslation('messages');
  const query = useMailboxes(clubHash);
  const create = useCreateMailbox(clubHash);
  const rename = useRenameMailbox(clubHash);
  const duplicate = useDuplicateMailbox(clubHash);
  const remove = useRemoveMailbox(clubHash);
  const [naming, setNaming] = useState<NameDialog | null>(null);
  const [deleting, setDeleting] = useState<Mailbox | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});

  const save = async (dialog: NameDialog, name: string) => {
    if (dialog.kind === 'create') await create.mutateAsync({ name });
    else if (dialog.kind === 'rename') await rename.mutateAsync({ mailboxHash: dialog.mailboxHash, name });
    else await duplicate.mutateAsync({ mailboxHash: dialog.mailboxHash, name });
    notify('success', t(`mailboxes.${dialog.kind}Done`, { name }));
    setNaming(null);
  };

  const confirmDelete = (mailbox: Mailbox) =>
    remove.mutate(mailbox.mailboxHash, {
      onSuccess: () => notify('success', t('mailboxes.deleteDone', { name: mailbox.name })),
      // Spec 8: "This mailbox cannot be removed", shown on the mailbox itself.
      onError: (error) =>
        setRefusals((current) => ({ ...current, [mailbox.mailboxHash]: messagingErrorText(t, error, 'messages:errors.deleteMailbox') })),
      onSettled: () => setDeleting(null),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('mailboxes.title')}</Title>
          <Text c="dark.6">{t('mailboxes.intro')}</Text>
        </Stack>
        <Button onClick={() => setNaming({ kind: 'create' })} data-testid="new-mailbox">
          {t('mailboxes.new')}
        </Button>
      </Group>
      <MessagesNav clubHash={clubHash} role={AREAS.manager} />
      {query.isPending && <PlaceholderRows />}
      {query.isError && (
        <LoadError
          message={t('errors.loadMailboxes')}
          retryLabel={t('list.retry')}
          onRetry={() => void query.refetch()}
          testId="mailboxes-error"
        />
      )}
      {query.isSuccess && query.data['hydra:member'].length === 0 && <Text>{t('mailboxes.empty')}</Text>}
      {query.data?.['hydra:member'].map((mailbox) => (
        <MailboxCard
          key={mailbox.mailboxHash}
          clubHash={clubHash}
          profileHash={profileHash}
          mailbox={mailbox}
          problem={refusals[mailbox.mailboxHash] ?? null}
          onRename={() => setNaming({ kind: 'rename', mailboxHash: mailbox.mailboxHash, name: mailbox.name })}
          onDuplicate={() => setNaming({ kind: 'duplicate', mailboxHash: mailbox.mailboxHash, name: mailbox.name })}
          onDelete={() => {
            setRefusals(({ [mailbox.mailboxHash]: _gone, ...rest }) => rest);
            setDeleting(mailbox);
          }}
        />
      ))}
      <MailboxNameModal
        dialog={naming}
        pending={create.isPending || rename.isPending || duplicate.isPending}
        onClose={() => setNaming(null)}
        onSave={save}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('mailboxes.deleteTitle')}
        message={deleting ? t('mailboxes.deleteConfirm', { name: deleting.name }) : ''}
        confirmLabel={t('mailboxes.delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
        testId="confirm-delete-mailbox"
      />
    </Stack>
  );
}
