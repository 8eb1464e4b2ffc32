import { COMMUNICATIONS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useMailboxMutation } from './mailbox-mutation';

/** DELETE /communications/mailboxes/{mailboxHash}/profiles/{profileHash}: the predefined mailbox keeps its last one (409 mailboxLastProfile). */
export function removeMailboxProfile(clubHash: string, mailboxHash: string, profileHash: string): Promise<null> {
  return callApi(COMMUNICATIONS_ROUTES.removeMailboxProfile, { params: { clubHash, mailboxHash, profileHash } });
}

export function useRemoveMailboxProfile(clubHash: string) {
  return useMailboxMutation(clubHash, ({ mailboxHash, profileHash }: { mailboxHash: string; profileHash: string }) =>
    removeMailboxProfile(clubHash, mailboxHash, profileHash),
  );
}
