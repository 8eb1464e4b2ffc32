import { Button, Group } from '@mantine/core';
import type { Attachment } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { downloadAttachment } from '../api/download-attachment';
import { formatSize } from '../lib/format';
import { messagingErrorText } from '../lib/message-errors';

/** A message's files, each a button that downloads it (the call carries the token and the Profile header). */
export function AttachmentList({ clubHash, attachments }: { clubHash: string; attachments: Attachment[] }) {
  const { t, i18n } = useTranslation('messages');
  if (attachments.length === 0) return null;
  const download = (attachment: Attachment) =>
    downloadAttachment(clubHash, attachment).catch((error: unknown) =>
      notify('error', messagingErrorText(t, error, 'messages:errors.download')),
    );
  return (
    <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('attachments.listLabel')}>
      {attachments.map((attachment) => (
        <li key={attachment.attachmentHash}>
          <Button
            variant="light"
            color="brand"
            size="compact-sm"
            onClick={() => void download(attachment)}
            aria-label={t('attachments.download', { name: attachment.fileName })}
            data-testid="attachment"
          >
            {attachment.fileName} ({formatSize(attachment.size, i18n.language)})
          </Button>
        </li>
      ))}
    </Group>
  );
}
