import { COMMUNICATIONS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useMailboxMutation } from './mailbox-mutation';

/** DELETE /communications/mailboxes/{mailboxHash}: never the predefined one (409 mailboxNotRemovable). */
export function removeMailbox(clubHash: string, mailboxHash: string): Promise<null> {
  return callApi(COMMUNICATIONS_ROUTES.removeMailbox, { params: { clubHash, mailboxHash } });
}

export function useRemoveMailbox(clubHash: string) {
  return useMailboxMutation(clubHash, (mailboxHash: string) => removeMailbox(clubHash, mailboxHash));
}
