import { COMMUNICATIONS_ROUTES, type CreateThreadBody, type ThreadDetail } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { messageKeys } from './message-keys';
import { useApiMutation } from '../../../lib/mutation';

/** POST /communications/threads: a new thread, personally or from a mailbox, to the chosen recipients. */
export function createThread(clubHash: string, body: CreateThreadBody): Promise<ThreadDetail> {
  return callApi(COMMUNICATIONS_ROUTES.createThread, { params: { clubHash }, body });
}

export function useCreateThread(clubHash: string, profileHash: string) {
  return useApiMutation({
    request: (body: CreateThreadBody) => createThread(clubHash, body),
    update: (cache, thread) => cache.setQueryData(messageKeys.thread(clubHash, thread.threadHash, profileHash), thread),
    invalidates: () => [messageKeys.lists(clubHash)],
  });
}
