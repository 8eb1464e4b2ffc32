import { COMMUNICATIONS_ROUTES, type CreateMailboxBody, type Mailbox } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useMailboxMutation } from './mailbox-mutation';

/** POST /communications/mailboxes: a new mailbox (the creating manager answers from it unless profiles are given). */
export function createMailbox(clubHash: string, body: CreateMailboxBody): Promise<Mailbox> {
  return callApi(COMMUNICATIONS_ROUTES.createMailbox, { params: { clubHash }, body });
}

export function useCreateMailbox(clubHash: string) {
  return useMailboxMutation(clubHash, (body: CreateMailboxBody) => createMailbox(clubHash, body));
}
