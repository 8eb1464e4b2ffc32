import { Stack, Text } from '@mantine/core';
import type { ThreadDetail } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useConversation } from '../api/get-conversation';
import { personName } from '../lib/recipient-options';
import { MessageCard } from './message-card';
import { MessageComposer } from './message-composer';

interface ConversationViewProps {
  clubHash: string;
  profileHash: string;
  thread: ThreadDetail;
  conversationHash: string;
}

/** One conversation's messages, and a reply box when the acting profile may write (spec 5). */
export function ConversationView({ clubHash, profileHash, thread, conversationHash }: ConversationViewProps) {
  const { t } = useTranslation('messages');
  const query = useConversation(clubHash, thread.threadHash, profileHash, conversationHash);
  if (query.isPending) return <PlaceholderRows />;
  if (query.isError) {
    return (
      <LoadError
        message={t('errors.loadMessages')}
        retryLabel={t('list.retry')}
        onRetry={() => void query.refetch()}
        testId="conversation-error"
      />
    );
  }
  const conversation = query.data;
  const other = conversation.withMailbox?.name ?? personName(conversation.with);
  // Who the reply box answers: the recipient (author side), the author, or, in the author's own
  // conversation (she also received her thread), nobody in particular.
  const own = thread.alsoRecipient && conversationHash === thread.myConversationHash;
  const replyTitle = own ? t('compose.writeReply') : thread.authorSide ? t('compose.replyTo', { name: other }) : t('compose.reply');
  return (
    <Stack gap="sm" data-testid="conversation">
      {conversation.messages.length === 0 && <Text c="dark.6">{t('thread.noMessages')}</Text>}
      {conversation.messages.map((message) => (
        <MessageCard key={message.messageHash} clubHash={clubHash} message={message} />
      ))}
      {thread.canReply && !thread.deleted && (
        <MessageComposer
          clubHash={clubHash}
          threadHash={thread.threadHash}
          title={replyTitle}
          submitLabel={t('compose.send')}
          target={{ conversationHash }}
          canReplyToAll={conversation.canReplyToAll}
          testId="reply-composer"
        />
      )}
    </Stack>
  );
}
