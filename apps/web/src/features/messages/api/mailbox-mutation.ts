import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageKeys } from './message-keys';

/**
 * A mailbox change (managers): afterwards the mailboxes list and the recipients and "from" choices
 * that name mailboxes are read again. Refusals are 409s with a reason (mailboxNotRemovable,
 * mailboxLastProfile, mailboxNameTaken) that the page translates.
 */
export function useMailboxMutation<Input, Output>(clubHash: string, run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.mailboxes(clubHash) }),
        queryClient.invalidateQueries({ queryKey: [...messageKeys.all(clubHash), 'allowed-recipients'] }),
      ]),
  });
}
