import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CreateThreadBodySchema, THREAD_SUBJECT_MAX, type MessagingPerson } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  errorReason,
  fieldErrorsFromApiError,
  translateFieldError,
  validateWith,
  type FieldErrors,
} from '../../../components/forms/field-errors';
import { LoadError } from '../../../components/ui/load-error';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { notify } from '../../../lib/notify';
import { useCreateThread } from '../api/create-thread';
import { useAllowedRecipients } from '../api/get-allowed-recipients';
import { useAttachmentUploads } from '../hooks/use-attachment-uploads';
import { messagingErrorText } from '../lib/message-errors';
import { recipientTargets, type GroupValue } from '../lib/recipient-options';
import { AttachmentUploader } from './attachment-uploader';
import { LazyRichTextField } from './lazy-rich-text';
import { RecipientsPicker } from './recipients-picker';

interface NewMessageModalProps {
  clubHash: string;
  profileHash: string;
  opened: boolean;
  onClose: () => void;
  threadPath: (threadHash: string) => string;
}

/** A new thread in a modal; the form starts afresh each time it opens. */
export function NewMessageModal({ clubHash, profileHash, opened, onClose, threadPath }: NewMessageModalProps) {
  const { t } = useTranslation('messages');
  // On a phone the form takes the whole screen: the editor and the pickers need the width.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('compose.newMessage')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="new-message-modal"
    >
      {opened && <NewMessageForm clubHash={clubHash} profileHash={profileHash} onClose={onClose} threadPath={threadPath} />}
    </Modal>
  );
}

const PERSONALLY = '';

function NewMessageForm({ clubHash, profileHash, onClose, threadPath }: Omit<NewMessageModalProps, 'opened'>) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const allowed = useAllowedRecipients(clubHash, profileHash);
  const create = useCreateThread(clubHash, profileHash);
  const uploads = useAttachmentUploads(clubHash);
  const [from, setFrom] = useState(PERSONALLY);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [groups, setGroups] = useState<GroupValue[]>([]);
  const [people, setPeople] = useState<MessagingPerson[]>([]);
  const [repliesDisabled, setRepliesDisabled] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (allowed.isPending) return <PlaceholderRows />;
  if (allowed.isError) {
    return (
      <LoadError
        message={t('errors.loadRecipients')}
        retryLabel={t('list.retry')}
        onRetry={() => void allowed.refetch()}
        testId="recipients-error"
      />
    );
  }

  const errorOf = (field: string) => {
    const problems = errors[field];
    return problems?.length ? problems.map((problem) => translateFieldError(t, problem)).join(' ') : undefined;
  };
  const clear = (field: string) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(CreateThreadBodySchema, {
      subject,
      body,
      recipients: recipientTargets(groups, people),
      fromMailboxHash: from || undefined,
      repliesDisabled,
      attachments: uploads.hashes,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      const thread = await create.mutateAsync(checked.data);
      notify('success', t('compose.threadSent', { subject: thread.subject }));
      onClose();
      void navigate(threadPath(thread.threadHash));
    } catch (error) {
      const fields = fieldErrorsFromApiError(error);
      setErrors(fields);
      // A refusal that names no field of the form (a 409, a mailbox one cannot write from) shows above it.
      if (errorReason(error) || Object.keys(fields).length === 0) setFailure(messagingErrorText(t, error, 'messages:errors.createThread'));
    }
  };

  const fromOptions = [
    { value: PERSONALLY, label: t('compose.personally') },
    ...allowed.data.fromMailboxes.map((box) => ({ value: box.mailboxHash, label: box.name })),
  ];
  const recipientsError = errorOf('recipients') ?? errorOf('recipients.0');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="new-message-form">
      <Stack gap="md">
        {failure && (
          <Notice tone="danger" role="alert" data-testid="new-message-error">
            {failure}
          </Notice>
        )}
        {allowed.data.fromMailboxes.length > 0 && (
          <Select
            label={t('compose.from')}
            data={fromOptions}
            value={from}
            onChange={(value) => setFrom(value ?? PERSONALLY)}
            allowDeselect={false}
            error={errorOf('fromMailboxHash')}
            data-testid="new-message-from"
          />
        )}
        <RecipientsPicker
          clubHash={clubHash}
          profileHash={profileHash}
          allowed={allowed.data}
          groups={groups}
          people={people}
          onGroups={(next) => {
            setGroups(next);
            clear('recipients');
          }}
          onPeople={(next) => {
            setPeople(next);
            clear('recipients');
          }}
          error={recipientsError}
        />
        <TextInput
          label={t('compose.subject')}
          required
          maxLength={THREAD_SUBJECT_MAX}
          value={subject}
          onChange={(event) => {
            setSubject(event.currentTarget.value);
            clear('subject');
          }}
          error={errorOf('subject')}
          data-autofocus
          data-testid="new-message-subject"
        />
        <LazyRichTextField
          label={t('compose.body')}
          required
          onChange={(html) => {
            setBody(html);
            clear('body');
          }}
          error={errorOf('body')}
        />
        <AttachmentUploader uploads={uploads} />
        <Checkbox
          label={t('compose.disableReplies')}
          description={t('compose.disableRepliesHelp')}
          checked={repliesDisabled}
          onChange={(event) => setRepliesDisabled(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={uploads.busy} data-testid="new-message-send">
            {t('compose.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
