import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Person, TeamDetail, TeamRosterRole } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { RoleBadge } from '../../../components/ui/role-badge';
import { errorReason } from '../../../components/forms/field-errors';
import { notify } from '../../../lib/notify';
import { useAddTeamMember } from '../api/add-team-member';
import { PICKER_PAGE_SIZE, useClubPeopleSearch } from '../api/search-club-people';
import { LoadError } from '../../../components/ui/load-error';

interface PickerResultsProps {
  clubHash: string;
  team: TeamDetail;
  search: string;
  role: TeamRosterRole;
  number: number | null;
  disabled: boolean;
  onAdded: () => void;
}

/** The people found, each with an "Add" button; people already on the roster say so instead. */
export function PickerResults({ clubHash, team, search, role, number, disabled, onAdded }: PickerResultsProps) {
  const { t } = useTranslation('teams');
  const query = useClubPeopleSearch(clubHash, search, role === 'player' ? 'player' : 'all');
  const add = useAddTeamMember(clubHash, team.hash);
  const onRoster = new Map(team.roster.map((entry) => [entry.hash, entry.role]));
  const people = query.data?.['hydra:member'] ?? [];
  const total = query.data?.['hydra:totalItems'] ?? 0;

  const addPerson = async (person: Person) => {
    const name = `${person.name} ${person.surname}`.trim();
    try {
      await add.mutateAsync({ personHash: person.id, role, ...(number === null ? {} : { number }) });
      notify('success', t('picker.added', { name, role: t(`roles.${role}`) }));
      onAdded();
    } catch (error) {
      const notInClub = errorReason(error) === 'teamPersonNotInClub';
      notify('error', t(notInClub ? 'picker.notInClub' : 'picker.failed'));
    }
  };

  if (query.isPending) return <PlaceholderRows />;
  if (query.isError) {
    return (
      <LoadError message={t('picker.loadError')} retryLabel={t('list.retry')} onRetry={() => void query.refetch()} testId="picker-error" />
    );
  }
  if (people.length === 0) return <Text data-testid="picker-empty">{t('picker.empty')}</Text>;

  return (
    <Stack gap="xs">
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('picker.results')}
        data-testid="picker-results"
      >
        {people.map((person) => {
          const name = `${person.name} ${person.surname}`.trim();
          const current = onRoster.get(person.id);
          return (
            <li key={person.id} data-testid="picker-person" data-person-hash={person.id}>
              <Card withBorder padding="xs" radius="md">
                <Group justify="space-between" gap="sm" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    <Group gap={6}>
                      <RoleBadge role={person.role} size="xs" />
                      {person.category && (
                        <Text size="xs" c="dimmed">
                          {t(`categories.${person.category}`)}
                        </Text>
                      )}
                    </Group>
                  </Stack>
                  {current ? (
                    <Text size="sm" c="dimmed" data-testid="picker-on-roster">
                      {t('picker.onRoster', { role: t(`roles.${current}`) })}
                    </Text>
                  ) : (
                    <Button
                      size="xs"
                      variant="outline"
                      style={{ flexShrink: 0 }}
                      disabled={disabled || (add.isPending && add.variables?.personHash !== person.id)}
                      loading={add.isPending && add.variables?.personHash === person.id}
                      onClick={() => void addPerson(person)}
                      aria-label={t('picker.addLabel', { name, role: t(`roles.${role}`) })}
                      data-testid="picker-add"
                    >
                      {t('picker.add')}
                    </Button>
                  )}
                </Group>
              </Card>
            </li>
          );
        })}
      </Stack>
      {total > PICKER_PAGE_SIZE && (
        <Text size="xs" c="dimmed">
          {t('picker.more', { count: PICKER_PAGE_SIZE, total })}
        </Text>
      )}
    </Stack>
  );
}
