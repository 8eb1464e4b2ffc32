import { Group, Stack, Text } from '@mantine/core';
import type { MyHomePerson } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { trainingTime } from '../lib/when';

/** A person's teams on the home, each with its next training (or that the team has no training times). */
export function PersonTeams({ person, timeZone }: { person: MyHomePerson; timeZone: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tTeams } = useTranslation('teams');
  if (person.teams.length === 0) return null;
  return (
    <Stack gap={4} data-testid="home-person-teams">
      {person.teams.map((team) => (
        <div key={team.hash} data-testid="home-team" data-team={team.hash}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm">
              {team.name}
            </Text>
            <Text size="xs" c="dimmed">
              {tTeams(`categories.${team.category}`, { defaultValue: team.category })}
            </Text>
          </Group>
          <Text size="sm" data-testid="home-team-training">
            {team.nextTraining
              ? t('home.training.next', {
                  when: trainingTime(team.nextTraining.startAt, team.nextTraining.endAt, timeZone, i18n.language),
                  place: team.nextTraining.place,
                })
              : t('home.training.none')}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
