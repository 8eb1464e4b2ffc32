import { COMMUNICATIONS_ROUTES, type Mailbox } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useMailboxMutation } from './mailbox-mutation';

/** PATCH /communications/mailboxes/{mailboxHash}: a new name (unique in the club). */
export function renameMailbox(clubHash: string, mailboxHash: string, name: string): Promise<Mailbox> {
  return callApi(COMMUNICATIONS_ROUTES.renameMailbox, { params: { clubHash, mailboxHash }, body: { name } });
}

export function useRenameMailbox(clubHash: string) {
  return useMailboxMutation(clubHash, ({ mailboxHash, name }: { mailboxHash: string; name: string }) =>
    renameMailbox(clubHash, mailboxHash, name),
  );
}
