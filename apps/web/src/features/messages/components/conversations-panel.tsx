import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ConversationSummary, ThreadDetail } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useConversations } from '../api/get-conversations';
import { formatListTime } from '../lib/format';
import { personName } from '../lib/recipient-options';
import { ConversationView } from './conversation-view';

interface PanelProps {
  clubHash: string;
  profileHash: string;
  thread: ThreadDetail;
}

const PARAM = 'conversation';

function who(conversation: ConversationSummary): string {
  return conversation.withMailbox?.name ?? personName(conversation.with);
}

/**
 * The author side's view (spec 5): every recipient's private conversation; the chosen one
 * (kept in the URL) opens below with its reply box.
 */
export function ConversationsPanel({ clubHash, profileHash, thread }: PanelProps) {
  const { t, i18n } = useTranslation('messages');
  const [params, setParams] = useSearchParams();
  const query = useConversations(clubHash, thread.threadHash, profileHash);
  const chosen = params.get(PARAM);
  // An author who also received the thread reads her own conversation in its own section.
  const others = query.data?.['hydra:member'].filter((conversation) => conversation.conversationHash !== thread.myConversationHash);

  const choose = (hash: string | null) => {
    const next = new URLSearchParams(params);
    if (hash) next.set(PARAM, hash);
    else next.delete(PARAM);
    setParams(next, { replace: true });
  };

  // Nobody else to list: no "nobody has answered" beside her own reply box.
  if (thread.alsoRecipient && !query.isError && !others?.length) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="thread-conversations">
      <Title order={2} size="h4" id="thread-conversations">
        {t('thread.conversations', { count: others?.length ?? 0 })}
      </Title>
      {query.isPending && <PlaceholderRows />}
      {query.isError && (
        <LoadError
          message={t('errors.loadMessages')}
          retryLabel={t('list.retry')}
          onRetry={() => void query.refetch()}
          testId="conversations-error"
        />
      )}
      {others?.length === 0 && <Text c="dark.6">{t('thread.noConversations')}</Text>}
      {others && others.length > 0 && (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} data-testid="conversation-list">
          {others.map((conversation) => {
            const open = conversation.conversationHash === chosen;
            return (
              <li key={conversation.conversationHash}>
                <Paper withBorder radius="md" p="sm" bg={open ? 'brand.0' : undefined}>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600}>{who(conversation)}</Text>
                      <Text size="sm" c="dark.6" lineClamp={1}>
                        {conversation.lastMessage.authorName}: {conversation.lastMessage.excerpt}
                      </Text>
                      <Text size="xs" c="dark.6">
                        {t('thread.messagesCount', { count: conversation.messagesCount })} ·{' '}
                        {formatListTime(conversation.lastMessage.at, i18n.language)}
                      </Text>
                    </div>
                    <Button
                      size="xs"
                      variant={open ? 'filled' : 'outline'}
                      onClick={() => choose(open ? null : conversation.conversationHash)}
                      aria-expanded={open}
                      aria-label={t(open ? 'thread.closeConversationWith' : 'thread.openConversationWith', { name: who(conversation) })}
                    >
                      {t(open ? 'thread.closeConversation' : 'thread.openConversation')}
                    </Button>
                  </Group>
                </Paper>
                {open && (
                  <Stack mt="sm" ml={{ base: 0, sm: 'md' }}>
                    <ConversationView
                      clubHash={clubHash}
                      profileHash={profileHash}
                      thread={thread}
                      conversationHash={conversation.conversationHash}
                    />
                  </Stack>
                )}
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
