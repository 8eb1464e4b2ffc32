import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { TEAM_ROSTER_ROLES, type PersonDetail } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PersonSection } from './person-section';

const KNOWN_ROLES: readonly string[] = TEAM_ROSTER_ROLES;

/** Teams whose roster has the person, with their role there; each links to the team. */
export function PersonTeamsSection({ clubHash, person }: { clubHash: string; person: PersonDetail }) {
  const { t } = useTranslation('person');
  return (
    <PersonSection title={t('teams.title')} testId="person-teams">
      {person.teams.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="person-teams-empty">
          {t('teams.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {person.teams.map((team) => (
            <Group component="li" key={`${team.id}-${team.role}`} gap="xs" wrap="wrap">
              <Anchor component={Link} to={paths.manager.teamDetails(clubHash, team.id)} fw={600}>
                {team.name}
              </Anchor>
              <Badge variant="outline" color="gray.7" size="sm">
                {KNOWN_ROLES.includes(team.role) ? t(`teams.roles.${team.role}`) : team.role}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </PersonSection>
  );
}
