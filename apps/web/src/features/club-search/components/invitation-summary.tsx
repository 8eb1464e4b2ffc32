import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClubAvatar } from '../../../components/ui/club-avatar';
import type { InvitationPreview } from '../api/get-invitation-preview';

/** The club and role an invitation link joins, and until when it works. */
export function InvitationSummary({ preview }: { preview: InvitationPreview }) {
  const { t, i18n } = useTranslation('onboarding');
  const expires = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(preview.expiresAt));
  const { club } = preview;
  return (
    <Card withBorder radius="md" padding="md" data-testid="invitation-summary">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ClubAvatar name={club.name} image={club.image} size={56} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }} data-testid="invitation-club">
            {club.name}
          </Text>
          {club.address.city && (
            <Text size="sm" c="dimmed">
              {club.address.city}
            </Text>
          )}
          <Text data-testid="invitation-role">{t('join.invitedAs', { role: t(`roles.${preview.role}`) })}</Text>
          <Text size="sm" c="dimmed">
            {t('join.expires', { date: expires })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
