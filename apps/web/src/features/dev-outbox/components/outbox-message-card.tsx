import { Anchor, Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { OutboxMessage } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { extractCodes, extractLinks, splitLinks } from '../lib/outbox-text';

// Outline badges draw their text in shade 8 (the primary shade); Mantine's red 8 reads 4.27:1 on white, so red takes shade 9.
const STATUS_COLOUR = { pending: 'gray', sent: 'success', failed: 'red.9', held: 'accent' } as const;

/** One outbox message: who, what, when, with its codes and links pulled out for a quick click. */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation('account');
  const codes = extractCodes(message.text);
  const links = extractLinks(message.text);
  const created = new Date(message.createdAt).toLocaleString(i18n.language);
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      data-testid="outbox-message"
      data-id={message.id}
      data-channel={message.channel}
      data-to={message.to}
      data-status={message.status}
      aria-label={t('outbox.messageLabel', { channel: t(`outbox.channels.${message.channel}`), to: message.to })}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">{t(`outbox.channels.${message.channel}`)}</Badge>
            <Badge variant="outline" color={STATUS_COLOUR[message.status]}>
              {t(`outbox.statuses.${message.status}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
            {created}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <strong>{t('outbox.to')}:</strong> {message.to}
        </Text>
        {message.subject && (
          <Text fw={600} component="h2" size="md" m={0}>
            {message.subject}
          </Text>
        )}
        {codes.length > 0 && (
          <Text size="sm">
            {t('outbox.code')}:{' '}
            {codes.map((code) => (
              <Code key={code} fz="lg" mr="xs" data-testid="outbox-code">
                {code}
              </Code>
            ))}
          </Text>
        )}
        {links.map((link) => (
          <Anchor key={link} href={link} size="sm" data-testid="outbox-link" style={{ overflowWrap: 'anywhere' }}>
            {t('outbox.openLink')}: {link}
          </Anchor>
        ))}
        <Text
          component="pre"
          size="xs"
          m={0}
          p="xs"
          bg="gray.0"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
          data-testid="outbox-text"
        >
          {splitLinks(message.text).map((part, index) =>
            part.link ? (
              <Anchor key={index} href={part.text} size="xs" tabIndex={-1}>
                {part.text}
              </Anchor>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
