import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ClubProfile } from '@tribuna/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { RoleBadge } from '../../../components/ui/role-badge';
import { useClubProfiles } from '../api/get-club-profiles';

export function profileName(profile: ClubProfile): string {
  return `${profile.person.name} ${profile.person.surname}`.trim();
}

interface ProfilePickerProps {
  clubHash: string;
  /** The person impersonating cannot pick their own account. */
  ownUserId: string;
  onImpersonate: (profile: ClubProfile) => void;
}

/** The club's profiles (GET /api/clubs/{clubHash}/profiles), 100 a page, searched by the server. */
export function ProfilePicker({ clubHash, ownUserId, onImpersonate }: ProfilePickerProps) {
  const { t } = useTranslation('session');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  // A large club has thousands of profiles: the search runs on the server (accent-insensitive).
  const [debounced] = useDebouncedValue(search, 250);
  const { data, isPending, isError } = useClubProfiles(clubHash, page, debounced);
  const profiles = data?.['hydra:member'] ?? [];
  const view = data?.['hydra:view'];

  return (
    <Stack gap="md">
      <TextInput
        label={t('impersonation.searchProfiles')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
        data-testid="impersonation-profile-search"
      />
      {isPending && <PlaceholderRows />}
      {isError && (
        <Alert color="red" variant="outline" role="alert">
          {t('impersonation.profilesLoadError')}
        </Alert>
      )}
      {data && profiles.length === 0 && <Text>{t('impersonation.profilesEmpty')}</Text>}
      <Stack gap="xs">
        {profiles.map((profile) => {
          const name = profileName(profile);
          const own = profile.user?.id === ownUserId;
          return (
            <Card key={profile.hash} withBorder padding="sm" radius="md" data-testid={`impersonation-profile-${profile.hash}`}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  {profile.user && <RoleBadge role={profile.user.role} size="xs" />}
                  <Text fw={600}>{name}</Text>
                  {!profile.user && (
                    <Text size="sm" c="dimmed">
                      {t('impersonation.noAccount')}
                    </Text>
                  )}
                </Group>
                <Button
                  variant="outline"
                  disabled={!profile.user || own}
                  onClick={() => onImpersonate(profile)}
                  aria-label={t('impersonation.impersonateName', { name })}
                >
                  {t('impersonation.impersonate')}
                </Button>
              </Group>
            </Card>
          );
        })}
      </Stack>
      {view && (view['hydra:previous'] || view['hydra:next']) && (
        <Group>
          <Button
            variant="subtle"
            disabled={!view['hydra:previous']}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
            aria-label={t('impersonation.previousPage')}
          >
            ←
          </Button>
          <Button
            variant="subtle"
            disabled={!view['hydra:next']}
            onClick={() => setPage((p) => p + 1)}
            aria-label={t('impersonation.nextPage')}
          >
            →
          </Button>
        </Group>
      )}
    </Stack>
  );
}
