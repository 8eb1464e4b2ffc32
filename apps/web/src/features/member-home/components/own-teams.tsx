import { Card, Stack, Title } from '@mantine/core';
import type { MyHomePerson } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { PersonTeams } from './person-teams';

/** "Your teams": the teams of the account's own profiles, each with its next training. */
export function OwnTeams({ people, timeZone }: { people: MyHomePerson[]; timeZone: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack component="section" gap="sm" aria-labelledby="home-own-teams" data-testid="home-own-teams">
      <Title order={2} size="h3" id="home-own-teams">
        {t('home.teams.title')}
      </Title>
      {people.map((person) => (
        <Card key={person.hash} withBorder radius="md" padding="md">
          <PersonTeams person={person} timeZone={timeZone} />
        </Card>
      ))}
    </Stack>
  );
}
