import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Mailbox, MessagingPerson } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useAddMailboxProfile } from '../api/add-mailbox-profile';
import { useRemoveMailboxProfile } from '../api/remove-mailbox-profile';
import { messagingErrorText } from '../lib/message-errors';
import { personName } from '../lib/recipient-options';
import { PersonSearch } from './person-search';

interface MailboxCardProps {
  clubHash: string;
  profileHash: string;
  mailbox: Mailbox;
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** A refusal of this mailbox's removal (spec 8: "This mailbox cannot be removed"), shown here. */
  problem: string | null;
}

/** One mailbox: its name, the profiles that answer from it (add, remove) and its actions. */
export function MailboxCard({ clubHash, profileHash, mailbox, onRename, onDuplicate, onDelete, problem }: MailboxCardProps) {
  const { t } = useTranslation(['messages', 'navigation']);
  const add = useAddMailboxProfile(clubHash);
  const remove = useRemoveMailboxProfile(clubHash);
  const [error, setError] = useState<string | null>(null);
  const headingId = `mailbox-${mailbox.mailboxHash}`;
  const shown = problem ?? error;

  const addPerson = (person: MessagingPerson) => {
    setError(null);
    add.mutate(
      { mailboxHash: mailbox.mailboxHash, profileHash: person.profileHash },
      {
        onSuccess: () => notify('success', t('messages:mailboxes.added', { name: personName(person), mailbox: mailbox.name })),
        onError: (failure) => setError(messagingErrorText(t, failure, 'messages:errors.saveMailbox')),
      },
    );
  };
  const removePerson = (person: MessagingPerson) => {
    setError(null);
    remove.mutate(
      { mailboxHash: mailbox.mailboxHash, profileHash: person.profileHash },
      {
        onSuccess: () => notify('success', t('messages:mailboxes.removed', { name: personName(person), mailbox: mailbox.name })),
        // Spec 8: "Cannot delete user from mailbox; assign another user first".
        onError: (failure) => setError(messagingErrorText(t, failure, 'messages:errors.saveMailbox')),
      },
    );
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId} data-testid="mailbox-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs">
            <Title order={2} size="h4" id={headingId}>
              {mailbox.name}
            </Title>
            {mailbox.predefined && (
              <Badge variant="light" color="brand">
                {t('messages:mailboxes.predefined')}
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            <Button size="xs" variant="outline" onClick={onRename} aria-label={t('messages:mailboxes.renameOf', { name: mailbox.name })}>
              {t('messages:mailboxes.rename')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              onClick={onDuplicate}
              aria-label={t('messages:mailboxes.duplicateOf', { name: mailbox.name })}
            >
              {t('messages:mailboxes.duplicate')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={onDelete}
              aria-label={t('messages:mailboxes.deleteOf', { name: mailbox.name })}
              data-testid="mailbox-delete"
            >
              {t('messages:mailboxes.delete')}
            </Button>
          </Group>
        </Group>
        {shown && (
          <Notice tone="danger" role="alert" data-testid="mailbox-error">
            {shown}
          </Notice>
        )}
        <Text size="sm" fw={600}>
          {t('messages:mailboxes.profiles', { count: mailbox.profiles.length })}
        </Text>
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {mailbox.profiles.map((person) => (
            <Group component="li" key={person.profileHash} justify="space-between" gap="xs" wrap="nowrap" data-testid="mailbox-profile">
              <Text size="sm" style={{ minWidth: 0 }} truncate>
                {personName(person)} · {t(`navigation:roles.${person.role}`)}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => removePerson(person)}
                aria-label={t('messages:mailboxes.removeProfile', { name: personName(person), mailbox: mailbox.name })}
                data-testid="mailbox-profile-remove"
              >
                {t('messages:mailboxes.remove')}
              </Button>
            </Group>
          ))}
        </Stack>
        <PersonSearch
          clubHash={clubHash}
          profileHash={profileHash}
          label={t('messages:mailboxes.addProfile')}
          exclude={mailbox.profiles.map((person) => person.profileHash)}
          onPick={addPerson}
          testId="mailbox-add-profile"
        />
      </Stack>
    </Paper>
  );
}
