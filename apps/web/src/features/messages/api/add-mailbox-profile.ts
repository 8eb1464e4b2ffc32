import { COMMUNICATIONS_ROUTES, type Mailbox } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useMailboxMutation } from './mailbox-mutation';

/** POST /communications/mailboxes/{mailboxHash}/profiles: one more profile answers from the mailbox. */
export function addMailboxProfile(clubHash: string, mailboxHash: string, profileHash: string): Promise<Mailbox> {
  return callApi(COMMUNICATIONS_ROUTES.addMailboxProfile, { params: { clubHash, mailboxHash }, body: { profileHash } });
}

export function useAddMailboxProfile(clubHash: string) {
  return useMailboxMutation(clubHash, ({ mailboxHash, profileHash }: { mailboxHash: string; profileHash: string }) =>
    addMailboxProfile(clubHash, mailboxHash, profileHash),
  );
}
