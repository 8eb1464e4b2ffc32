import { messageKeys } from './message-keys';
import { useApiMutation } from '../../../lib/mutation';

/**
 * A mailbox change (managers): afterwards the mailboxes list and the recipients and "from" choices
 * that name mailboxes are read again. Refusals are 409s with a reason (mailboxNotRemovable,
 * mailboxLastProfile, mailboxNameTaken) that the page translates.
 */
export function useMailboxMutation<Input, Output>(clubHash: string, run: (input: Input) => Promise<Output>) {
  return useApiMutation({
    request: run,
    invalidates: () => [messageKeys.mailboxes(clubHash), [...messageKeys.all(clubHash), 'allowed-recipients']],
  });
}
