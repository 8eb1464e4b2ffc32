import { COMMUNICATIONS_ROUTES, type Mailbox } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useMailboxMutation } from './mailbox-mutation';

/** POST /communications/mailboxes/{mailboxHash}/duplicate: the same profiles in a new mailbox ("<name> (copy)" by default). */
export function duplicateMailbox(clubHash: string, mailboxHash: string, name?: string): Promise<Mailbox> {
  return callApi(COMMUNICATIONS_ROUTES.duplicateMailbox, { params: { clubHash, mailboxHash }, body: name ? { name } : {} });
}

export function useDuplicateMailbox(clubHash: string) {
  return useMailboxMutation(clubHash, ({ mailboxHash, name }: { mailboxHash: string; name?: string }) =>
    duplicateMailbox(clubHash, mailboxHash, name),
  );
}
