import { Button, Checkbox, Group, Paper, Stack, Title } from '@mantine/core';
import type { CreateMessageBody } from '@tribuna/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../components/forms/field-errors';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useCreateMessage } from '../api/create-message';
import { useAttachmentUploads } from '../hooks/use-attachment-uploads';
import { messagingErrorText } from '../lib/message-errors';
import { AttachmentUploader } from './attachment-uploader';
import { LazyRichTextField } from './lazy-rich-text';

interface MessageComposerProps {
  clubHash: string;
  threadHash: string;
  /** The heading, saying where the message goes ("Reply to Luis Pérez", "Broadcast to every recipient"). */
  title: string;
  submitLabel: string;
  /** Where it goes: a conversation, a broadcast, or (a recipient) their own conversation. */
  target: Pick<CreateMessageBody, 'conversationHash' | 'broadcast'>;
  /** Offer "reply to all": the API says when (a conversation one started, with more than one other person). */
  canReplyToAll?: boolean;
  testId: string;
}

/** Write a message in a thread: rich text, attachments, and reply-to-all where allowed. */
export function MessageComposer({ clubHash, threadHash, title, submitLabel, target, canReplyToAll, testId }: MessageComposerProps) {
  const { t } = useTranslation('messages');
  const headingId = useId();
  const send = useCreateMessage(clubHash, threadHash);
  const uploads = useAttachmentUploads(clubHash);
  const [body, setBody] = useState('');
  const [toAll, setToAll] = useState(false);
  const [bodyError, setBodyError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  // A new key starts the editor afresh after a message is sent.
  const [round, setRound] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body) {
      setBodyError(translateFieldError(t, 'messageEmpty'));
      return;
    }
    setFailure(null);
    try {
      await send.mutateAsync({ ...target, body, attachments: uploads.hashes, ...(canReplyToAll && toAll ? { replyToAll: true } : {}) });
      notify('success', t('compose.sent'));
      setBody('');
      setToAll(false);
      uploads.reset();
      setRound((value) => value + 1);
    } catch (error) {
      setFailure(messagingErrorText(t, error, 'messages:errors.send'));
    }
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId} data-testid={testId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          {failure && (
            <Notice tone="danger" role="alert" data-testid={`${testId}-error`}>
              {failure}
            </Notice>
          )}
          <LazyRichTextField
            key={round}
            label={t('compose.body')}
            required
            onChange={(html) => {
              setBody(html);
              if (html) setBodyError(undefined);
            }}
            error={bodyError}
          />
          <AttachmentUploader uploads={uploads} />
          {canReplyToAll && (
            <Checkbox label={t('compose.replyToAll')} checked={toAll} onChange={(event) => setToAll(event.currentTarget.checked)} />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} disabled={uploads.busy} data-testid={`${testId}-send`}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
