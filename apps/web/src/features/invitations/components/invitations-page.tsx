import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { Invitation } from '@tribuna/contract';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { notify } from '../../../lib/notify';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { invitationStatus } from '../lib/invitation-status';
import { CreateInvitationForm } from './create-invitation-form';
import { InvitationItem } from './invitation-item';
import { LoadError } from '../../../components/ui/load-error';

/** Field errors in Mantine's default red-6 fail WCAG contrast on the grey page; red-9 passes. */
const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

/** Invitation links (Persons › Invitation links): joining as member, athlete or guardian needs one. */
export function InvitationsPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('onboarding');
  const query = useInvitations(clubHash);
  const revoke = useRevokeInvitation(clubHash);
  const [target, setTarget] = useState<Invitation | null>(null);

  const confirmRevoke = async () => {
    if (!target) return;
    try {
      await revoke.mutateAsync(target.hash);
      notify('success', t('invitations.revoked'));
    } catch {
      notify('error', t('invitations.revokeFailed'));
    } finally {
      setTarget(null);
    }
  };

  // Working links first, newest first within each group.
  const invitations = [...(query.data?.['hydra:member'] ?? [])].sort(
    (a, b) => Number(invitationStatus(a) !== 'active') - Number(invitationStatus(b) !== 'active') || b.createdAt.localeCompare(a.createdAt),
  );

  return (
    <Stack gap="lg" style={READABLE_ERRORS}>
      <Stack gap="xs">
        <Title order={1}>{t('invitations.title')}</Title>
        <Text c="dimmed">{t('invitations.intro')}</Text>
      </Stack>
      <CreateInvitationForm clubHash={clubHash} />
      <section aria-labelledby="invitation-list">
        <Title order={2} size="h3" id="invitation-list" mb="sm">
          {t('invitations.list')}
        </Title>
        {query.isPending && <PlaceholderRows />}
        {query.isError && (
          <LoadError message={t('invitations.loadError')} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} />
        )}
        {query.isSuccess && invitations.length === 0 && <Text data-testid="invitations-empty">{t('invitations.empty')}</Text>}
        {invitations.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {invitations.map((invitation) => (
              <li key={invitation.hash}>
                <InvitationItem invitation={invitation} onRevoke={setTarget} />
              </li>
            ))}
          </Stack>
        )}
      </section>
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t('invitations.revokeTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>{t('invitations.revokeConfirm', { role: target ? t(`roles.${target.role}`) : '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" onClick={() => setTarget(null)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={revoke.isPending} onClick={() => void confirmRevoke()} data-testid="confirm-revoke">
              {t('invitations.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
