import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClubAvatar } from '../../../components/ui/club-avatar';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useClubs } from '../api/get-clubs';

/** An admin picks the club first: every club, searched by name on the server (accent-insensitive). */
export function ClubPicker({ onChoose }: { onChoose: (clubHash: string) => void }) {
  const { t } = useTranslation('session');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data, isPending, isError } = useClubs(debounced);
  return (
    <Stack gap="md">
      <TextInput
        label={t('impersonation.searchClubs')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={360}
        data-testid="impersonation-club-search"
      />
      {isPending && <PlaceholderRows />}
      {isError && (
        <Alert color="red" variant="outline" role="alert">
          {t('impersonation.clubsLoadError')}
        </Alert>
      )}
      {data && data['hydra:member'].length === 0 && <Text>{t('impersonation.clubsEmpty')}</Text>}
      <Stack gap="xs">
        {data?.['hydra:member'].map((club) => (
          <Card key={club.hash} withBorder padding="sm" radius="md" data-testid={`impersonation-club-${club.hash}`}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <ClubAvatar name={club.name} image={club.image} />
                <div>
                  <Text fw={600}>{club.name}</Text>
                  {club.address.city && (
                    <Text size="sm" c="dimmed">
                      {club.address.city}
                    </Text>
                  )}
                </div>
              </Group>
              <Button
                variant="outline"
                onClick={() => onChoose(club.hash)}
                aria-label={t('impersonation.chooseClubIn', { club: club.name })}
              >
                {t('impersonation.chooseClub')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
