import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ThreadSummary } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSwipeAction } from '../hooks/use-swipe-action';
import { formatListTime } from '../lib/format';
import { personName } from '../lib/recipient-options';
import { targetLabel } from '../lib/target-label';

export interface RowAction {
  /** Visible text of the row's button ("Archive", "Unarchive", "Restore"). */
  label: string;
  run: (thread: ThreadSummary) => void;
  /** A touch swipe does it too (archive and unarchive; restoring stays a deliberate tap). */
  swipe: boolean;
}

/** Who wrote, as a list line shows it: "Marta García (Secretaría)". */
export function senderLabel(thread: Pick<ThreadSummary, 'from'>): string {
  const name = personName(thread.from.author);
  return thread.from.mailbox ? `${thread.from.mailbox.name} · ${name}` : name;
}

/** One thread of a list: a link to it, what it is about, when, and one action as a visible button. */
export function ThreadRow({ thread, href, action }: { thread: ThreadSummary; href: string; action: RowAction }) {
  const { t, i18n } = useTranslation('messages');
  const { handlers, offset } = useSwipeAction(action.swipe ? () => action.run(thread) : undefined);
  const to = thread.to.map((target) => targetLabel(t, target)).join(', ');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="thread-row"
      data-unread={thread.unread || undefined}
      {...handlers}
      style={{
        // Vertical scrolling stays the browser's; horizontal moves come to the swipe.
        touchAction: 'pan-y',
        transform: offset ? `translateX(${offset}px)` : undefined,
        borderLeft: thread.unread ? '4px solid var(--mantine-color-brand-8)' : undefined,
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Anchor component={Link} to={href} fw={thread.unread ? 700 : 500} c="dark.9" lineClamp={1} data-testid="thread-link">
              {thread.subject}
            </Anchor>
            {thread.unread && (
              <Badge size="xs" color="brand.8" variant="filled" style={{ flexShrink: 0 }}>
                {t('list.unread')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dark.6" lineClamp={1}>
            {thread.authorSide
              ? t('list.toWhom', { to, count: thread.recipientsCount })
              : t('list.fromWhom', { from: senderLabel(thread) })}
          </Text>
          <Text size="sm" c="dark.6" lineClamp={1}>
            {thread.lastMessage.authorName}: {thread.lastMessage.excerpt}
          </Text>
        </Box>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="xs" c="dark.6" component="time" dateTime={thread.lastActivityAt}>
            {formatListTime(thread.lastActivityAt, i18n.language)}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="brand.8"
            onClick={() => action.run(thread)}
            aria-label={t('list.actionOn', { action: action.label, subject: thread.subject })}
            data-testid="thread-action"
          >
            {action.label}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
