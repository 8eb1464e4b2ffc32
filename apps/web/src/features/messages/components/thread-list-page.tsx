import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ThreadBox, ThreadSummary } from '@tribuna/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { notify } from '../../../lib/notify';
import { useMailboxes } from '../api/get-mailboxes';
import { useThreads } from '../api/get-threads';
import { useRestoreThread } from '../api/restore-thread';
import { useUpdateThreadState } from '../api/update-thread-state';
import { messagingErrorText } from '../lib/message-errors';
import { messagesPaths, messagesRoleOf } from '../lib/messages-role';
import { filtersFromSearch, hasFilters, searchWithFilters } from '../lib/thread-filters';
import { MessagesNav } from './messages-nav';
import { NewMessageModal } from './new-message-modal';
import { NoProfileNotice } from './no-profile-notice';
import { ThreadFiltersBar } from './thread-filters-bar';
import { ThreadList } from './thread-list';
import { ThreadRow, type RowAction } from './thread-row';
import { useActingProfile } from '../hooks/use-acting-profile';

/** My messages (inbox), Archived messages or, for managers, Deleted messages (spec 2). */
export function ThreadListPage({ clubHash, box }: { clubHash: string; box: ThreadBox }) {
  const profileHash = useActingProfile(clubHash);
  if (!profileHash) return <NoProfileNotice />;
  return <ThreadListContent clubHash={clubHash} box={box} profileHash={profileHash} />;
}

function useRowAction(clubHash: string, profileHash: string, box: ThreadBox): RowAction {
  const { t } = useTranslation('messages');
  const state = useUpdateThreadState(clubHash, profileHash);
  const restore = useRestoreThread(clubHash, profileHash);
  const fail = (error: unknown) => notify('error', messagingErrorText(t, error, 'messages:errors.update'));
  if (box === 'deleted') {
    return {
      label: t('actions.restore'),
      swipe: false,
      run: (thread) =>
        restore.mutate(thread.threadHash, {
          onSuccess: () => notify('success', t('actions.restored', { subject: thread.subject })),
          onError: fail,
        }),
    };
  }
  const archiving = box === 'inbox';
  return {
    label: t(archiving ? 'actions.archive' : 'actions.unarchive'),
    swipe: true,
    run: (thread: ThreadSummary) =>
      state.mutate(
        { threadHash: thread.threadHash, body: { archived: archiving } },
        {
          onSuccess: () => notify('success', t(archiving ? 'actions.archived' : 'actions.unarchived', { subject: thread.subject })),
          onError: fail,
        },
      ),
  };
}

function ThreadListContent({ clubHash, box, profileHash }: { clubHash: string; box: ThreadBox; profileHash: string }) {
  const { t } = useTranslation('messages');
  const role = messagesRoleOf(useLocation().pathname) ?? 'member';
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(box, params), [box, params]);
  const query = useThreads(clubHash, profileHash, filters);
  const mailboxes = useMailboxes(clubHash);
  const action = useRowAction(clubHash, profileHash, box);
  const [writing, setWriting] = useState(false);

  const threads = useMemo(() => query.data?.pages.flatMap((page) => page['hydra:member']) ?? [], [query.data]);
  const total = query.data?.pages[0]?.['hydra:totalItems'] ?? 0;
  const own = messagesPaths(role);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t(`boxes.${box}.title`)}</Title>
          <Text c="dark.6">{t(`boxes.${box}.intro`)}</Text>
        </Stack>
        {box === 'inbox' && (
          <Button onClick={() => setWriting(true)} data-testid="new-message">
            {t('compose.newMessage')}
          </Button>
        )}
      </Group>
      <MessagesNav clubHash={clubHash} role={role} />
      <ThreadFiltersBar
        filters={filters}
        mailboxes={mailboxes.data?.['hydra:member'] ?? []}
        onChange={(next) => setParams(searchWithFilters(params, next), { replace: true })}
      />
      <section aria-labelledby="thread-results" aria-busy={query.isFetching || undefined}>
        <Title order={2} size="h4" id="thread-results" mb="sm">
          {query.isSuccess ? t('list.count', { count: total }) : t('list.results')}
        </Title>
        {query.isPending && <PlaceholderRows />}
        {query.isError && (
          <LoadError
            message={t('errors.loadThreads')}
            retryLabel={t('list.retry')}
            onRetry={() => void query.refetch()}
            testId="threads-error"
          />
        )}
        {query.isSuccess && threads.length === 0 && (
          <Text data-testid="threads-empty">{hasFilters(filters) ? t('list.emptyFiltered') : t(`boxes.${box}.empty`)}</Text>
        )}
        {threads.length > 0 && (
          <ThreadList
            threads={threads}
            total={total}
            label={t(`boxes.${box}.title`)}
            hasNextPage={query.hasNextPage}
            loadingMore={query.isFetchingNextPage}
            loadMore={() => void query.fetchNextPage()}
            renderRow={(thread) => <ThreadRow thread={thread} href={own.thread(clubHash, thread.threadHash)} action={action} />}
          />
        )}
      </section>
      {box === 'inbox' && (
        <NewMessageModal
          clubHash={clubHash}
          profileHash={profileHash}
          opened={writing}
          onClose={() => setWriting(false)}
          threadPath={(threadHash) => own.thread(clubHash, threadHash)}
        />
      )}
    </Stack>
  );
}
