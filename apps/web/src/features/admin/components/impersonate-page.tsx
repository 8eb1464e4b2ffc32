import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClubAvatar } from '../../../components/ui/club-avatar';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useClubs } from '../api/get-clubs';

/**
 * Admin area: the clubs the admin may enter. Impersonating a profile (spec 4, with confirmation)
 * arrives with the accounts issue; choosing a club explains that for now.
 */
export function ImpersonatePage({ selectedClubHash }: { selectedClubHash?: string }) {
  const { t } = useTranslation('dashboard');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<string | undefined>(selectedClubHash);
  const { data, isPending, isError } = useClubs(debounced);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('admin.title')}</Title>
      <Text c="dimmed">{t('admin.intro')}</Text>
      {chosen && (
        <Alert color="brand" variant="outline" role="status" data-testid="impersonation-coming">
          {t('admin.comingSoon')}
        </Alert>
      )}
      <TextInput label={t('admin.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={360} />
      {isPending && <PlaceholderRows />}
      {isError && (
        <Alert color="red" variant="outline" role="alert">
          {t('admin.loadError')}
        </Alert>
      )}
      {data && data['hydra:member'].length === 0 && <Text>{t('admin.empty')}</Text>}
      <Stack gap="xs">
        {data?.['hydra:member'].map((club) => (
          <Card key={club.hash} withBorder padding="sm" radius="md">
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
              <Button variant="outline" onClick={() => setChosen(club.hash)} aria-label={t('admin.impersonateIn', { club: club.name })}>
                {t('admin.impersonate')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
