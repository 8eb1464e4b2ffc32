import { Badge, Box, Group, Paper, Stack, Text, Typography } from '@mantine/core';
import type { Message } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../lib/format';
import { personName } from '../lib/recipient-options';
import { AttachmentList } from './attachment-list';

/** One message: who wrote it (and from which mailbox), when, its text and its files. */
export function MessageCard({ clubHash, message }: { clubHash: string; message: Message }) {
  const { t, i18n } = useTranslation('messages');
  const author = personName(message.from.author);
  return (
    <Paper component="article" withBorder radius="md" p="md" data-testid="message" data-kind={message.kind}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Box>
            <Text fw={600}>{message.from.mailbox ? t('thread.fromMailbox', { mailbox: message.from.mailbox.name, author }) : author}</Text>
            <Text size="xs" c="dark.6" component="time" dateTime={message.createdAt}>
              {formatMoment(message.createdAt, i18n.language)}
            </Text>
          </Box>
          <Group gap={4}>
            {message.kind === 'broadcast' && (
              <Badge size="sm" color="accent" variant="light">
                {t('thread.broadcast')}
              </Badge>
            )}
            {message.toAll && (
              <Badge size="sm" color="brand" variant="light">
                {t('thread.toAll')}
              </Badge>
            )}
          </Group>
        </Group>
        {/* Sanitized by the API with an allow-list (no scripts, styles or event attributes). */}
        <Typography p={0}>
          <div data-testid="message-text" dangerouslySetInnerHTML={{ __html: message.body }} />
        </Typography>
        <AttachmentList clubHash={clubHash} attachments={message.attachments} />
      </Stack>
    </Paper>
  );
}
