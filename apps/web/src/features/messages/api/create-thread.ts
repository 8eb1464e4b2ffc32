import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATIONS_ROUTES, type CreateThreadBody, type ThreadDetail } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { messageKeys } from './message-keys';

/** POST /communications/threads: a new thread, personally or from a mailbox, to the chosen recipients. */
export function createThread(clubHash: string, body: CreateThreadBody): Promise<ThreadDetail> {
  return callApi(COMMUNICATIONS_ROUTES.createThread, { params: { clubHash }, body });
}

export function useCreateThread(clubHash: string, profileHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateThreadBody) => createThread(clubHash, body),
    onSuccess: (thread) => {
      queryClient.setQueryData(messageKeys.thread(clubHash, thread.threadHash, profileHash), thread);
      return queryClient.invalidateQueries({ queryKey: messageKeys.lists(clubHash) });
    },
  });
}
