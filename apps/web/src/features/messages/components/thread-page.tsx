import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ThreadDetail } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { AREAS } from '../../../config/roles';
import { ApiError } from '../../../lib/api-error';
import { useThread } from '../api/get-thread';
import { useActingProfile } from '../hooks/use-acting-profile';
import { formatMoment } from '../lib/format';
import { messagesPaths, messagesRoleOf } from '../lib/messages-role';
import { BroadcastsSection } from './broadcasts-section';
import { ConversationsPanel } from './conversations-panel';
import { MessageCard } from './message-card';
import { NoProfileNotice } from './no-profile-notice';
import { OwnConversation } from './own-conversation';
import { senderLabel } from './thread-row';
import { ThreadActions } from './thread-actions';
import { targetLabel } from '../lib/target-label';

/** Message thread (spec 2): the opening message, broadcasts, and the conversations the acting profile may see. */
export function ThreadPage({ clubHash, threadHash }: { clubHash: string; threadHash: string }) {
  const profileHash = useActingProfile(clubHash);
  if (!profileHash) return <NoProfileNotice />;
  return <ThreadContent clubHash={clubHash} threadHash={threadHash} profileHash={profileHash} />;
}

function listPathOf(role: ReturnType<typeof messagesRoleOf>, clubHash: string, thread?: ThreadDetail): string {
  // Only the manager area has the deleted messages' list.
  if (role === AREAS.manager && thread?.deleted) return paths.manager.messages.deleted(clubHash);
  const own = messagesPaths(role ?? 'member');
  return thread?.archived ? own.archived(clubHash) : own.myMessages(clubHash);
}

function ThreadContent({ clubHash, threadHash, profileHash }: { clubHash: string; threadHash: string; profileHash: string }) {
  const { t, i18n } = useTranslation('messages');
  const role = messagesRoleOf(useLocation().pathname);
  const query = useThread(clubHash, threadHash, profileHash);

  if (query.isPending) return <PlaceholderRows />;
  if (query.isError) {
    // Spec: a thread one does not take part in answers 404, like one that does not exist.
    const missing = query.error instanceof ApiError && query.error.httpStatus === 404;
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('thread.title')}</Title>
        <Notice tone="danger" role="alert" data-testid="thread-error">
          {t(missing ? 'errors.threadNotFound' : 'errors.loadThread')}
        </Notice>
        <Anchor component={Link} to={listPathOf(role, clubHash)} c="brand.8">
          {t('thread.back')}
        </Anchor>
      </Stack>
    );
  }

  const thread = query.data;
  const listPath = listPathOf(role, clubHash, thread);
  const to = thread.to.map((target) => targetLabel(t, target)).join(', ');
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath} c="brand.8" size="sm">
        {t('thread.back')}
      </Anchor>
      <Stack gap={6}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {thread.subject}
        </Title>
        <Text size="sm" c="dark.6">
          {t('thread.from', { from: senderLabel(thread) })} · {t('thread.to', { to, count: thread.recipientsCount })} ·{' '}
          <time dateTime={thread.createdAt}>{formatMoment(thread.createdAt, i18n.language)}</time>
        </Text>
        <Group gap={6}>
          {thread.via && (
            <Badge variant="light" color="brand">
              {t('thread.via', { mailbox: thread.via.name })}
            </Badge>
          )}
          {thread.archived && (
            <Badge variant="light" color="gray">
              {t('thread.archivedBadge')}
            </Badge>
          )}
        </Group>
        <ThreadActions clubHash={clubHash} profileHash={profileHash} thread={thread} listPath={listPath} />
      </Stack>
      {thread.deleted && (
        <Notice tone="warning" role="status" data-testid="thread-deleted">
          {t(thread.canRestore ? 'thread.deletedRestorable' : 'thread.deleted')}
        </Notice>
      )}
      <Stack component="section" gap="sm" aria-labelledby="thread-opening">
        <Title order={2} size="h4" id="thread-opening">
          {t('thread.opening')}
        </Title>
        <MessageCard clubHash={clubHash} message={thread.message} />
      </Stack>
      <BroadcastsSection clubHash={clubHash} profileHash={profileHash} thread={thread} />
      {thread.authorSide && <ConversationsPanel clubHash={clubHash} profileHash={profileHash} thread={thread} />}
      {/* An author who also received her thread (her own mailbox) has her own conversation, like any recipient. */}
      {(!thread.authorSide || thread.alsoRecipient) && <OwnConversation clubHash={clubHash} profileHash={profileHash} thread={thread} />}
    </Stack>
  );
}
