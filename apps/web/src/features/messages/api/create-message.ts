import { COMMUNICATIONS_ROUTES, type CreateMessageBody, type Message } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { messageKeys } from './message-keys';
import { useApiMutation } from '../../../lib/mutation';

/**
 * POST /communications/threads/{threadHash}: a reply in a conversation (a recipient may leave the
 * conversation out: their own is used) or a broadcast to every recipient. Spec 5's refusals are 409s.
 */
export function createMessage(clubHash: string, threadHash: string, body: CreateMessageBody): Promise<Message> {
  return callApi(COMMUNICATIONS_ROUTES.createMessage, { params: { clubHash, threadHash }, body });
}

export function useCreateMessage(clubHash: string, threadHash: string) {
  return useApiMutation({
    request: (body: CreateMessageBody) => createMessage(clubHash, threadHash, body),
    // The thread's conversations, broadcasts and detail (a first reply opens one's conversation), and the lists' last message.
    invalidates: () => [messageKeys.threadRoot(clubHash, threadHash), messageKeys.lists(clubHash)],
  });
}
