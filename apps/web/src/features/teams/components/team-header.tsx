import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TeamDetail } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { TeamBadges } from './team-badges';

interface TeamHeaderProps {
  clubHash: string;
  team: TeamDetail;
  onEdit: () => void;
  onDelete: () => void;
}

/** Name, sport, category, gender and season of the team, with its edit and delete actions. */
export function TeamHeader({ clubHash, team, onEdit, onDelete }: TeamHeaderProps) {
  const { t } = useTranslation('teams');
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={paths.manager.teams(clubHash)} size="sm" c="brand.8" data-testid="back-to-teams">
        ← {t('details.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }} data-testid="team-name">
            {team.name}
          </Title>
          <TeamBadges team={team} />
          <Text size="sm" c="dimmed">
            {team.season ? t('list.season', { season: team.season }) : t('details.noSeason')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button variant="outline" onClick={onEdit} data-testid="edit-team">
            {t('details.edit')}
          </Button>
          <Button variant="outline" color="red.9" onClick={onDelete} data-testid="delete-team">
            {t('details.delete')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
