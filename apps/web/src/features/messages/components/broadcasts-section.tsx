import { Stack, Title } from '@mantine/core';
import type { ThreadDetail } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useBroadcasts } from '../api/get-broadcasts';
import { MessageCard } from './message-card';
import { MessageComposer } from './message-composer';

interface BroadcastsProps {
  clubHash: string;
  profileHash: string;
  thread: ThreadDetail;
}

/** Messages sent to every recipient (threads written from a mailbox), and the box to send one. */
export function BroadcastsSection({ clubHash, profileHash, thread }: BroadcastsProps) {
  const { t } = useTranslation('messages');
  const query = useBroadcasts(clubHash, thread.threadHash, profileHash, thread.hasBroadcasts);
  const canSend = thread.canBroadcast && !thread.deleted;
  if (!thread.hasBroadcasts && !canSend) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="thread-broadcasts">
      <Title order={2} size="h4" id="thread-broadcasts">
        {t('thread.broadcasts')}
      </Title>
      {thread.hasBroadcasts && query.isPending && <PlaceholderRows />}
      {query.isError && (
        <LoadError
          message={t('errors.loadMessages')}
          retryLabel={t('list.retry')}
          onRetry={() => void query.refetch()}
          testId="broadcasts-error"
        />
      )}
      {query.data?.['hydra:member'].map((message) => (
        <MessageCard key={message.messageHash} clubHash={clubHash} message={message} />
      ))}
      {canSend && (
        <MessageComposer
          clubHash={clubHash}
          threadHash={thread.threadHash}
          title={t('compose.broadcastTitle')}
          submitLabel={t('compose.sendBroadcast')}
          target={{ broadcast: true }}
          testId="broadcast-composer"
        />
      )}
    </Stack>
  );
}
