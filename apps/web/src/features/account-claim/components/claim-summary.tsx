import { Card, Group, Stack, Text } from '@mantine/core';
import type { AccountClaimPreview } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { ClubAvatar } from '../../../components/ui/club-avatar';

/** The club, the record's first name and until when the link works. */
export function ClaimSummary({ preview }: { preview: AccountClaimPreview }) {
  const { t, i18n } = useTranslation('account');
  const expires = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(preview.expiresAt));
  return (
    <Card withBorder radius="md" padding="md" data-testid="claim-summary">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ClubAvatar name={preview.club.name} image={preview.club.image} size={56} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }} data-testid="claim-club">
            {preview.club.name}
          </Text>
          <Text data-testid="claim-intro">{t('claim.intro', { club: preview.club.name, name: preview.name })}</Text>
          <Text size="sm" c="dimmed">
            {t('claim.expires', { date: expires })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
