import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_MAX_BYTES, MESSAGE_ATTACHMENTS_MAX, isFieldErrorCode } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../components/forms/field-errors';
import type { useAttachmentUploads, UploadItem } from '../hooks/use-attachment-uploads';
import { formatSize } from '../lib/format';
import { messagingErrorText } from '../lib/message-errors';

type Uploads = ReturnType<typeof useAttachmentUploads>;

function problemText(t: Parameters<typeof translateFieldError>[0], item: UploadItem): string {
  if (isFieldErrorCode(item.error)) return translateFieldError(t, item.error);
  return messagingErrorText(t, item.error, 'messages:errors.upload');
}

/** Attach files (images, PDF, office documents), see each one's progress, remove one before sending. */
export function AttachmentUploader({ uploads }: { uploads: Uploads }) {
  const { t, i18n } = useTranslation('messages');
  const full = uploads.total >= MESSAGE_ATTACHMENTS_MAX;
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center">
        <FileButton onChange={(files) => uploads.add(files)} accept={ATTACHMENT_CONTENT_TYPES.join(',')} multiple disabled={full}>
          {(props) => (
            <Button {...props} variant="outline" size="xs" data-testid="attach-files">
              {t('attachments.add')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dark.6">
          {t('attachments.hint', { count: MESSAGE_ATTACHMENTS_MAX, size: formatSize(ATTACHMENT_MAX_BYTES, i18n.language) })}
        </Text>
      </Group>
      <Text size="sm" role="status" aria-live="polite" data-testid="upload-progress">
        {uploads.current
          ? t('attachments.uploading', { position: uploads.position, total: uploads.total, name: uploads.current.name })
          : ''}
      </Text>
      {uploads.items.length > 0 && (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('attachments.listLabel')}>
          {uploads.items.map((item) => (
            <Group component="li" key={item.key} gap="xs" wrap="nowrap" data-testid="upload-item" data-status={item.status}>
              <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
                {item.name} ({formatSize(item.size, i18n.language)}) — {t(`attachments.status.${item.status}`)}
                {item.status === 'failed' && `: ${problemText(t, item)}`}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                onClick={() => uploads.remove(item.key)}
                aria-label={t('attachments.remove', { name: item.name })}
                disabled={item.status === 'uploading'}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
