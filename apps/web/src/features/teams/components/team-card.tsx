import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Team } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { TeamBadges } from './team-badges';

/** One team of the list: its name links to the details page. */
export function TeamCard({ clubHash, team }: { clubHash: string; team: Team }) {
  const { t } = useTranslation('teams');
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid="team-card" data-team-hash={team.hash}>
      <Stack gap="sm">
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={paths.manager.teamDetails(clubHash, team.hash)} c="brand.8" data-testid="team-link">
            {team.name}
          </Anchor>
        </Title>
        <TeamBadges team={team} />
        <Group gap="md" wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <Icon name="users" size={16} />
            <Text size="sm" data-testid="team-roster-count">
              {t('list.players', { count: team.playerCount })}
              {' · '}
              {t('list.staff', { count: team.rosterCount - team.playerCount })}
            </Text>
          </Group>
          {team.season && (
            <Text size="sm" c="dimmed">
              {t('list.season', { season: team.season })}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
