import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Invitation } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { absoluteInvitationUrl, invitationStatus, type InvitationStatus } from '../lib/invitation-status';
import { CopyLinkField } from '../../../components/ui/copy-link-field';

const STATUS_COLOUR: Record<InvitationStatus, string> = { active: 'success', expired: 'gray', usedUp: 'gray', revoked: 'red' };

/** One link: type, state, uses and expiry; active ones can be copied and revoked. */
export function InvitationItem({ invitation, onRevoke }: { invitation: Invitation; onRevoke: (invitation: Invitation) => void }) {
  const { t, i18n } = useTranslation('onboarding');
  const status = invitationStatus(invitation);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const role = t(`roles.${invitation.role}`);
  const uses =
    invitation.maxUses === null
      ? t('invitations.usesUnlimited', { uses: invitation.uses })
      : t('invitations.usesLimited', { uses: invitation.uses, max: invitation.maxUses });
  return (
    <Card withBorder radius="md" padding="md" data-testid="invitation" data-status={status}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{role}</Text>
            {invitation.accessController && (
              <Badge color="dark" variant="outline" data-testid="invitation-controller">
                {t('invitations.controller')}
              </Badge>
            )}
          </Group>
          <Badge color={STATUS_COLOUR[status]} variant="light">
            {t(`invitations.status.${status}`)}
          </Badge>
        </Group>
        <Group gap="md">
          <Text size="sm">{uses}</Text>
          <Text size="sm" c="dimmed">
            {t('invitations.expiresAt', { date: date.format(new Date(invitation.expiresAt)) })}
          </Text>
        </Group>
        {status === 'active' && (
          <>
            {/* The API answers an empty url when it can no longer show the link (it can still be revoked). */}
            {invitation.url && <CopyLinkField url={absoluteInvitationUrl(invitation.url)} label={t('invitations.linkFor', { role })} />}
            <Button
              size="xs"
              variant="outline"
              color="red"
              onClick={() => onRevoke(invitation)}
              style={{ alignSelf: 'flex-start' }}
              data-testid="revoke-invitation"
            >
              {t('invitations.revoke')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
