import { Stack, Text, Title } from '@mantine/core';
import type { ThreadDetail } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { ConversationView } from './conversation-view';
import { MessageComposer } from './message-composer';

interface OwnConversationProps {
  clubHash: string;
  profileHash: string;
  thread: ThreadDetail;
}

/**
 * A recipient's view (spec 5): only their own private conversation with the author. Their first
 * message opens it (sent without a conversation); replies are refused when the author disabled them.
 * An author who also received her thread (written to her own mailbox) has one too.
 */
export function OwnConversation({ clubHash, profileHash, thread }: OwnConversationProps) {
  const { t } = useTranslation('messages');
  const conversationHash = thread.myConversationHash;
  return (
    <Stack component="section" gap="sm" aria-labelledby="own-conversation">
      <Title order={2} size="h4" id="own-conversation">
        {t(thread.alsoRecipient ? 'thread.ownReplies' : 'thread.yourConversation')}
      </Title>
      {thread.repliesDisabled && !thread.deleted && (
        <Notice tone="info" data-testid="replies-disabled">
          {t('thread.repliesDisabled')}
        </Notice>
      )}
      {conversationHash ? (
        <ConversationView clubHash={clubHash} profileHash={profileHash} thread={thread} conversationHash={conversationHash} />
      ) : (
        <>
          {/* "Only the author's side will read it" says nothing to the author herself. */}
          {!thread.alsoRecipient && <Text c="dark.6">{t('thread.noReplyYet')}</Text>}
          {thread.canReply && !thread.deleted && (
            <MessageComposer
              clubHash={clubHash}
              threadHash={thread.threadHash}
              title={t(thread.alsoRecipient ? 'compose.writeReply' : 'compose.reply')}
              submitLabel={t('compose.send')}
              target={{}}
              testId="reply-composer"
            />
          )}
        </>
      )}
    </Stack>
  );
}
